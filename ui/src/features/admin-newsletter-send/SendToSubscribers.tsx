// The ways in to the send dialog: a row action in the articles list, the editor's « Newsletter » panel, and the
// prompt the list shows right after an article is published.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send, X } from 'lucide-react';
import { RowActionContent, rowActionClass, type RowLayout } from '@/components/ResponsiveTable';
import { SendDialog } from './SendDialog';
import { SendStatusLine } from './SendStatusLine';
import type { SendablePost } from './sendablePost';
import { useSends } from './useSends';

/** « Envoyer aux abonnés » on a card of the articles list, among the article's actions. */
export function SendRowAction({ post, layout }: { post: SendablePost; layout: RowLayout }) {
  const { t } = useTranslation('adminNewsletter');
  const [open, setOpen] = useState(false);
  const label = t('send.openLabel', { title: post.title });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={label} title={label} className={rowActionClass(layout)}>
        <RowActionContent icon={Send} text={t('send.open')} layout={layout} />
      </button>
      {open && <SendDialog post={post} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * « Envoyer aux abonnés » under an article's status in the table, beside where its sends stand: a fourth icon among
 * the row's actions would not leave the table room on a laptop.
 */
export function SendStatusAction({ post }: { post: SendablePost }) {
  const { t } = useTranslation('adminNewsletter');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('send.openLabel', { title: post.title })}
        className="inline-flex min-h-8 items-center gap-1.5 rounded-full px-2 py-1 text-start text-sm font-semibold text-sky-800 transition hover:bg-sky-50 hover:text-sky-950"
      >
        <Send aria-hidden="true" className="size-4 shrink-0" />
        {t('send.open')}
      </button>
      {open && <SendDialog post={post} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The editor's panel for a saved article: where it stands with the subscribers, and the way to send it. */
export function SendPanel({ post, unsaved }: { post: SendablePost; unsaved: boolean }) {
  const { t } = useTranslation('adminNewsletter');
  const [open, setOpen] = useState(false);
  const sends = useSends(post.id);
  return (
    <section
      aria-labelledby="post-newsletter-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="post-newsletter-title" className="font-display text-xl font-semibold text-sky-950">
        {t('send.panel.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('send.panel.help')}</p>
      {sends.data && <SendStatusLine title={post.title} sends={sends.data} />}
      <button type="button" className="btn-outline w-full" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" className="size-5" />
        {t('send.open')}
      </button>
      {open && <SendDialog post={post} unsaved={unsaved} onClose={() => setOpen(false)} />}
    </section>
  );
}

/** Said once an article has just been published: it may now go to the subscribers too. */
export function PublishedSendPrompt({ post, onDismiss }: { post: SendablePost; onDismiss: () => void }) {
  const { t } = useTranslation('adminNewsletter');
  const [open, setOpen] = useState(false);
  return (
    <div
      role="region"
      aria-label={t('send.prompt.label')}
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sky-950">{t('send.prompt.text', { title: post.title })}</p>
      <div className="flex shrink-0 items-center gap-2">
        <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
          <Send aria-hidden="true" className="size-5" />
          {t('send.open')}
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={onDismiss}
          aria-label={t('send.prompt.dismiss')}
          title={t('send.prompt.dismiss')}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {open && (
        <SendDialog
          post={post}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
