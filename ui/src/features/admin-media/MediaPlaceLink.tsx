// Where an image shows, named as the owner knows it and linked to the screen that edits it.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_HOME } from '@/lib/roles';
import type { MediaPlace } from '@/generated/MediaPlace';

function address(place: MediaPlace): string {
  switch (place.kind) {
    case 'article':
      return `${ADMIN_HOME}/blog/edit/${place.id}`;
    case 'settings':
      return `${ADMIN_HOME}/settings`;
    case 'site_content':
      return `${ADMIN_HOME}/site-content`;
    case 'legal':
      return `${ADMIN_HOME}/legal`;
  }
}

/** The place's name in the owner's words (the adminMedia texts). */
export function placeName(t: TFunction<'adminMedia'>, place: MediaPlace): string {
  switch (place.kind) {
    case 'article':
      return t('places.article', { title: place.title });
    case 'legal':
      return t(`places.legal.${place.page}`, { defaultValue: t('places.legal.other') });
    default:
      return t(`places.${place.kind}`);
  }
}

export function MediaPlaceLink({ place }: { place: MediaPlace }) {
  const { t } = useTranslation('adminMedia');
  const label = placeName(t, place);
  return (
    <Link to={address(place)} className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950">
      {label}
    </Link>
  );
}
