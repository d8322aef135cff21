// The category: one of those already used (suggested as you type) or a new one.
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/generated/limits';

interface CategoryFieldProps {
  value: string;
  categories: string[];
  error?: string;
  onChange: (value: string) => void;
}

export function CategoryField({ value, categories, error, onChange }: CategoryFieldProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <div className="space-y-1.5">
      <label htmlFor="post-category" className="block text-sm font-semibold text-slate-800">
        {t('form.category')}
      </label>
      <input
        id="post-category"
        list="post-category-options"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={LIMITS.postCategory}
        autoComplete="off"
        aria-describedby={error ? 'post-category-hint post-category-error' : 'post-category-hint'}
        aria-invalid={error ? true : undefined}
        className={`form-input ${error ? 'border-red-700' : ''}`}
      />
      <datalist id="post-category-options">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <p id="post-category-hint" className="text-sm text-slate-600">
        {t('form.categoryHint')}
      </p>
      {error && (
        <p id="post-category-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
