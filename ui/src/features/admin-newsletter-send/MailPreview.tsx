// The e-mail as subscribers will receive it: its subject, then its HTML part in a sandboxed frame (no script, no
// access to the back-office) or its plain-text part, one tab each.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterMailPreview } from '@/generated/NewsletterMailPreview';

const PARTS = ['html', 'text'] as const;
type Part = (typeof PARTS)[number];

export function MailPreview({ preview }: { preview: NewsletterMailPreview }) {
  const { t } = useTranslation('adminNewsletter');
  const [shown, setShown] = useState<Part>('html');
  const tabs = useRef<Record<Part, HTMLButtonElement | null>>({ html: null, text: null });

  // The tabs' keys: arrows move to the other part (and show it), as in every tab list.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 'html' : event.key === 'End' ? 'text' : shown === 'html' ? 'text' : 'html';
    setShown(next);
    tabs.current[next]?.focus();
  }

  return (
    <section aria-labelledby="mail-preview-title" className="space-y-3">
      <h3 id="mail-preview-title" className="font-semibold text-slate-900">
        {t('send.preview.heading')}
      </h3>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">{t('send.preview.subject')}</span>{' '}
        <span className="wrap-anywhere">{preview.subject}</span>
      </p>
      <div role="tablist" aria-label={t('send.preview.parts')} className="flex gap-1 border-b border-slate-200">
        {PARTS.map((part) => (
          <button
            key={part}
            ref={(element) => {
              tabs.current[part] = element;
            }}
            type="button"
            role="tab"
            id={`mail-preview-tab-${part}`}
            aria-controls={shown === part ? `mail-preview-panel-${part}` : undefined}
            aria-selected={shown === part}
            tabIndex={shown === part ? 0 : -1}
            onClick={() => setShown(part)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition ${
              shown === part ? 'border-sky-700 text-sky-900' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`send.preview.${part}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`mail-preview-panel-${shown}`}
        aria-labelledby={`mail-preview-tab-${shown}`}
        className="overflow-hidden rounded-xl border border-slate-200"
      >
        {shown === 'html' ? (
          <iframe
            // An empty sandbox: the mail's markup runs no script and cannot reach the page that shows it.
            sandbox=""
            srcDoc={preview.html}
            title={t('send.preview.frameTitle', { subject: preview.subject })}
            className="block h-80 w-full bg-white sm:h-96"
          />
        ) : (
          <pre
            // Scrolled with the arrow keys too, once focused.
            tabIndex={0}
            className="max-h-96 overflow-auto bg-slate-50 p-4 font-mono text-sm whitespace-pre-wrap text-slate-800 wrap-anywhere focus:outline-2 focus:outline-sky-700"
          >
            {preview.text}
          </pre>
        )}
      </div>
    </section>
  );
}
