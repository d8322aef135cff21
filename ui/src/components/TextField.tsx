// A labelled form control with the site's form styling, an optional hint and an error tied to it: a text input or
// textarea (TextField) with its name, e-mail and password presets, a list of choices (SelectField), or any control given the
// frame's ids (FormField).
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { LIMITS } from '@/generated/limits';
import { PASSWORD_MAX_LENGTH } from '@/lib/password';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label above a control, its hint and its error below, named by the control's `aria-describedby`. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
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
  /** For a text in another language than the screen's: Arabic is written right to left. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
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
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => {
        const shared = {
          ...control,
          name: id,
          value,
          onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
          readOnly: onChange === undefined,
          className: `form-input ${error ? 'border-red-700' : ''} disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700`,
          ...rest,
        };
        return multiline ? (
          <textarea rows={5} {...shared} className={`${shared.className} resize-y`} />
        ) : (
          <input type={type} {...shared} />
        );
      }}
    </FormField>
  );
}

type PresetProps = Omit<TextFieldProps, 'type' | 'multiline' | 'maxLength'>;

/** A required person's name, as long as the server takes; browsers offer the person's own unless told otherwise. */
export function PersonNameField({ autoComplete = 'name', ...props }: PresetProps) {
  return <TextField autoComplete={autoComplete} maxLength={LIMITS.personName} required {...props} />;
}

/** A required e-mail address, as long as the server takes; browsers offer the person's own unless told otherwise. */
export function EmailField({ autoComplete = 'email', ...props }: PresetProps) {
  return <TextField type="email" autoComplete={autoComplete} maxLength={LIMITS.email} required {...props} />;
}

/** A required password, as long as the server takes: the one in use, or a new one password managers may suggest. */
export function PasswordField(props: PresetProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField type="password" maxLength={PASSWORD_MAX_LENGTH} required {...props} />;
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** Called with the chosen option's value, always one of `options`. */
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  hint?: string;
  error?: string;
}

export function SelectField<T extends string>({ id, label, value, onChange, options, hint, error }: SelectFieldProps<T>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className="form-input"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
