// The alternative text of an article image, asked the same way when inserting it and when changing it later.
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/generated/limits';

const ALT_TEXT_MAX = LIMITS.imageAlt;

interface AltTextFieldProps {
  id: string;
  value: string;
  error?: string;
  disabled?: boolean;
  /** Called with the new text; a typed change also clears the field's error. */
  onChange: (value: string) => void;
}

export function AltTextField({ id, value, error, disabled, onChange }: AltTextFieldProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <TextField
      id={id}
      label={t('editor.imageDialog.alt')}
      value={value}
      onChange={onChange}
      maxLength={ALT_TEXT_MAX}
      error={error}
      disabled={disabled}
    />
  );
}
