// The promoter's reminder that the address is not confirmed yet (no dossier can be submitted until it is),
// with the way to have the link mailed again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailExclamationPoint, Send } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { apiSend } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';

export function ConfirmEmailBanner() {
  const { t } = useTranslation('promoter');
  const { user } = useAuth();
  const [pending, setPending] = useState(false);
  if (!user || user.role !== 'promoter' || user.email_confirmed) return null;
  const email = user.email;

  async function resend() {
    setPending(true);
    try {
      await apiSend<void>('POST', '/api/auth/confirm-email/resend');
      toast({ title: t('confirmBanner.sentTitle'), description: t('confirmBanner.sent', { email }) });
    } catch (error) {
      const description = messageOf(error, t('confirmBanner.failureFallback'));
      toast({ title: t('confirmBanner.failure'), description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="confirm-email-title"
      className="flex flex-wrap items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <MailExclamationPoint aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="confirm-email-title" className="font-semibold">
          {t('confirmBanner.title')}
        </h2>
        <p>{t('confirmBanner.text', { email })}</p>
      </div>
      <button type="button" className="btn-outline" onClick={() => void resend()} disabled={pending} aria-busy={pending}>
        {pending ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
        {t('confirmBanner.resend')}
      </button>
    </section>
  );
}
