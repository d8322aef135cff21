// The account's identity: the e-mail, which cannot be changed here, and the full name, which can.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import type { ProfileView } from '@/generated/ProfileView';
import { saveFullName } from './profileApi';
import { LIMITS } from '@/generated/limits';

const FULL_NAME_ID = 'profile-full-name';
const NAME_FIELDS = ['full_name'] as const;

interface NameFormProps {
  profile: ProfileView;
  onUpdated: (profile: ProfileView) => void;
}

export function NameForm({ profile, onUpdated }: NameFormProps) {
  const { t } = useTranslation('profile');
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const form = useFormSubmit({
    fields: NAME_FIELDS,
    fieldId: () => FULL_NAME_ID,
    failureTitle: t('errorTitle'),
    failureFallback: t('details.failure'),
  });
  const error = form.errors.full_name;
  const saving = form.pending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(fullName.trim() ? {} : { full_name: t('details.fullNameRequired') })) return;
    await form.submit(async () => {
      const updated = await saveFullName(fullName);
      setFullName(updated.full_name ?? '');
      onUpdated(updated);
      toast({ title: t('successTitle'), description: t('details.success') });
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <TextField id="profile-email" type="email" label={t('details.email')} value={profile.email} disabled />
      <TextField
        id={FULL_NAME_ID}
        label={t('details.fullName')}
        value={fullName}
        onChange={setFullName}
        autoComplete="name"
        maxLength={LIMITS.personName}
        error={error}
        required
      />
      <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
        {saving ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
        {t('details.submit')}
      </button>
    </form>
  );
}
