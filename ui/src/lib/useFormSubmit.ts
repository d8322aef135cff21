// One way for forms to send: a pending flag, the server's field errors under their fields with focus on the first
// (each gone as soon as its field is changed), and a French toast when the request fails.
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, focusFirstInvalid, messageOf, type FieldErrors } from '@/lib/formErrors';
import { toast } from '@/lib/toast';

interface FormSubmitOptions<K extends string> {
  /** The fields this form shows, in screen order; omitted, every field the server names is kept. */
  fields?: readonly K[];
  fieldId: (field: K) => string;
  failureTitle: string;
  /** Said when the server's own message is not one to show (a crash, a proxy page), or always when `ownMessage`. */
  failureFallback: string;
  /** Editors whose field messages already say what is wrong keep their own summary in the toast. */
  ownMessage?: boolean;
}

export function useFormSubmit<K extends string>({
  fields,
  fieldId,
  failureTitle,
  failureFallback,
  ownMessage = false,
}: FormSubmitOptions<K>) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  // A field's message said what was wrong with a value that is no longer there once the field is changed: it goes at
  // once, and its control's aria-invalid with it. Every form's controls are reached from the document, those of
  // dialogs too, without each form wiring its own change handlers.
  const clearEdited = useEffectEvent((controlId: string) => {
    setErrors((current) => {
      const edited = (Object.keys(current) as K[]).find((field) => current[field] && fieldId(field) === controlId);
      return edited === undefined ? current : { ...current, [edited]: undefined };
    });
  });
  const showing = Object.values(errors).some(Boolean);
  useEffect(() => {
    if (!showing) return;
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.id) clearEdited(event.target.id);
    };
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, [showing]);

  /** Shows the problems found before sending (or none) and focuses the first; true when there are none. */
  function check(found: FieldErrors<K>): boolean {
    setErrors(found);
    const order = fields ?? (Object.keys(found) as K[]);
    focusFirstInvalid(found, order, fieldId);
    return order.every((field) => !found[field]);
  }

  /** Runs `send` (the request and whatever follows its success); false when it failed and the form says why. */
  async function submit(send: () => Promise<unknown>): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    try {
      await send();
      setErrors({});
      return true;
    } catch (error) {
      const found = fields ? fieldErrorsOf(error, fields) : (error instanceof ApiError && error.fields) || {};
      check(found as FieldErrors<K>);
      const description = ownMessage ? failureFallback : messageOf(error, failureFallback);
      toast({ title: failureTitle, description, variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, setErrors, check, submit };
}

const NO_FIELDS = [] as const;

/**
 * For a request with no field of its own to mark (a file, a message): the same pending flag and
 * French toast on failure, the reason being said in the toast.
 */
export function useActionSubmit(failureTitle: string, failureFallback: string) {
  return useFormSubmit({ fields: NO_FIELDS, fieldId: () => '', failureTitle, failureFallback });
}
