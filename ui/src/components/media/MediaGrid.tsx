// The library's images as a grid of buttons: the smallest variant, the name (or « Sans nom ») and whether it is used.
// The screen opens an image's details with it; the picker picks one.
import { useTranslation } from 'react-i18next';
import type { LibraryImage } from '@/generated/LibraryImage';

interface MediaGridProps {
  images: LibraryImage[];
  onSelect: (image: LibraryImage) => void;
  /** What pressing an image does, for screen readers: « Ouvrir » or « Choisir ». */
  actionLabel: (name: string) => string;
}

export function imageName(image: LibraryImage, unnamed: string): string {
  return image.file_name || image.alt_text || unnamed;
}

export function MediaGrid({ images, onSelect, actionLabel }: MediaGridProps) {
  const { t } = useTranslation('adminMedia');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {images.map((image) => {
        const name = imageName(image, t('unnamed'));
        return (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => onSelect(image)}
              aria-label={actionLabel(name)}
              className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-sm transition hover:border-sky-400 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sky-300"
            >
              <img
                src={image.thumbnail_url}
                alt=""
                loading="lazy"
                width={image.width}
                height={image.height}
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
              <span className="block w-full space-y-1 p-2">
                <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                    image.used_in.length > 0 ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {image.used_in.length > 0 ? t('usedCount', { count: image.used_in.length }) : t('unused')}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
