// Account management for the super administrator: list, invite, rename, change role, (de)activate, password links.
import { apiGet, apiSend } from '@/lib/api';
import type { AccountUpdate } from '@/generated/AccountUpdate';
import type { AdminUser } from '@/generated/AdminUser';
import type { AdminUserResponse } from '@/generated/AdminUserResponse';
import type { PasswordLinkResponse } from '@/generated/PasswordLinkResponse';
import type { Role } from '@/generated/Role';
import type { UserInvitation } from '@/generated/UserInvitation';
import type { UserInvitationResponse } from '@/generated/UserInvitationResponse';
import type { UserList } from '@/generated/UserList';

export const ROLES: readonly Role[] = ['super_admin', 'moderator', 'promoter'];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export async function fetchUsers(): Promise<AdminUser[]> {
  const { users } = await apiGet<UserList>('/api/admin/users');
  return users;
}

export async function updateAccount(id: number, change: AccountUpdate): Promise<AdminUser> {
  const { user } = await apiSend<AdminUserResponse>('PATCH', `/api/admin/users/${id}`, change);
  return user;
}

export function inviteAccount(invitation: UserInvitation): Promise<UserInvitationResponse> {
  return apiSend<UserInvitationResponse>('POST', '/api/admin/users', invitation);
}

export function makePasswordLink(id: number): Promise<PasswordLinkResponse> {
  return apiSend<PasswordLinkResponse>('POST', `/api/admin/users/${id}/reset-link`);
}

/** The name staff know an account by: its full name, else its e-mail. */
export function accountLabel(account: Pick<AdminUser, 'full_name' | 'email'>): string {
  return account.full_name?.trim() || account.email;
}
