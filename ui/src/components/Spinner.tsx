// A loading indicator with a spoken label, shared by every page that waits for data.
import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Set when a nearby text already says what is happening (e.g. a busy button). */
  decorative?: boolean;
  label?: string;
}

const SIZES = { sm: 'size-5 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export function Spinner({ size = 'md', decorative = false, label }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${SIZES[size]}`}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-3 text-sky-800">
      {ring}
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
