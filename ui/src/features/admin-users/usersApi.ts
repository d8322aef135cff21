// Account management for the super administrator: list every account and change its role.
import { apiGet, apiSend } from '@/lib/api';
import type { AdminUser } from '@/generated/AdminUser';
import type { Role } from '@/generated/Role';
import type { RoleChange } from '@/generated/RoleChange';
import type { UserList } from '@/generated/UserList';
import type { UserResponse } from '@/generated/UserResponse';
import type { UserView } from '@/generated/UserView';

export const ROLES: readonly Role[] = ['super_admin', 'moderator', 'promoter'];

export async function fetchUsers(): Promise<AdminUser[]> {
  const { users } = await apiGet<UserList>('/api/admin/users');
  return users;
}

export async function changeRole(id: number, role: Role): Promise<UserView> {
  const body: RoleChange = { role };
  const { user } = await apiSend<UserResponse>('PATCH', `/api/admin/users/${id}`, body);
  return user;
}
