// The changes the users screen makes to an account on the spot (role, active or not) and the password links it asks for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import type { AccountUpdate } from '@/generated/AccountUpdate';
import { makePasswordLink, updateAccount } from '../usersApi';
import { USERS_KEY, useUsersCache } from './useUsers';

export interface AccountChange {
  id: number;
  change: AccountUpdate;
}

/**
 * Puts the account the server answers with into the list at once, then reads the list again. A change to
 * one's own account (a role) also reaches the menus, through the session: the change is made even if that read fails.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  const { replace } = useUsersCache();
  const { user: self, refresh } = useAuth();
  return useMutation({
    mutationFn: ({ id, change }: AccountChange) => updateAccount(id, change),
    onSuccess: async (account) => {
      replace(account);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        account.id === self?.id
          ? refresh().catch((error: unknown) => console.error('Mise à jour de la session impossible', error))
          : undefined,
      ]);
    },
  });
}

/** A new single-use link to choose a password; the list itself does not change. */
export function useMakePasswordLink() {
  return useMutation({ mutationFn: (id: number) => makePasswordLink(id) });
}
