// "Gestion du Contenu de la Page d'Accueil": edit every home-page section, the activities page and the blog and timeline
// subtitles, then save or go back to the saved state; in English or Arabic, translate their texts.
import { useTranslation } from 'react-i18next';
import { SaveBar, SettingsScreen } from '@/components/SettingsEditor';
import { useSettingsEditor } from '@/components/useSettingsEditor';
import { InEachLanguage, TranslationEditor } from '@/features/translations';
import type { SiteContent } from '@/generated/SiteContent';
import { contentFieldId, contentFromForm, formFromContent, sameContent, type ContentForm } from './contentForm';
import { useContent, useSaveContent } from './api/useContent';
import { contentSections } from './contentTranslation';
import { ActivitiesFields, ServicesFields, StatsFields } from './ListSections';
import { CtaFields, HeroFields, MissionFields, PageIntroFields } from './TextSections';

/** The server's prefix for each part of the form, so editing a part clears that part's messages. */
const SERVER_PREFIX: Record<keyof ContentForm, string> = {
  hero: 'home_hero.',
  stats: 'home_stats.',
  mission: 'home_mission.',
  services: 'home_services.',
  cta: 'home_cta.',
  activities: 'activities.',
  blog: 'blog.',
  timeline: 'timeline.',
};

function ContentEditor({ initial }: { initial: SiteContent }) {
  const save = useSaveContent();
  const editor = useSettingsEditor({
    ns: 'adminContent',
    initial: () => formFromContent(initial),
    same: sameContent,
    save: async (form) => formFromContent(await save.mutateAsync(contentFromForm(form))),
    fieldId: contentFieldId,
    ownMessage: true,
  });

  function part<K extends keyof ContentForm>(key: K) {
    return {
      value: editor.form[key],
      errors: editor.errors,
      onChange: (value: ContentForm[K]) => editor.edit((current) => ({ ...current, [key]: value }), SERVER_PREFIX[key]),
      onUploadingChange: editor.trackUpload,
    };
  }

  return (
    <form onSubmit={editor.onSubmit} noValidate className="space-y-8">
      <HeroFields {...part('hero')} />
      <StatsFields {...part('stats')} />
      <MissionFields {...part('mission')} />
      <ServicesFields {...part('services')} />
      <CtaFields {...part('cta')} />
      <ActivitiesFields {...part('activities')} />
      <PageIntroFields page="blog" {...part('blog')} />
      <PageIntroFields page="timeline" {...part('timeline')} />
      <SaveBar {...editor.bar} />
    </form>
  );
}

export function SiteContentPage() {
  const { t } = useTranslation('adminContent');
  const content = useContent();
  return (
    <SettingsScreen ns="adminContent" query={content}>
      {(loaded) => (
        <InEachLanguage
          french={<ContentEditor initial={loaded} />}
          translated={(lang) => <TranslationEditor lang={lang} sections={contentSections(loaded, t)} />}
        />
      )}
    </SettingsScreen>
  );
}
