// A labelled text input or textarea with the site's form styling, an optional hint and an error tied to it.
import type { HTMLInputTypeAttribute } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  multiline = false,
  hint,
  error,
  ...rest
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
    readOnly: onChange === undefined,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    className: `form-input ${error ? 'border-red-700' : ''} disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700`,
    ...rest,
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...shared} className={`${shared.className} resize-y`} />
      ) : (
        <input type={type} {...shared} />
      )}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
