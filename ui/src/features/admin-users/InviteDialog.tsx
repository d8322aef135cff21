// Inviting an account: name, e-mail, role and the language of the invitee's e-mails (among those the site speaks);
// then the single-use link the invitee chooses a password with.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { DialogFormButtons } from '@/components/ModalDialog';
import { EmailField, PersonNameField, SelectField } from '@/components/TextField';
import { useForm } from '@/lib/useForm';
import { NATIVE_NAMES } from '@/lib/language';
import { useSpokenLanguages } from '@/features/translations';
import type { AdminUser } from '@/generated/AdminUser';
import type { Lang } from '@/generated/Lang';
import type { Role } from '@/generated/Role';
import type { UserInvitationResponse } from '@/generated/UserInvitationResponse';
import { AccountDialog } from './AccountDialog';
import { PasswordLinkDialog } from './PasswordLink';
import { ROLES, inviteAccount } from './usersApi';

export function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: (account: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const languages = useSpokenLanguages();
  const form = useForm<{ full_name: string; email: string; role: Role; lang: Lang }>({
    initial: { full_name: '', email: '', role: 'moderator', lang: 'fr' },
    fieldId: (field) => `invite-${field.replace('_', '-')}`,
    failureTitle: t('users.errorTitle'),
    failureFallback: t('users.invite.failed'),
  });
  // A language turned off since it was chosen goes back to French.
  const lang = languages.includes(form.values.lang) ? form.values.lang : 'fr';
  const sending = form.pending;
  const [invited, setInvited] = useState<UserInvitationResponse | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { full_name, email, role } = form.values;
    const missing = {
      full_name: full_name.trim() ? undefined : t('users.invite.nameRequired'),
      email: email.trim() ? undefined : t('users.invite.emailRequired'),
    };
    await form.submit(missing, async () => {
      const answer = await inviteAccount({ full_name: full_name.trim(), email: email.trim(), role, lang });
      setInvited(answer);
      onInvited(answer.user);
    });
  }

  if (invited) {
    const name = invited.user.full_name ?? invited.user.email;
    return (
      <PasswordLinkDialog
        title={t('users.invite.doneTitle')}
        description={invited.emailed ? t('users.invite.doneEmailed', { name }) : t('users.invite.doneNotEmailed', { name })}
        link={{ id: 'invite-link', url: invited.invite_url, expiresAt: invited.invite_expires_at }}
        onClose={onClose}
      />
    );
  }

  return (
    <AccountDialog title={t('users.invite.title')} description={t('users.invite.description')} busy={sending} onClose={onClose}>
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <PersonNameField {...form.field('full_name')} label={t('users.name')} autoComplete="off" />
        <EmailField {...form.field('email')} label={t('users.email')} autoComplete="off" />
        <SelectField
          {...form.field('role')}
          label={t('users.role')}
          options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        {languages.length > 1 && (
          <SelectField
            {...form.field('lang')}
            value={lang}
            label={t('users.invite.lang')}
            hint={t('users.invite.langHint')}
            options={languages.map((spoken) => ({ value: spoken, label: NATIVE_NAMES[spoken] }))}
          />
        )}
        <DialogFormButtons cancelLabel={t('users.cancel')} submitLabel={t('users.invite.submit')} icon={Send} pending={sending} />
      </form>
    </AccountDialog>
  );
}
