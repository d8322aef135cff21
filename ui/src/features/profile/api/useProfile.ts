// The signed-in person's profile as their page reads it, and how its forms put the server's answer back.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileView } from '@/generated/ProfileView';
import { fetchProfile } from '../profileApi';

const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
}

export function useSetProfile() {
  const queryClient = useQueryClient();
  return (profile: ProfileView) => queryClient.setQueryData(PROFILE_KEY, profile);
}
