// A text field of the content editor: named after the server's field, showing the French default as its placeholder.
import { TextField } from '@/components/TextField';
import { contentFieldId } from './contentForm';

export type FieldMessages = Partial<Record<string, string>>;

interface ContentTextFieldProps {
  /** The server's name for the field, e.g. `home_hero.subtitle`. */
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldMessages;
  placeholder?: string;
  hint?: string;
  multiline?: boolean;
}

export function ContentTextField({ field, errors, ...rest }: ContentTextFieldProps) {
  return <TextField id={contentFieldId(field)} error={errors[field]} {...rest} />;
}
