// The article's keywords (« Mots-clés ») as chips: a keyword typed then Enter or a comma becomes one, each chip has
// its remove button, Backspace in the empty input takes the last one off, and the site's keywords are suggested.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { LIMITS } from '@/generated/limits';

interface TagsFieldProps {
  id: string;
  value: string[];
  /** The site's keywords, the most used first. */
  suggestions: string[];
  error?: string;
  disabled?: boolean;
  onChange: (tags: string[]) => void;
}

/** A keyword as the server compares it: without case or accents, so « Économie » and « economie » are one. */
export function tagKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').trim();
}

/** `tags` with the keywords typed in `text` (commas separate them) added: repeats and those past the limit left out. */
export function withTyped(tags: string[], text: string): string[] {
  const next = [...tags];
  for (const piece of text.split(',')) {
    const name = piece.replace(/\s+/g, ' ').trim().slice(0, LIMITS.tag);
    if (!name || next.length >= LIMITS.tagsPerPost) continue;
    if (next.some((tag) => tagKey(tag) === tagKey(name))) continue;
    next.push(name);
  }
  return next;
}

export function TagsField({ id, value, suggestions, error, disabled = false, onChange }: TagsFieldProps) {
  const { t } = useTranslation('adminBlog');
  const [draft, setDraft] = useState('');
  const listId = useId();
  const full = value.length >= LIMITS.tagsPerPost;
  const chosen = new Set(value.map(tagKey));
  const offered = suggestions.filter((name) => !chosen.has(tagKey(name)));
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  function commit(text: string) {
    // Past the limit the text stays in the input, where the counter and the placeholder say why.
    if (full) return;
    const next = withTyped(value, text);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  }

  function type(text: string) {
    // A comma ends a keyword, also when a list is pasted: what follows the last one stays being typed.
    const cut = text.lastIndexOf(',');
    if (cut < 0) {
      setDraft(text);
      return;
    }
    commit(text.slice(0, cut));
    setDraft(text.slice(cut + 1).trimStart());
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the keyword; it never sends the whole article.
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('form.tags')}
      </label>
      {value.length > 0 && (
        <ul aria-label={t('form.tagsChosen')} className="flex flex-wrap gap-2">
          {value.map((tag, index) => (
            <li
              key={tagKey(tag)}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-sky-200 bg-sky-50 py-1 ps-3 pe-1 text-sm font-medium text-sky-950"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                aria-label={t('form.removeTag', { name: tag })}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sky-900 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-amber-500"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        list={listId}
        value={draft}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => commit(draft)}
        disabled={disabled}
        maxLength={LIMITS.tag}
        enterKeyHint="enter"
        autoComplete="off"
        placeholder={full ? t('form.tagsFull') : t('form.tagsPlaceholder')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={`form-input ${error ? 'border-red-700' : ''}`}
      />
      <datalist id={listId}>
        {offered.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <p id={`${id}-hint`} className="text-slate-600">
          {t('form.tagsHint')}
        </p>
        <p id={`${id}-count`} aria-live="polite" className="shrink-0 font-medium text-slate-700">
          {t('form.tagsCount', { count: value.length, max: LIMITS.tagsPerPost })}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
