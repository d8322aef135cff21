// The state of a back-office settings screen (assistant, site content, legal pages, general settings): the form as
// edited and as last saved, its field messages, image uploads to wait for, and one save that says how it went.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/useFormSubmit';

/**
 * The namespaces of the settings screens. Each holds the texts the editor and its SaveBar say: `errorTitle`,
 * `saveFailed`, `successTitle`, `saved`, `save`, `saving`, `waitUpload` (with uploads), and for screens that can go
 * back to the saved state `unsaved`, `cancel`, `cancelled`, `cancelledText`, `cancelConfirm.*` and `leaveChanges`.
 */
export type SettingsNamespace = 'adminChat' | 'adminContent' | 'adminLegal' | 'adminSettings';

interface SettingsEditorOptions<F, K extends string> {
  ns: SettingsNamespace;
  /** The loaded form, or how to make it (once). */
  initial: F | (() => F);
  /** Given, the screen tracks unsaved changes: it can go back to the saved state and asks before leaving. */
  same?: (a: F, b: F) => boolean;
  /** Sends the form; what it answers (the form as the server saved it) becomes the saved state. */
  save: (form: F) => Promise<F | void>;
  /** What is wrong with the form before sending, if anything. */
  problems?: (form: F) => FieldErrors<K>;
  /** The fields in screen order (see useFormSubmit); omitted, every field the server names is kept. */
  fields?: readonly K[];
  fieldId: (field: K) => string;
  /** Field messages say what is wrong: the toast keeps the screen's own summary (`saveFailed`). */
  ownMessage?: boolean;
  /** Keeps the screen busy after its own save, e.g. while the page starts over. */
  busy?: boolean;
}

export function useSettingsEditor<F, K extends string = string>({
  ns,
  initial,
  same,
  save,
  problems,
  fields,
  fieldId,
  ownMessage,
  busy = false,
}: SettingsEditorOptions<F, K>) {
  const { t } = useTranslation(ns);
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(saved);
  const [uploads, setUploads] = useState(0);
  const submission = useFormSubmit({
    fields,
    fieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('saveFailed'),
    ownMessage,
  });
  const { errors, setErrors } = submission;
  const saving = submission.pending || busy;
  const dirty = useMemo(() => (same ? !same(form, saved) : false), [same, form, saved]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (uploads > 0) {
      toast({ title: t('errorTitle'), description: t('waitUpload'), variant: 'destructive' });
      return;
    }
    if (problems && !submission.check(problems(form))) return;
    await submission.submit(async () => {
      const answer = await save(form);
      if (answer !== undefined) {
        setSaved(answer);
        setForm(answer);
      }
      toast({ title: t('successTitle'), description: t('saved') });
    });
  }

  function revert() {
    setForm(saved);
    setErrors({});
    toast({ title: t('cancelled'), description: t('cancelledText') });
  }

  return {
    form,
    setForm,
    errors,
    setErrors,
    /** Applies `change` to the form and drops the messages of the fields named `prefix…`, the part it changed. */
    edit(change: (form: F) => F, prefix: string) {
      setForm(change);
      setErrors(
        (current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(prefix))) as FieldErrors<K>,
      );
    },
    /** For image fields: saving waits until no upload is running. */
    trackUpload: (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1)),
    onSubmit,
    /** What the screen's SaveBar needs. */
    bar: { ns, saving, dirty, onRevert: same ? revert : undefined },
  };
}
