// A staff member's own two-factor sign-in on the server, and the super administrator's requirement of it.
import { apiGet, apiSend } from '@/lib/api';
import type { RecoveryCodes } from '@/generated/RecoveryCodes';
import type { SecuritySettings } from '@/generated/SecuritySettings';
import type { TwoFactorCode } from '@/generated/TwoFactorCode';
import type { TwoFactorDisable } from '@/generated/TwoFactorDisable';
import type { TwoFactorSetup } from '@/generated/TwoFactorSetup';
import type { TwoFactorStatus } from '@/generated/TwoFactorStatus';

export const TWO_FACTOR_STATUS_KEY = ['two-factor'] as const;
export const SECURITY_SETTINGS_KEY = ['admin', 'security'] as const;

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiGet<TwoFactorStatus>('/api/profile/two-factor');
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiSend<TwoFactorSetup>('POST', '/api/profile/two-factor/setup');
}

export async function confirmTwoFactor(code: string): Promise<string[]> {
  const body: TwoFactorCode = { code: code.trim() };
  const { recovery_codes } = await apiSend<RecoveryCodes>('POST', '/api/profile/two-factor/confirm', body);
  return recovery_codes;
}

export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  const body: TwoFactorCode = { code: code.trim() };
  const { recovery_codes } = await apiSend<RecoveryCodes>('POST', '/api/profile/two-factor/recovery-codes', body);
  return recovery_codes;
}

export function disableTwoFactor(password: string, code: string): Promise<void> {
  const body: TwoFactorDisable = { password, code: code.trim() };
  return apiSend<void>('POST', '/api/profile/two-factor/disable', body);
}

export function fetchSecuritySettings(): Promise<SecuritySettings> {
  return apiGet<SecuritySettings>('/api/admin/security');
}

export function saveSecuritySettings(settings: SecuritySettings): Promise<SecuritySettings> {
  return apiSend<SecuritySettings>('PUT', '/api/admin/security', settings);
}

/** The QR code the server drew, as an image address the page's security policy allows (data:, no script). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The key as people copy it into an app by hand: groups of four. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
