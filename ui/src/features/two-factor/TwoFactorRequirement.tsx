// The super administrator's switch that requires two-factor sign-in of every staff account, with what it implies.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { SECURITY_SETTINGS_KEY, fetchSecuritySettings, saveSecuritySettings } from './twoFactorApi';

export function TwoFactorRequirement() {
  const { t } = useTranslation('twoFactor');
  const id = useId();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const settings = useQuery({ queryKey: SECURITY_SETTINGS_KEY, queryFn: fetchSecuritySettings });
  // The position asked for, shown while it is being saved; a refusal puts the saved one back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const saving = asked !== null;

  async function change(required: boolean) {
    setAsked(required);
    try {
      const saved = await saveSecuritySettings({ require_two_factor: required });
      queryClient.setQueryData(SECURITY_SETTINGS_KEY, saved);
      toast({ title: t(saved.require_two_factor ? 'requirement.on' : 'requirement.off') });
      // Turning it on may hold back this very account: the session says so, and the guard leads to the set-up.
      await refresh();
    } catch (error) {
      toast({ title: t('requirement.failure'), description: messageOf(error, t('requirement.failure')), variant: 'destructive' });
    } finally {
      setAsked(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-sky-950">
        <ShieldCheck aria-hidden="true" className="size-5 text-sky-800" />
        {t('requirement.title')}
      </h2>
      {settings.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {t('requirement.loadFailed')}
        </p>
      ) : (
        <div className="mt-3 flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="mt-1 size-5 shrink-0 accent-sky-800"
            checked={asked ?? settings.data?.require_two_factor ?? false}
            disabled={!settings.data || saving}
            aria-busy={saving}
            aria-describedby={`${id}-explanation`}
            onChange={(event) => void change(event.target.checked)}
          />
          <div className="space-y-1">
            <label htmlFor={id} className="font-semibold text-slate-800">
              {t('requirement.label')}
            </label>
            <p id={`${id}-explanation`} className="text-sm text-slate-600">
              {t('requirement.explanation')}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
