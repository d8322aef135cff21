// The blog's search box and category buttons.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';

interface BlogFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  categories: string[];
  selectedCategory: string;
  onCategoryChange: (category: string) => void;
}

export function BlogFilters({ query, onQueryChange, categories, selectedCategory, onCategoryChange }: BlogFiltersProps) {
  const { t } = useTranslation('blog');
  const inputId = useId();
  const shown = selectedCategory && !categories.includes(selectedCategory) ? [...categories, selectedCategory] : categories;
  const choices = [{ value: '', label: t('categories.all') }, ...shown.map((category) => ({ value: category, label: category }))];

  return (
    <div className="space-y-6">
      <div className="mx-auto max-w-2xl">
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-slate-800">
          {t('search.label')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t('search.placeholder')}
            className="form-input rounded-full py-3.5 pl-12"
            autoComplete="off"
          />
        </div>
      </div>
      <div role="group" aria-label={t('categories.label')} className="flex flex-wrap justify-center gap-2">
        {choices.map((choice) => {
          const pressed = choice.value === selectedCategory;
          return (
            <button
              key={choice.value || 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onCategoryChange(choice.value)}
              className={`min-h-11 rounded-full border px-5 py-2 text-sm font-semibold transition ${
                pressed
                  ? 'border-sky-800 bg-sky-800 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-sky-700 hover:text-sky-900'
              }`}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
