// The signed-in person's profile as their page reads it, and how its forms put the server's answer back.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@/generated/ProfileResponse';
import type { ProfileView } from '@/generated/ProfileView';
import { fetchProfile } from '../profileApi';

const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, select: (answer) => answer.profile });
}

/** The languages the account may choose among (those the site speaks), once the profile is read. */
export function useProfileLanguages() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, select: (answer) => answer.languages }).data ?? [];
}

export function useSetProfile() {
  const queryClient = useQueryClient();
  return (profile: ProfileView) =>
    queryClient.setQueryData<ProfileResponse>(PROFILE_KEY, (answer) => ({ languages: answer?.languages ?? [], profile }));
}
