// The field for a one-time code: six digits from the authenticator app (a numeric keypad on phones, filled in by
// the browser from an SMS-like suggestion when it can), or a recovery code made of letters and digits.
import { FormField } from '@/components/TextField';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A recovery code takes letters and dashes; an app code only digits. */
  recovery?: boolean;
  hint?: string;
  error?: string;
  autoFocus?: boolean;
}

export function CodeField({ id, label, value, onChange, recovery = false, hint, error, autoFocus }: CodeFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9 ]*'}
          maxLength={recovery ? 32 : 7}
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          required
          className={`form-input font-mono tracking-widest ${error ? 'border-red-700' : ''}`}
        />
      )}
    </FormField>
  );
}
