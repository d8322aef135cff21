// The owner's round portrait, laid over the corner of a section's image.
import { useTranslation } from 'react-i18next';
import { srcSetFor } from '@/lib/media';
import { useOwner } from '@/app/useOwner';

export function OwnerPortrait() {
  const { t } = useTranslation('home');
  const owner = useOwner();
  if (!owner.portraitUrl) return null;
  return (
    <img
      src={owner.portraitUrl}
      srcSet={srcSetFor(owner.portraitUrl)}
      sizes="160px"
      alt={owner.name ? t('mission.portraitAlt', { name: owner.name }) : t('mission.portraitAltPlain')}
      width={160}
      height={160}
      loading="lazy"
      className="absolute -bottom-6 end-4 size-28 rounded-full border-4 border-white bg-sky-50 object-cover shadow-lg sm:size-36 lg:-end-6"
    />
  );
}
