// Inviting an account: name, e-mail and role; then the single-use link the invitee chooses a password with.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { SelectField, TextField } from '@/components/TextField';
import type { FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import type { AdminUser } from '@/generated/AdminUser';
import type { Role } from '@/generated/Role';
import type { UserInvitationResponse } from '@/generated/UserInvitationResponse';
import { AccountDialog, Dialog, DialogButtons } from './AccountDialog';
import { PasswordLink } from './PasswordLink';
import { ROLES, inviteAccount } from './usersApi';
import { LIMITS } from '@/generated/limits';

const FIELDS = ['full_name', 'email', 'role'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `invite-${field.replace('_', '-')}`;

export function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: (account: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<{ full_name: string; email: string; role: Role }>({
    full_name: '',
    email: '',
    role: 'moderator',
  });
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    failureTitle: t('users.errorTitle'),
    failureFallback: t('users.invite.failed'),
  });
  const { errors, pending: sending } = form;
  const [invited, setInvited] = useState<UserInvitationResponse | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors<Field> = {};
    if (!values.full_name.trim()) missing.full_name = t('users.invite.nameRequired');
    if (!values.email.trim()) missing.email = t('users.invite.emailRequired');
    if (!form.check(missing)) return;
    await form.submit(async () => {
      const answer = await inviteAccount({ full_name: values.full_name.trim(), email: values.email.trim(), role: values.role });
      setInvited(answer);
      onInvited(answer.user);
    });
  }

  if (invited) {
    const name = invited.user.full_name ?? invited.user.email;
    return (
      <AccountDialog
        title={t('users.invite.doneTitle')}
        description={invited.emailed ? t('users.invite.doneEmailed', { name }) : t('users.invite.doneNotEmailed', { name })}
        onClose={onClose}
      >
        <PasswordLink id="invite-link" url={invited.invite_url} expiresAt={invited.invite_expires_at} />
        <div className="mt-6">
          <DialogButtons>
            <Dialog.Close className="btn-primary">{t('users.done')}</Dialog.Close>
          </DialogButtons>
        </div>
      </AccountDialog>
    );
  }

  return (
    <AccountDialog title={t('users.invite.title')} description={t('users.invite.description')} busy={sending} onClose={onClose}>
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id={fieldId('full_name')}
          label={t('users.name')}
          value={values.full_name}
          onChange={(full_name) => setValues((current) => ({ ...current, full_name }))}
          error={errors.full_name}
          autoComplete="off"
          maxLength={LIMITS.personName}
          required
        />
        <TextField
          id={fieldId('email')}
          type="email"
          label={t('users.email')}
          value={values.email}
          onChange={(email) => setValues((current) => ({ ...current, email }))}
          error={errors.email}
          autoComplete="off"
          maxLength={LIMITS.email}
          required
        />
        <SelectField
          id={fieldId('role')}
          label={t('users.role')}
          value={values.role}
          onChange={(role) => setValues((current) => ({ ...current, role }))}
          options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          error={errors.role}
        />
        <DialogButtons>
          <Dialog.Close className="btn-outline" disabled={sending}>
            {t('users.cancel')}
          </Dialog.Close>
          <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
            {t('users.invite.submit')}
          </button>
        </DialogButtons>
      </form>
    </AccountDialog>
  );
}
