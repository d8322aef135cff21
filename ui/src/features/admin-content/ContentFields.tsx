// The fields of one part of the content (a section, or one entry of a list), each named after the server's field
// `<part>.<key>` so the server's message shows under it: text fields with the French default as their placeholder,
// and image fields.
import { TextField } from '@/components/TextField';
import { ImageUrlField } from './ImageUrlField';
import { contentFieldId } from './contentForm';

export type FieldMessages = Partial<Record<string, string>>;

/** The keys of `T` that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** One field of the part: where its value is, and what it shows. */
export interface ContentFieldSpec<T> {
  key: TextKey<T>;
  label: string;
  /** A text field's grey placeholder: the text shown on the site while the field is empty. */
  placeholder?: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
  /** An image (sent as a file or typed as an address) rather than a text. */
  image?: boolean;
}

interface ContentFieldsProps<T> {
  /** The server's name for the part, e.g. `home_hero` or `home_stats.stats.2`. */
  part: string;
  value: T;
  onChange: (value: T) => void;
  errors: FieldMessages;
  fields: ContentFieldSpec<T>[];
  /** Lets the form wait for a running upload; needed when one of the fields is an image. */
  onUploadingChange?: (uploading: boolean) => void;
}

export function ContentFields<T>({ part, value, onChange, errors, fields, onUploadingChange }: ContentFieldsProps<T>) {
  return fields.map(({ key, image, ...shown }) => {
    const field = `${part}.${key}`;
    const shared = {
      id: contentFieldId(field),
      value: String(value[key]),
      onChange: (text: string) => onChange({ ...value, [key]: text }),
      error: errors[field],
    };
    return image ? (
      <ImageUrlField key={key} label={shown.label} onUploadingChange={onUploadingChange} {...shared} />
    ) : (
      <TextField key={key} {...shown} {...shared} />
    );
  });
}
