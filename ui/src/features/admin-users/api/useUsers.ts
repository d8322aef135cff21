// The accounts list as the users screen reads it, and the way its dialogs put the server's answers back into it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@/generated/AdminUser';
import { fetchUsers } from '../usersApi';

export const USERS_KEY = ['admin', 'users'] as const;

export function useUsers() {
  return useQuery({ queryKey: USERS_KEY, queryFn: fetchUsers });
}

/** Each change answers with the account as the server now holds it, so the list takes it without reloading. */
export function useUsersCache() {
  const queryClient = useQueryClient();
  function update(change: (users: AdminUser[]) => AdminUser[]) {
    queryClient.setQueryData<AdminUser[]>(USERS_KEY, (users) => (users ? change(users) : users));
  }
  return {
    replace: (account: AdminUser) => update((users) => users.map((entry) => (entry.id === account.id ? account : entry))),
    add: (account: AdminUser) => update((users) => [account, ...users]),
  };
}
