// The form of a sign-in page: its fields, then the full-width button that sends it.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { SubmitButton } from '@/components/SubmitButton';

interface AuthFormProps {
  onSubmit: () => Promise<void>;
  pending: boolean;
  icon: LucideIcon;
  submitLabel: string;
  children: ReactNode;
}

export function AuthForm({ onSubmit, pending, icon, submitLabel, children }: AuthFormProps) {
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {children}
      <SubmitButton pending={pending} icon={icon} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
