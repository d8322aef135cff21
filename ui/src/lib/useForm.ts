// A form's values on top of the shared submission (useFormSubmit): the props that tie each field to its value and
// its message, and a submit that shows the problems found before sending or else sends.
import { useState } from 'react';
import type { FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';

interface FormOptions<V extends Record<string, string>> {
  /** The starting values; their keys name the fields in screen order, the order in which a problem takes the focus. */
  initial: V;
  fieldId: (field: keyof V & string) => string;
  failureTitle: string;
  failureFallback: string;
  ownMessage?: boolean;
}

export function useForm<V extends Record<string, string>>({ initial, fieldId, ...submitOptions }: FormOptions<V>) {
  type K = keyof V & string;
  const [values, setValues] = useState(initial);
  const submission = useFormSubmit<K>({ fields: Object.keys(initial) as K[], fieldId, ...submitOptions });
  const { errors } = submission;

  return {
    values,
    pending: submission.pending,
    errors,
    /** Id, value, change handler and message of `field`, to spread on its TextField or SelectField. */
    field<F extends K>(field: F) {
      return {
        id: fieldId(field),
        value: values[field],
        onChange: (value: V[F]) => setValues((current) => ({ ...current, [field]: value })),
        error: errors[field],
      };
    },
    /** Shows the `problems` found before sending and stops there if any; otherwise runs `send` (see useFormSubmit). */
    async submit(problems: FieldErrors<K>, send: () => Promise<unknown>): Promise<void> {
      if (submission.check(problems)) await submission.submit(send);
    },
  };
}
