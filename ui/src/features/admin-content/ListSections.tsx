// The content editor's list sections: statistics, services and the activities page, each an ordered list of entries;
// a service and an activities section each carry the icon the owner picked.
import { useTranslation } from 'react-i18next';
import type { ActivitySection } from '@/generated/ActivitySection';
import type { ServiceItem } from '@/generated/ServiceItem';
import type { Stat } from '@/generated/Stat';
import { ContentFields, type FieldMessages } from './ContentFields';
import { contentFieldId, type ContentForm } from './contentForm';
import { IconPicker } from './IconPicker';
import { FormSection } from '@/components/FormSection';
import { ListEditor } from './ListEditor';

interface SectionProps<K extends keyof ContentForm> {
  value: ContentForm[K];
  onChange: (value: ContentForm[K]) => void;
  errors: FieldMessages;
}

/** The icon picker of a list entry, tied to the server's field for its error. */
function ItemIcon({
  field,
  value,
  onChange,
  errors,
}: {
  field: string;
  value: string | undefined;
  onChange: (icon: string) => void;
  errors: FieldMessages;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <IconPicker
      id={contentFieldId(field)}
      legend={t('iconPicker.legend')}
      value={value ?? ''}
      onChange={onChange}
      error={errors[field]}
    />
  );
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
        addLabel={t('stats.add')}
        emptyText={t('stats.empty')}
        renderItem={(item, index, update) => (
          <ContentFields
            part={`home_stats.stats.${index}`}
            value={item}
            onChange={update}
            errors={errors}
            fields={[
              { key: 'number', label: t('stats.number') },
              { key: 'label', label: t('stats.label') },
            ]}
          />
        )}
      />
    </FormSection>
  );
}

export function ServicesFields({ value, onChange, errors }: SectionProps<'services'>) {
  const { t } = useTranslation('adminContent');
  const { t: home } = useTranslation('home');
  return (
    <FormSection id="content-services" title={t('services.title')} description={t('services.description')}>
      <ContentFields
        part="home_services"
        value={value}
        onChange={onChange}
        errors={errors}
        fields={[
          { key: 'title', label: t('services.titleField'), placeholder: home('services.title') },
          { key: 'subtitle', label: t('services.subtitle'), multiline: true },
        ]}
      />
      <ListEditor<ServiceItem>
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        itemName={(position) => t('services.item', { position })}
        blank={{ title: '', description: '', icon: '' }}
        addLabel={t('services.add')}
        emptyText={t('services.empty')}
        renderItem={(item, index, update) => (
          <>
            <ContentFields
              part={`home_services.items.${index}`}
              value={item}
              onChange={update}
              errors={errors}
              fields={[
                { key: 'title', label: t('services.itemTitle') },
                { key: 'description', label: t('services.itemDescription'), multiline: true },
              ]}
            />
            <ItemIcon
              field={`home_services.items.${index}.icon`}
              value={item.icon}
              onChange={(icon) => update({ icon })}
              errors={errors}
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
      <ContentFields
        part="activities"
        value={value}
        onChange={onChange}
        errors={errors}
        fields={[
          { key: 'title', label: t('activities.titleField'), placeholder: page('title') },
          { key: 'intro', label: t('activities.intro'), multiline: true },
        ]}
      />
      <ListEditor<ActivitySection>
        items={value.sections}
        onChange={(sections) => onChange({ ...value, sections })}
        itemName={(position) => t('activities.item', { position })}
        blank={{ title: '', body: '', icon: '' }}
        addLabel={t('activities.add')}
        emptyText={t('activities.empty')}
        renderItem={(item, index, update) => (
          <>
            <ContentFields
              part={`activities.sections.${index}`}
              value={item}
              onChange={update}
              errors={errors}
              fields={[
                { key: 'title', label: t('activities.sectionTitle') },
                { key: 'body', label: t('activities.body'), hint: t('activities.bodyHint'), multiline: true },
              ]}
            />
            <ItemIcon
              field={`activities.sections.${index}.icon`}
              value={item.icon}
              onChange={(icon) => update({ icon })}
              errors={errors}
            />
          </>
        )}
      />
    </FormSection>
  );
}
