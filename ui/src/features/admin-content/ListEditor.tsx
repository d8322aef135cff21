// An ordered list of small forms (statistics, services, sections): add, remove, and move each entry up or down.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { moveItem, withKey, type Keyed } from '@/lib/keyedList';

interface ListEditorProps<T extends object> {
  items: Keyed<T>[];
  onChange: (items: Keyed<T>[]) => void;
  /** "Statistique 2": names the entry's group and its buttons. */
  itemName: (position: number) => string;
  renderItem: (item: Keyed<T>, index: number, update: (changes: Partial<T>) => void) => ReactNode;
  blank: T;
  addLabel: string;
  emptyText: string;
}

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-sky-900 transition hover:bg-sky-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export function ListEditor<T extends object>({
  items,
  onChange,
  itemName,
  renderItem,
  blank,
  addLabel,
  emptyText,
}: ListEditorProps<T>) {
  const { t } = useTranslation('adminContent');

  const update = (index: number) => (changes: Partial<T>) =>
    onChange(items.map((item, position) => (position === index ? { ...item, ...changes } : item)));

  return (
    <div className="space-y-4">
      {items.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-600">{emptyText}</p>}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const name = itemName(index + 1);
          return (
            <li key={item.key}>
              <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <legend className="px-1 font-semibold text-slate-800">{name}</legend>
                <div className="grid gap-4 sm:grid-cols-2">{renderItem(item, index, update(index))}</div>
                <div className="flex flex-wrap justify-end gap-1 border-t border-slate-200 pt-3">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={`${t('list.moveUp')} ${name}`}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(items, index, index - 1))}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    {t('list.moveUp')}
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={`${t('list.moveDown')} ${name}`}
                    disabled={index === items.length - 1}
                    onClick={() => onChange(moveItem(items, index, index + 1))}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    {t('list.moveDown')}
                  </button>
                  <button
                    type="button"
                    className={`${SMALL_BUTTON} text-red-700 hover:bg-red-50`}
                    aria-label={`${t('list.remove')} ${name}`}
                    onClick={() => onChange(items.filter((_, position) => position !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('list.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn-outline px-4 py-2" onClick={() => onChange([...items, withKey({ ...blank })])}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </button>
    </div>
  );
}
