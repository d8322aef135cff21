// The content editor's list sections: statistics, services and the activities page, each an ordered list of entries.
import { useTranslation } from 'react-i18next';
import type { ActivitySection } from '@/generated/ActivitySection';
import type { ServiceItem } from '@/generated/ServiceItem';
import type { Stat } from '@/generated/Stat';
import { ContentTextField, type FieldMessages } from './ContentTextField';
import type { ContentForm } from './contentForm';
import { FormSection } from '@/components/FormSection';
import { ListEditor } from './ListEditor';

interface SectionProps<K extends keyof ContentForm> {
  value: ContentForm[K];
  onChange: (value: ContentForm[K]) => void;
  errors: FieldMessages;
}

export function StatsFields({ value, onChange, errors }: SectionProps<'stats'>) {
  const { t } = useTranslation('adminContent');
  return (
    <FormSection id="content-stats" title={t('stats.title')} description={t('stats.description')}>
      <ListEditor<Stat>
        items={value}
        onChange={onChange}
        itemName={(position) => t('stats.item', { position })}
        blank={{ number: '', label: '' }}
        defaults={[]}
        addLabel={t('stats.add')}
        emptyText={t('stats.empty')}
        renderItem={(item, index, update) => (
          <>
            <ContentTextField
              field={`home_stats.stats.${index}.number`}
              label={t('stats.number')}
              value={item.number}
              onChange={(number) => update({ number })}
              errors={errors}
            />
            <ContentTextField
              field={`home_stats.stats.${index}.label`}
              label={t('stats.label')}
              value={item.label}
              onChange={(label) => update({ label })}
              errors={errors}
            />
          </>
        )}
      />
    </FormSection>
  );
}

export function ServicesFields({ value, onChange, errors }: SectionProps<'services'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  const defaults = home('services.items', { returnObjects: true }) as ServiceItem[];
  return (
    <FormSection id="content-services" title={t('services.title')} description={t('services.description')}>
      <ContentTextField
        field="home_services.title"
        label={t('services.titleField')}
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        placeholder={home('services.title')}
        errors={errors}
      />
      <ContentTextField
        field="home_services.subtitle"
        label={t('services.subtitle')}
        value={value.subtitle}
        onChange={(subtitle) => onChange({ ...value, subtitle })}
        placeholder={home('services.subtitle')}
        errors={errors}
        multiline
      />
      <ListEditor<ServiceItem>
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        itemName={(position) => t('services.item', { position })}
        blank={{ title: '', description: '' }}
        defaults={defaults}
        addLabel={t('services.add')}
        emptyText={t('services.empty')}
        renderItem={(item, index, update) => (
          <>
            <ContentTextField
              field={`home_services.items.${index}.title`}
              label={t('services.itemTitle')}
              value={item.title}
              onChange={(title) => update({ title })}
              errors={errors}
            />
            <ContentTextField
              field={`home_services.items.${index}.description`}
              label={t('services.itemDescription')}
              value={item.description}
              onChange={(description) => update({ description })}
              errors={errors}
              multiline
            />
          </>
        )}
      />
    </FormSection>
  );
}

export function ActivitiesFields({ value, onChange, errors }: SectionProps<'activities'>) {
  const { t } = useTranslation('adminContent');
  const { t: page } = useTranslation('activities');
  return (
    <FormSection id="content-activities" title={t('activities.title')} description={t('activities.description')}>
      <ContentTextField
        field="activities.title"
        label={t('activities.titleField')}
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        placeholder={page('title')}
        errors={errors}
      />
      <ContentTextField
        field="activities.intro"
        label={t('activities.intro')}
        value={value.intro}
        onChange={(intro) => onChange({ ...value, intro })}
        errors={errors}
        multiline
      />
      <ListEditor<ActivitySection>
        items={value.sections}
        onChange={(sections) => onChange({ ...value, sections })}
        itemName={(position) => t('activities.item', { position })}
        blank={{ title: '', body: '' }}
        defaults={[]}
        addLabel={t('activities.add')}
        emptyText={t('activities.empty')}
        renderItem={(item, index, update) => (
          <>
            <ContentTextField
              field={`activities.sections.${index}.title`}
              label={t('activities.sectionTitle')}
              value={item.title}
              onChange={(title) => update({ title })}
              errors={errors}
            />
            <ContentTextField
              field={`activities.sections.${index}.body`}
              label={t('activities.body')}
              value={item.body}
              onChange={(body) => update({ body })}
              hint={t('activities.bodyHint')}
              errors={errors}
              multiline
            />
          </>
        )}
      />
    </FormSection>
  );
}
