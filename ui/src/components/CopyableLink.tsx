// An address shown once, to copy and pass on (a password link, an article's preview link): selectable, with a copy
// button that says when it worked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';

interface CopyableLinkProps {
  id: string;
  url: string;
  label: string;
  hint: string;
}

export function CopyableLink({ id, url, label, hint }: CopyableLinkProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the address stays selectable in the field.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.target.select()}
          className="form-input min-w-0 flex-1 font-mono text-sm"
        />
        <button type="button" className="btn-outline shrink-0" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
          {copied ? t('copyLink.copied') : t('copyLink.copy')}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <p aria-live="polite" className="sr-only">
        {copied ? t('copyLink.copied') : ''}
      </p>
    </div>
  );
}
