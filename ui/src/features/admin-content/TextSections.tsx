// The content editor's single-block sections: hero, mission, call to action (with its buttons) and the blog and
// timeline subtitles.
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { LIMITS } from '@/generated/limits';
import { ContentFields, type FieldMessages } from './ContentFields';
import { FormSection } from '@/components/FormSection';
import { BLANK_CTA_BUTTON, type ContentForm } from './contentForm';
import { CtaButtonFields } from './CtaButtonFields';

interface SectionProps<K extends keyof ContentForm> {
  value: ContentForm[K];
  onChange: (value: ContentForm[K]) => void;
  errors: FieldMessages;
  onUploadingChange: (uploading: boolean) => void;
}

export function HeroFields(props: SectionProps<'hero'>) {
  const { t } = useTranslation('adminContent');
  return (
    <FormSection id="content-hero" title={t('hero.title')} description={t('hero.description')}>
      <div className="grid gap-5 md:grid-cols-3">
        <ContentFields
          part="home_hero"
          {...props}
          fields={[
            { key: 'title_part1', label: t('hero.titlePart1') },
            { key: 'title_part2', label: t('hero.titlePart2') },
            { key: 'title_part3', label: t('hero.titlePart3') },
          ]}
        />
      </div>
      <ContentFields
        part="home_hero"
        {...props}
        fields={[
          { key: 'subtitle', label: t('hero.subtitle'), hint: t('hero.subtitleHint'), multiline: true },
          { key: 'image_url', label: t('hero.image'), image: true },
          { key: 'image_alt', label: t('hero.imageAlt'), hint: t('image.altHint'), maxLength: LIMITS.imageAlt },
        ]}
      />
    </FormSection>
  );
}

export function MissionFields(props: SectionProps<'mission'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  return (
    <FormSection id="content-mission" title={t('mission.title')} description={t('mission.description')}>
      <ContentFields
        part="home_mission"
        {...props}
        fields={[
          { key: 'title', label: t('mission.titleField'), placeholder: home('mission.title') },
          { key: 'paragraph1', label: t('mission.paragraph1'), multiline: true },
          { key: 'paragraph2', label: t('mission.paragraph2'), multiline: true },
          { key: 'image_url', label: t('mission.image'), image: true },
          { key: 'image_alt', label: t('mission.imageAlt'), hint: t('image.altHint'), maxLength: LIMITS.imageAlt },
        ]}
      />
    </FormSection>
  );
}

export function CtaFields(props: Omit<SectionProps<'cta'>, 'onUploadingChange'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  const { value, onChange, errors } = props;
  return (
    <FormSection id="content-cta" title={t('cta.title')} description={t('cta.description')}>
      <ContentFields
        part="home_cta"
        {...props}
        fields={[
          { key: 'title', label: t('cta.titleField'), placeholder: home('cta.title') },
          { key: 'subtitle', label: t('cta.subtitle'), placeholder: home('cta.subtitle'), multiline: true },
        ]}
      />
      <CtaButtonFields
        part="home_cta.button"
        legend={t('cta.button')}
        defaultLabel={home('cta.button')}
        value={value.button}
        onChange={(button) => onChange({ ...value, button })}
        errors={errors}
      />
      {value.secondary ? (
        <>
          <CtaButtonFields
            part="home_cta.secondary"
            legend={t('cta.secondary')}
            value={value.secondary}
            onChange={(secondary) => onChange({ ...value, secondary })}
            errors={errors}
          />
          <button type="button" className="btn-outline px-4 py-2" onClick={() => onChange({ ...value, secondary: null })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('cta.removeSecondary')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn-outline px-4 py-2"
          onClick={() => onChange({ ...value, secondary: { ...BLANK_CTA_BUTTON, target: 'page' } })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('cta.addSecondary')}
        </button>
      )}
    </FormSection>
  );
}

/** The sentence under the title of the blog list or of the timeline; left empty, the page shows none. */
export function PageIntroFields({
  page,
  ...props
}: Omit<SectionProps<'blog' | 'timeline'>, 'onUploadingChange'> & { page: 'blog' | 'timeline' }) {
  const { t } = useTranslation('adminContent');
  return (
    <FormSection id={`content-${page}`} title={t(`${page}.title`)} description={t(`${page}.description`)}>
      <ContentFields
        part={page}
        {...props}
        fields={[{ key: 'subtitle', label: t('pageIntro.subtitle'), hint: t('pageIntro.subtitleHint'), multiline: true }]}
      />
    </FormSection>
  );
}
