// A labelled text input or textarea with the site's form styling.
import type { HTMLInputTypeAttribute } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}

export function TextField({ id, label, value, onChange, type = 'text', multiline = false, ...rest }: TextFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={id}
          rows={5}
          className="form-input resize-y"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
      ) : (
        <input
          id={id}
          name={id}
          type={type}
          className="form-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
      )}
    </div>
  );
}
