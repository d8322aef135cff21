// Removing one text's translation, as every translation editor does it: the site shows the French again, and the
// owner is told whether it worked.
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { useDeleteTranslation } from './api/useTranslations';
import type { TranslatedLang } from './translationsApi';

export function useRemoveTranslation(lang: TranslatedLang) {
  const { t } = useTranslation('adminTranslations');
  const removeOne = useDeleteTranslation(lang);

  /** Deletes the translation of `source`; true when it is gone. */
  async function remove(source: string): Promise<boolean> {
    try {
      await removeOne.mutateAsync(source);
      toast({ title: t('successTitle'), description: t('removed') });
      return true;
    } catch (error) {
      toast({ title: t('errorTitle'), description: messageOf(error, t('removeFailed')), variant: 'destructive' });
      return false;
    }
  }

  return { remove, removing: removeOne.isPending };
}
