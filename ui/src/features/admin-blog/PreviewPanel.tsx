// The editor's « Aperçu » panel: the owner's own preview in a new tab, and the private link he may share with
// someone who has no account (one per article, for a chosen number of days, revocable; its address shown once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Link2, Link2Off } from 'lucide-react';
import { NewTabLink } from '@/components/NewTabLink';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CopyableLink } from '@/components/CopyableLink';
import { Spinner } from '@/components/Spinner';
import { formatFrenchDateTime } from '@/lib/dates';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { NewPreviewLink } from '@/generated/NewPreviewLink';
import { createPreviewLink, fetchPreviewLink, ownPreviewPath, revokePreviewLink } from './previewApi';

const DURATIONS = [1, 7, 30] as const;

interface PreviewPanelProps {
  postId: number;
  /** The form holds changes not saved yet: the preview shows the last saved version. */
  unsaved: boolean;
  className: string;
}

export function PreviewPanel({ postId, unsaved, className }: PreviewPanelProps) {
  const { t } = useTranslation('adminBlog');
  const queryClient = useQueryClient();
  const key = ['admin', 'preview-link', postId];
  const state = useQuery({ queryKey: key, queryFn: () => fetchPreviewLink(postId) });
  const [days, setDays] = useState<number>(7);
  const [drawn, setDrawn] = useState<NewPreviewLink | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const failed = (error: unknown) =>
    toast({ title: t('preview.errorTitle'), description: messageOf(error, t('preview.failed')), variant: 'destructive' });
  const create = useMutation({
    mutationFn: () => createPreviewLink(postId, days),
    onSuccess: (link) => {
      setDrawn(link);
      setConfirming(null);
      queryClient.setQueryData(key, { link: link.link });
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => revokePreviewLink(postId),
    onSuccess: () => {
      setDrawn(null);
      setConfirming(null);
      queryClient.setQueryData(key, { link: null });
      toast({ title: t('preview.revokedTitle'), description: t('preview.revoked') });
    },
    onError: failed,
  });
  const live = state.data?.link ?? null;

  return (
    <section className={className} aria-labelledby="post-preview-title">
      <h2 id="post-preview-title" className="font-display text-xl font-semibold text-sky-950">
        {t('preview.title')}
      </h2>
      <NewTabLink
        href={ownPreviewPath(postId)}
        label={t('preview.open')}
        labelNewTab={t('preview.openNewTab')}
        icon={Eye}
        className="btn-outline w-full"
      />
      {unsaved && <p className="text-sm text-amber-800">{t('preview.unsaved')}</p>}
      <div className="space-y-3 border-t border-slate-100 pt-4">
        <h3 className="font-semibold text-sky-950">{t('preview.linkTitle')}</h3>
        <p className="text-sm text-slate-600">{t('preview.linkHint')}</p>
        {state.isPending && <Spinner size="sm" label={t('preview.loading')} />}
        {drawn ? (
          <CopyableLink
            id={`preview-link-${postId}`}
            url={drawn.url}
            label={t('preview.linkLabel')}
            hint={t('preview.expires', { date: formatFrenchDateTime(drawn.link.expires_at) })}
          />
        ) : (
          live && <p className="text-sm text-slate-700">{t('preview.live', { date: formatFrenchDateTime(live.expires_at) })}</p>
        )}
        {!state.isPending && (
          <div className="flex flex-col gap-3">
            <label className="block text-sm font-semibold text-slate-800" htmlFor={`preview-days-${postId}`}>
              {t('preview.duration')}
            </label>
            <select
              id={`preview-days-${postId}`}
              className="form-input"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {DURATIONS.map((count) => (
                <option key={count} value={count}>
                  {t('preview.days', { count })}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn-outline"
              disabled={create.isPending}
              onClick={() => (live ? setConfirming('replace') : create.mutate())}
            >
              {create.isPending ? <Spinner size="sm" decorative /> : <Link2 aria-hidden="true" className="size-5" />}
              {live ? t('preview.replace') : t('preview.create')}
            </button>
            {live && (
              <button type="button" className="btn-outline text-red-800" onClick={() => setConfirming('revoke')}>
                <Link2Off aria-hidden="true" className="size-5" />
                {t('preview.revoke')}
              </button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'revoke' ? t('preview.revokeTitle') : t('preview.replaceTitle')}
        description={confirming === 'revoke' ? t('preview.revokeText') : t('preview.replaceText')}
        confirmLabel={confirming === 'revoke' ? t('preview.revoke') : t('preview.replace')}
        cancelLabel={t('preview.cancel')}
        destructive={confirming === 'revoke'}
        busy={create.isPending || revoke.isPending}
        onConfirm={() => (confirming === 'revoke' ? revoke.mutate() : create.mutate())}
      />
    </section>
  );
}
