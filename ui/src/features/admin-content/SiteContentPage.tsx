// "Gestion du Contenu de la Page d'Accueil": edit every home-page section and the activities page, then save or go back to the saved state.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save, Undo2 } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { AdminScreen } from '@/components/AdminScreen';
import { Spinner } from '@/components/Spinner';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import type { SiteContent } from '@/generated/SiteContent';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { contentFieldId, contentFromForm, formFromContent, sameContent, type ContentForm } from './contentForm';
import { useContent, useSaveContent } from './api/useContent';
import { ActivitiesFields, ServicesFields, StatsFields } from './ListSections';
import { CtaFields, HeroFields, MissionFields } from './TextSections';
import { LeaveGuard } from '@/components/LeaveGuard';

/** The server's prefix for each part of the form, so editing a part clears that part's messages. */
const SERVER_PREFIX: Record<keyof ContentForm, string> = {
  hero: 'home_hero.',
  stats: 'home_stats.',
  mission: 'home_mission.',
  services: 'home_services.',
  cta: 'home_cta.',
  activities: 'activities.',
};

function ContentEditor({ initial }: { initial: SiteContent }) {
  const { t } = useTranslation('adminContent');
  const [saved, setSaved] = useState<ContentForm>(() => formFromContent(initial));
  const [form, setForm] = useState<ContentForm>(saved);
  const save = useSaveContent();
  const {
    submit,
    pending: saving,
    errors,
    setErrors,
  } = useFormSubmit<string>({
    fieldId: contentFieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('saveFailed'),
    ownMessage: true,
  });
  const [uploads, setUploads] = useState(0);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const dirty = useMemo(() => !sameContent(form, saved), [form, saved]);

  function part<K extends keyof ContentForm>(key: K) {
    return {
      value: form[key],
      errors,
      onChange: (value: ContentForm[K]) => {
        setForm((current) => ({ ...current, [key]: value }));
        setErrors((current) =>
          Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(SERVER_PREFIX[key]))),
        );
      },
      onUploadingChange: (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1)),
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploads > 0) {
      toast({ title: t('errorTitle'), description: t('waitUpload'), variant: 'destructive' });
      return;
    }
    await submit(async () => {
      const next = formFromContent(await save.mutateAsync(contentFromForm(form)));
      setSaved(next);
      setForm(next);
      toast({ title: t('successTitle'), description: t('saved') });
    });
  }

  function resetToSaved() {
    setForm(saved);
    setErrors({});
    setConfirmingCancel(false);
    toast({ title: t('cancelled'), description: t('cancelledText') });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-8">
      <HeroFields {...part('hero')} />
      <StatsFields {...part('stats')} />
      <MissionFields {...part('mission')} />
      <ServicesFields {...part('services')} />
      <CtaFields {...part('cta')} />
      <ActivitiesFields {...part('activities')} />
      <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
        {dirty && <p className="mr-auto px-2 text-sm font-medium text-amber-800">{t('unsaved')}</p>}
        <button type="button" className="btn-outline" onClick={() => setConfirmingCancel(true)} disabled={saving}>
          <Undo2 aria-hidden="true" className="size-5" />
          {t('cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
          {saving ? t('saving') : t('save')}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('cancelConfirm.title')}
        description={t('cancelConfirm.description')}
        confirmLabel={t('cancelConfirm.confirm')}
        cancelLabel={t('cancelConfirm.cancel')}
        onConfirm={resetToSaved}
      />
      <LeaveGuard when={dirty && !saving} description={t('leaveChanges')} />
    </form>
  );
}

export function SiteContentPage() {
  const { t } = useTranslation('adminContent');
  usePageMeta(t('title'));
  const content = useContent();

  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} intro={t('intro')} />
      <AdminScreen query={content} failed={t('loadFailed')}>
        {(loaded) => <ContentEditor initial={loaded} />}
      </AdminScreen>
    </div>
  );
}
