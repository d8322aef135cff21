// The legal notice's starting text, until the owner first saves the page: the fr bundle's model, filled with what
// the settings already know (his name, e-mail and phone) and square brackets for what only he can say.
import { useTranslation } from 'react-i18next';
import { useSite } from '@/app/SiteProvider';
import type { AdminLegalPage } from '@/generated/AdminLegalPage';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The model for a legal notice never saved; null for any other page, or once saved. */
export function useNoticeTemplate(page: AdminLegalPage): string | null {
  const { t } = useTranslation('adminLegal');
  const identity = useSite().site?.settings.identity;
  if (page.page !== 'notice' || page.updated_at) return null;
  const known = (value: string | undefined) => (value?.trim() ? escapeHtml(value.trim()) : null);
  const phone = known(identity?.phone);
  return t('noticeTemplate.html', {
    owner: known(identity?.owner_name) ?? t('noticeTemplate.unknownOwner'),
    email: known(identity?.contact_email) ?? t('noticeTemplate.unknownEmail'),
    phone: phone ? t('noticeTemplate.phone', { phone, interpolation: { escapeValue: false } }) : '',
    interpolation: { escapeValue: false },
  });
}
