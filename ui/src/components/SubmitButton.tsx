// A form's main button: while the form is sending it is disabled, says it is busy and shows a spinner in place of its icon.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Spinner } from '@/components/Spinner';

interface SubmitButtonProps {
  pending: boolean;
  icon: LucideIcon;
  /** Extra classes, e.g. `w-full` in the narrow sign-in cards. */
  className?: string;
  children: ReactNode;
}

export function SubmitButton({ pending, icon: Icon, className, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `btn-primary ${className}` : 'btn-primary'}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? <Spinner size="sm" decorative /> : <Icon aria-hidden="true" className="size-5" />}
      {children}
    </button>
  );
}
