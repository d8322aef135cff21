// The assistant's topics as an ordered list of small forms: keywords, answer, optional link and contact offer; add, move, remove.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { TextField } from '@/components/TextField';
import { moveItem, withKey, type Keyed } from '@/lib/keyedList';
import { BLANK_TOPIC, chatFieldId, type TopicDraft } from './chatForm';

interface TopicListProps {
  topics: Keyed<TopicDraft>[];
  onChange: (topics: Keyed<TopicDraft>[]) => void;
  errors: Partial<Record<string, string>>;
}

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-sky-900 transition hover:bg-sky-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export function TopicList({ topics, onChange, errors }: TopicListProps) {
  const { t } = useTranslation('adminChat');
  const addRef = useRef<HTMLButtonElement>(null);

  const update = (index: number, changes: Partial<TopicDraft>) =>
    onChange(topics.map((topic, position) => (position === index ? { ...topic, ...changes } : topic)));

  /** After a move the buttons under the pointer change topic: focus follows the moved topic's own button. */
  function move(index: number, to: number, direction: 'up' | 'down') {
    const key = topics[index].key;
    onChange(moveItem(topics, index, to));
    requestAnimationFrame(() => document.getElementById(`chat-topic-${key}-${direction}`)?.focus());
  }

  function remove(index: number) {
    onChange(topics.filter((_, position) => position !== index));
    requestAnimationFrame(() => addRef.current?.focus());
  }

  function add() {
    const topic = withKey({ ...BLANK_TOPIC });
    onChange([...topics, topic]);
    requestAnimationFrame(() => document.getElementById(chatFieldId(`topics.${topics.length}.keywords`))?.focus());
  }

  return (
    <div className="space-y-4">
      {errors.topics && (
        <p id={chatFieldId('topics')} className="text-sm font-medium text-red-700">
          {errors.topics}
        </p>
      )}
      {topics.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-600">{t('topics.empty')}</p>
      )}
      <ol className="space-y-4">
        {topics.map((topic, index) => {
          const name = t('topics.item', { position: index + 1 });
          const field = (suffix: string) => `topics.${index}.${suffix}`;
          const text = (
            suffix: string,
            value: string,
            key: keyof TopicDraft,
            label: string,
            extra: { hint?: string; multiline?: boolean } = {},
          ) => (
            <TextField
              id={chatFieldId(field(suffix))}
              label={label}
              value={value}
              onChange={(next) => update(index, { [key]: next })}
              error={errors[field(suffix)]}
              {...extra}
            />
          );
          return (
            <li key={topic.key}>
              <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <legend className="px-1 font-semibold text-slate-800">{name}</legend>
                {text('keywords', topic.keywords, 'keywords', t('topics.keywords'), { hint: t('topics.keywordsHint') })}
                {text('answer', topic.answer, 'answer', t('topics.answer'), { hint: t('topics.answerHint'), multiline: true })}
                <div className="grid gap-4 sm:grid-cols-2">
                  {text('link.label', topic.linkLabel, 'linkLabel', t('topics.linkLabel'))}
                  {text('link.url', topic.linkUrl, 'linkUrl', t('topics.linkUrl'), { hint: t('topics.linkUrlHint') })}
                </div>
                <div className="flex items-start gap-3">
                  <input
                    id={`chat-topic-${topic.key}-contact`}
                    type="checkbox"
                    checked={topic.offersContact}
                    onChange={(event) => update(index, { offersContact: event.target.checked })}
                    className="mt-1 size-5 shrink-0 accent-sky-800"
                  />
                  <label htmlFor={`chat-topic-${topic.key}-contact`} className="text-sm text-slate-800">
                    {t('topics.offersContact')}
                  </label>
                </div>
                <div className="flex flex-wrap justify-end gap-1 border-t border-slate-200 pt-3">
                  <button
                    id={`chat-topic-${topic.key}-up`}
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={`${t('topics.moveUp')} : ${name}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    {t('topics.moveUp')}
                  </button>
                  <button
                    id={`chat-topic-${topic.key}-down`}
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={`${t('topics.moveDown')} : ${name}`}
                    disabled={index === topics.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    {t('topics.moveDown')}
                  </button>
                  <button
                    type="button"
                    className={`${SMALL_BUTTON} text-red-700 hover:bg-red-50`}
                    aria-label={`${t('topics.remove')} : ${name}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('topics.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button ref={addRef} type="button" className="btn-outline px-4 py-2" onClick={add} disabled={topics.length >= 50}>
        <Plus aria-hidden="true" className="size-4" />
        {t('topics.add')}
      </button>
    </div>
  );
}
