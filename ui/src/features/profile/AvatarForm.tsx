// Changes the profile picture: choose an image (a phone photo is fine), send it with its progress, and show the new
// one the server made from it; a file over the server's size is refused before it is sent.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { Avatar } from '@/components/Avatar';
import { Spinner } from '@/components/Spinner';
import { UploadProgress } from '@/components/editor/UploadProgress';
import { displayNameOf } from '@/lib/auth';
import { useActionSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import type { ProfileView } from '@/generated/ProfileView';
import { AVATAR_MAX_BYTES } from '@/generated/uploads';
import { AVATAR_ACCEPT, uploadAvatar } from './profileApi';

const FILE_ID = 'avatar-file';
/** The server's bound in the unit the texts use (Mo). */
const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

interface AvatarFormProps {
  profile: ProfileView;
  onUpdated: (profile: ProfileView) => void;
}

export function AvatarForm({ profile, onUpdated }: AvatarFormProps) {
  const { t } = useTranslation('profile');
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const form = useActionSubmit(t('avatar.failure'), t('avatar.failureFallback'));
  const uploading = form.pending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    if (!file) {
      toast({ title: t('errorTitle'), description: t('avatar.noFile'), variant: 'destructive' });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast({ title: t('errorTitle'), description: t('avatar.tooLarge', { max: AVATAR_MAX_MB }), variant: 'destructive' });
      return;
    }
    setProgress(0);
    await form.submit(async () => {
      const updated = await uploadAvatar(file, setProgress);
      if (inputRef.current) inputRef.current.value = '';
      onUpdated(updated);
      toast({ title: t('successTitle'), description: t('avatar.success') });
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <Avatar name={displayNameOf(profile)} imageUrl={profile.avatar_url} size="lg" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={FILE_ID} className="block text-sm font-semibold text-slate-800">
            {t('avatar.label')}
          </label>
          <input
            ref={inputRef}
            id={FILE_ID}
            name="file"
            type="file"
            accept={AVATAR_ACCEPT}
            aria-describedby="avatar-file-hint"
            disabled={uploading}
            className="block w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-sky-50 file:px-5 file:py-2 file:font-semibold file:text-sky-900 hover:file:bg-sky-100"
          />
          <p id="avatar-file-hint" className="text-sm text-slate-600">
            {t('avatar.hint', { max: AVATAR_MAX_MB })}
          </p>
        </div>
        {uploading && <UploadProgress percent={progress} label={t('avatar.progress', { percent: progress })} />}
        <button type="submit" className="btn-primary" disabled={uploading} aria-busy={uploading}>
          {uploading ? <Spinner size="sm" decorative /> : <Upload aria-hidden="true" className="size-5" />}
          {uploading ? t('avatar.uploading') : t('avatar.submit')}
        </button>
      </div>
    </form>
  );
}
