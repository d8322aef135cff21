// What changed in one field between two versions: removed words struck through in red, added ones underlined in
// green, each run announced to screen readers as « supprimé » or « ajouté ».
import { useTranslation } from 'react-i18next';
import type { DiffPart } from '@/lib/wordDiff';
import { hasChanges } from '@/lib/wordDiff';

interface DiffTextProps {
  label: string;
  parts: readonly DiffPart[];
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function DiffText({ label, parts, lang, dir }: DiffTextProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-800">{label}</h3>
      {hasChanges(parts) ? (
        <p lang={lang} dir={dir} className="break-words rounded-xl border border-slate-200 bg-slate-50 p-3 leading-relaxed">
          {parts.map((part, index) => {
            const spacer = index > 0 ? ' ' : '';
            if (part.kind === 'same') return `${spacer}${part.text}`;
            const Mark = part.kind === 'added' ? 'ins' : 'del';
            const tone = part.kind === 'added' ? 'bg-emerald-100 text-emerald-950' : 'bg-red-100 text-red-900';
            return (
              <span key={index}>
                {spacer}
                <Mark className={`rounded px-0.5 ${tone}`}>
                  <span className="sr-only">{`${t(`revisions.${part.kind}`)} : `}</span>
                  {part.text}
                </Mark>
              </span>
            );
          })}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('revisions.unchanged')}</p>
      )}
    </section>
  );
}
