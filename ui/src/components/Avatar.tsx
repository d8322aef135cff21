// A person's picture, or their initials on a coloured disc when they have none.
import { useTranslation } from 'react-i18next';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl: string | null | undefined;
  size?: 'sm' | 'lg';
  /** Set when the person's name is written right beside the picture. */
  decorative?: boolean;
}

const SIZES = { sm: 'size-9 text-sm', lg: 'size-24 text-3xl' } as const;

/** Up to two initials from the name's first words; "A" when nothing usable is known. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toLocaleUpperCase('fr');
  return initials || 'A';
}

export function Avatar({ name, imageUrl, size = 'sm', decorative = false }: AvatarProps) {
  const { t } = useTranslation();
  const frame = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZES[size]}`;
  const label = name?.trim() ? t('avatar.of', { name: name.trim() }) : t('avatar.generic');

  if (imageUrl) {
    return <img src={imageUrl} alt={decorative ? '' : label} className={`${frame} object-cover`} />;
  }
  return (
    <span
      className={`${frame} bg-sky-800 font-semibold text-white`}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
