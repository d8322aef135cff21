// "Paramètres Généraux": SEO texts, the owner's identity (name, portrait, contact, logo, favicon), social links and the
// languages the site speaks; saving reloads the app. In English or Arabic, the SEO texts and the tagline are translated.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { TextField } from '@/components/TextField';
import { FormSection } from '@/components/FormSection';
import { SaveBar, SettingsScreen } from '@/components/SettingsEditor';
import { useSettingsEditor } from '@/components/useSettingsEditor';
import { ImageUrlField } from '@/features/admin-content';
import { InEachLanguage, TranslationEditor } from '@/features/translations';
import type { SiteSettings } from '@/generated/SiteSettings';
import { reloadPage } from './reloadPage';
import { SETTINGS_FIELDS, SOCIAL_NETWORKS, settingsFieldId, type SettingsField } from './settingsApi';
import { useSaveSettings, useSettings } from './api/useSettings';
import { LIMITS } from '@/generated/limits';
import { LanguageSwitch } from './LanguageSwitch';
import { settingsSections } from './settingsTranslation';

/** Long enough to read the confirmation before the page starts over. */
export const RELOAD_DELAY_MS = 1200;

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { t } = useTranslation('adminSettings');
  const save = useSaveSettings();
  // Once saved, the form stays busy until the page starts over with the new settings.
  const [reloading, setReloading] = useState(false);
  // A form closed before the delay is over (the owner went elsewhere) must not reload the page it left for.
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);
  const editor = useSettingsEditor({
    ns: 'adminSettings',
    initial,
    problems: (settings) => (settings.seo.title.trim() ? {} : { 'seo.title': t('seo.titleRequired') }),
    save: async (settings) => {
      await save.mutateAsync(settings);
      setReloading(true);
      reloadTimer.current = window.setTimeout(reloadPage, RELOAD_DELAY_MS);
    },
    fields: SETTINGS_FIELDS,
    fieldId: settingsFieldId,
    ownMessage: true,
    busy: reloading,
  });
  const { form: settings, errors, trackUpload } = editor;

  function update<S extends keyof SiteSettings>(section: S, key: keyof SiteSettings[S]) {
    const field = `${section}.${String(key)}` as SettingsField;
    return (value: string) => editor.edit((current) => ({ ...current, [section]: { ...current[section], [key]: value } }), field);
  }

  return (
    <form onSubmit={editor.onSubmit} noValidate className="space-y-8">
      <FormSection id="settings-seo" title={t('seo.title')} description={t('seo.description')}>
        <TextField
          id={settingsFieldId('seo.title')}
          label={t('seo.siteTitle')}
          value={settings.seo.title}
          onChange={update('seo', 'title')}
          hint={t('seo.siteTitleHint')}
          error={errors['seo.title']}
          maxLength={LIMITS.title}
          required
        />
        <TextField
          id={settingsFieldId('seo.description')}
          label={t('seo.siteDescription')}
          value={settings.seo.description}
          onChange={update('seo', 'description')}
          hint={t('seo.siteDescriptionHint')}
          error={errors['seo.description']}
          maxLength={LIMITS.summary}
          multiline
        />
        <ImageUrlField
          id={settingsFieldId('seo.social_image')}
          label={t('seo.socialImage')}
          value={settings.seo.social_image}
          onChange={update('seo', 'social_image')}
          onUploadingChange={trackUpload}
          error={errors['seo.social_image']}
        />
      </FormSection>
      <FormSection id="settings-identity" title={t('identity.title')} description={t('identity.description')}>
        <TextField
          id={settingsFieldId('identity.owner_name')}
          label={t('identity.ownerName')}
          value={settings.identity.owner_name}
          onChange={update('identity', 'owner_name')}
          hint={t('identity.ownerNameHint')}
          error={errors['identity.owner_name']}
          maxLength={LIMITS.personName}
          autoComplete="name"
        />
        <TextField
          id={settingsFieldId('identity.tagline')}
          label={t('identity.tagline')}
          value={settings.identity.tagline}
          onChange={update('identity', 'tagline')}
          hint={t('identity.taglineHint')}
          error={errors['identity.tagline']}
          maxLength={LIMITS.summary}
          multiline
        />
        <ImageUrlField
          id={settingsFieldId('identity.portrait_url')}
          label={t('identity.portrait')}
          value={settings.identity.portrait_url}
          onChange={update('identity', 'portrait_url')}
          onUploadingChange={trackUpload}
          error={errors['identity.portrait_url']}
          previewShape="square"
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id={settingsFieldId('identity.contact_email')}
            type="email"
            label={t('identity.contactEmail')}
            value={settings.identity.contact_email}
            onChange={update('identity', 'contact_email')}
            hint={t('identity.contactEmailHint')}
            error={errors['identity.contact_email']}
            maxLength={LIMITS.email}
            autoComplete="email"
          />
          <TextField
            id={settingsFieldId('identity.phone')}
            type="tel"
            label={t('identity.phone')}
            value={settings.identity.phone}
            onChange={update('identity', 'phone')}
            hint={t('identity.phoneHint')}
            error={errors['identity.phone']}
            maxLength={LIMITS.phone}
            autoComplete="tel"
          />
        </div>
        <ImageUrlField
          id={settingsFieldId('identity.logo_url')}
          label={t('identity.logo')}
          value={settings.identity.logo_url}
          onChange={update('identity', 'logo_url')}
          onUploadingChange={trackUpload}
          error={errors['identity.logo_url']}
        />
        <ImageUrlField
          id={settingsFieldId('identity.favicon_url')}
          label={t('identity.favicon')}
          value={settings.identity.favicon_url}
          onChange={update('identity', 'favicon_url')}
          onUploadingChange={trackUpload}
          error={errors['identity.favicon_url']}
          previewShape="square"
        />
      </FormSection>
      <FormSection id="settings-social" title={t('social.title')} description={t('social.description')}>
        <div className="grid gap-5 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              id={settingsFieldId(`social.${network}`)}
              type="url"
              label={t(`social.${network}`)}
              value={settings.social[network]}
              onChange={update('social', network)}
              hint={t('social.hint')}
              error={errors[`social.${network}`]}
              maxLength={LIMITS.link}
            />
          ))}
        </div>
      </FormSection>
      <FormSection id="settings-languages" title={t('languages.title')} description={t('languages.description')}>
        <p className="flex items-start gap-3 text-slate-700">
          <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
          {t('languages.text')}
        </p>
        <div className="space-y-4">
          <LanguageSwitch lang="fr" checked hint={t('languages.always')} />
          <LanguageSwitch
            lang="en"
            checked={settings.languages.en}
            onChange={(on) =>
              editor.edit((current) => ({ ...current, languages: { ...current.languages, en: on } }), 'languages.')
            }
            hint={t('languages.english')}
          />
          <LanguageSwitch
            lang="ar"
            checked={settings.languages.ar}
            onChange={(on) =>
              editor.edit((current) => ({ ...current, languages: { ...current.languages, ar: on } }), 'languages.')
            }
            hint={t('languages.arabic')}
          />
        </div>
      </FormSection>
      <SaveBar {...editor.bar} />
    </form>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('adminSettings');
  const settings = useSettings();
  return (
    <SettingsScreen ns="adminSettings" query={settings}>
      {(loaded) => (
        <InEachLanguage
          french={<SettingsForm initial={loaded} />}
          translated={(lang) => <TranslationEditor lang={lang} sections={settingsSections(loaded, t)} />}
        />
      )}
    </SettingsScreen>
  );
}
