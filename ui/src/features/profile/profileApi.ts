// The signed-in person's own profile on the server: read it, rename, choose the language, change the picture or the
// password.
import { apiGet, apiSend } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import type { Lang } from '@/generated/Lang';
import type { LanguageChange } from '@/generated/LanguageChange';
import type { PasswordChange } from '@/generated/PasswordChange';
import type { ProfileResponse } from '@/generated/ProfileResponse';
import type { ProfileUpdate } from '@/generated/ProfileUpdate';
import type { ProfileView } from '@/generated/ProfileView';

export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const AVATAR_FAILED = "Impossible d'envoyer l'image. Veuillez réessayer.";

/** The profile, with the languages it may choose among. */
export function fetchProfile(): Promise<ProfileResponse> {
  return apiGet<ProfileResponse>('/api/profile');
}

export async function saveFullName(fullName: string): Promise<ProfileView> {
  const body: ProfileUpdate = { full_name: fullName.trim() };
  const { profile } = await apiSend<ProfileResponse>('PUT', '/api/profile', body);
  return profile;
}

export async function saveLanguage(lang: Lang): Promise<ProfileView> {
  const body: LanguageChange = { lang };
  const { profile } = await apiSend<ProfileResponse>('PUT', '/api/profile/language', body);
  return profile;
}

/** Sends the picture through the shared uploader; `onProgress` receives 0–100 as it goes out. */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<ProfileView> {
  const { profile } = await uploadFile<ProfileResponse>('/api/profile/avatar', file, {
    onProgress,
    failureMessage: AVATAR_FAILED,
  });
  return profile;
}

export function changePassword(current: string, next: string): Promise<void> {
  const body: PasswordChange = { current, new: next };
  return apiSend<void>('PUT', '/api/profile/password', body);
}
