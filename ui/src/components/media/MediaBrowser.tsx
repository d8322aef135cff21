// A searched, paged view of the media library, shared by the « Médiathèque » screen and the picker: the search field,
// the count, the grid, and the pages; loading, failure and empty states come from AdminScreen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/AdminScreen';
import { Pagination } from '@/components/Pagination';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import type { LibraryImage } from '@/generated/LibraryImage';
import { MediaGrid } from './MediaGrid';
import { useMediaLibrary } from './mediaLibraryApi';

/** How long typing must pause before the library is asked again. */
const SEARCH_DELAY_MS = 300;

interface MediaBrowserProps {
  id: string;
  onSelect: (image: LibraryImage) => void;
  actionLabel: (name: string) => string;
}

export function MediaBrowser({ id, onSelect, actionLabel }: MediaBrowserProps) {
  const { t } = useTranslation('adminMedia');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(search);
  // A new search starts again from its first page.
  if (pageOf !== search) {
    setPageOf(search);
    setPage(1);
  }
  const library = useMediaLibrary({ search, page });
  const data = library.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-slate-800">
          {t('search.label')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('search.placeholder')}
          className="form-input"
        />
      </div>
      <AdminScreen
        query={library}
        failed={t('loadError')}
        empty={search ? t('noMatch') : t('empty')}
        isEmpty={(list) => list.images.length === 0}
      >
        {(list) => (
          <div className="space-y-4" aria-busy={library.isFetching}>
            <p aria-live="polite" className="text-sm text-slate-600">
              {t('total', { count: list.total })}
            </p>
            <MediaGrid images={list.images} onSelect={onSelect} actionLabel={actionLabel} />
            <Pagination label={t('pagination.label')} page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </AdminScreen>
    </div>
  );
}
