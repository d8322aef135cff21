// Changes the profile picture: choose an image, send it, and show the new one the server made from it.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { Avatar } from '@/components/Avatar';
import { Spinner } from '@/components/Spinner';
import { displayNameOf } from '@/lib/auth';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { ProfileView } from '@/generated/ProfileView';
import { AVATAR_ACCEPT, uploadAvatar } from './profileApi';

interface AvatarFormProps {
  profile: ProfileView;
  onUpdated: (profile: ProfileView) => void;
}

export function AvatarForm({ profile, onUpdated }: AvatarFormProps) {
  const { t } = useTranslation('profile');
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    const file = inputRef.current?.files?.[0];
    if (!file) {
      toast({ title: t('errorTitle'), description: t('avatar.noFile'), variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const updated = await uploadAvatar(file);
      if (inputRef.current) inputRef.current.value = '';
      onUpdated(updated);
      toast({ title: t('successTitle'), description: t('avatar.success') });
    } catch (error) {
      toast({ title: t('avatar.failure'), description: messageOf(error, t('avatar.failureFallback')), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <Avatar name={displayNameOf(profile)} imageUrl={profile.avatar_url} size="lg" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="space-y-1.5">
          <label htmlFor="avatar-file" className="block text-sm font-semibold text-slate-800">
            {t('avatar.label')}
          </label>
          <input
            ref={inputRef}
            id="avatar-file"
            name="file"
            type="file"
            accept={AVATAR_ACCEPT}
            aria-describedby="avatar-file-hint"
            disabled={uploading}
            className="block w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-sky-50 file:px-5 file:py-2 file:font-semibold file:text-sky-900 hover:file:bg-sky-100"
          />
          <p id="avatar-file-hint" className="text-sm text-slate-600">
            {t('avatar.hint')}
          </p>
        </div>
        <button type="submit" className="btn-primary" disabled={uploading} aria-busy={uploading}>
          {uploading ? <Spinner size="sm" decorative /> : <Upload aria-hidden="true" className="size-5" />}
          {uploading ? t('avatar.uploading') : t('avatar.submit')}
        </button>
      </div>
    </form>
  );
}
