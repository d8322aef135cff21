// The content editor's single-block sections: hero, mission and call to action.
import { useTranslation } from 'react-i18next';
import { ContentTextField, type FieldMessages } from './ContentTextField';
import { FormSection } from '@/components/FormSection';
import { ImageUrlField } from './ImageUrlField';
import { contentFieldId, type ContentForm } from './contentForm';

interface SectionProps<K extends keyof ContentForm> {
  value: ContentForm[K];
  onChange: (value: ContentForm[K]) => void;
  errors: FieldMessages;
  onUploadingChange: (uploading: boolean) => void;
}

export function HeroFields({ value, onChange, errors, onUploadingChange }: SectionProps<'hero'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  const set = (key: keyof ContentForm['hero']) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <FormSection id="content-hero" title={t('hero.title')} description={t('hero.description')}>
      <div className="grid gap-5 md:grid-cols-3">
        <ContentTextField
          field="home_hero.title_part1"
          label={t('hero.titlePart1')}
          value={value.title_part1}
          onChange={set('title_part1')}
          placeholder={home('hero.titlePart1')}
          errors={errors}
        />
        <ContentTextField
          field="home_hero.title_part2"
          label={t('hero.titlePart2')}
          value={value.title_part2}
          onChange={set('title_part2')}
          placeholder={home('hero.titlePart2')}
          errors={errors}
        />
        <ContentTextField
          field="home_hero.title_part3"
          label={t('hero.titlePart3')}
          value={value.title_part3}
          onChange={set('title_part3')}
          placeholder={home('hero.titlePart3')}
          errors={errors}
        />
      </div>
      <ContentTextField
        field="home_hero.subtitle"
        label={t('hero.subtitle')}
        value={value.subtitle}
        onChange={set('subtitle')}
        placeholder={home('hero.subtitle')}
        errors={errors}
        multiline
      />
      <ImageUrlField
        id={contentFieldId('home_hero.image_url')}
        label={t('hero.image')}
        value={value.image_url}
        onChange={set('image_url')}
        onUploadingChange={onUploadingChange}
        error={errors['home_hero.image_url']}
      />
    </FormSection>
  );
}

export function MissionFields({ value, onChange, errors, onUploadingChange }: SectionProps<'mission'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  const set = (key: keyof ContentForm['mission']) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <FormSection id="content-mission" title={t('mission.title')} description={t('mission.description')}>
      <ContentTextField
        field="home_mission.title"
        label={t('mission.titleField')}
        value={value.title}
        onChange={set('title')}
        placeholder={home('mission.title')}
        errors={errors}
      />
      <ContentTextField
        field="home_mission.paragraph1"
        label={t('mission.paragraph1')}
        value={value.paragraph1}
        onChange={set('paragraph1')}
        placeholder={home('mission.paragraph1')}
        errors={errors}
        multiline
      />
      <ContentTextField
        field="home_mission.paragraph2"
        label={t('mission.paragraph2')}
        value={value.paragraph2}
        onChange={set('paragraph2')}
        placeholder={home('mission.paragraph2')}
        errors={errors}
        multiline
      />
      <ImageUrlField
        id={contentFieldId('home_mission.image_url')}
        label={t('mission.image')}
        value={value.image_url}
        onChange={set('image_url')}
        onUploadingChange={onUploadingChange}
        error={errors['home_mission.image_url']}
      />
    </FormSection>
  );
}

export function CtaFields({ value, onChange, errors }: Omit<SectionProps<'cta'>, 'onUploadingChange'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  const set = (key: keyof ContentForm['cta']) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <FormSection id="content-cta" title={t('cta.title')} description={t('cta.description')}>
      <ContentTextField
        field="home_cta.title"
        label={t('cta.titleField')}
        value={value.title}
        onChange={set('title')}
        placeholder={home('cta.title')}
        errors={errors}
      />
      <ContentTextField
        field="home_cta.subtitle"
        label={t('cta.subtitle')}
        value={value.subtitle}
        onChange={set('subtitle')}
        placeholder={home('cta.subtitle')}
        errors={errors}
        multiline
      />
    </FormSection>
  );
}
