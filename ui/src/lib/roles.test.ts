// Checks where each role is sent after signing in.
import { describe, expect, it } from 'vitest';
import { afterLoginPath, fromLocationIn, homePathFor, loginPathFrom } from './roles';

describe('role destinations', () => {
  it('sends staff to the back-office and promoters to their space', () => {
    expect(homePathFor('super_admin')).toBe('/admin');
    expect(homePathFor('moderator')).toBe('/admin');
    expect(homePathFor('promoter')).toBe('/dashboard');
  });

  it('returns to the requested page only inside the role’s own area', () => {
    expect(afterLoginPath('super_admin', { pathname: '/admin/users', search: '?q=1' })).toBe('/admin/users?q=1');
    expect(afterLoginPath('moderator', { pathname: '/dashboard/profile' })).toBe('/admin');
    expect(afterLoginPath('moderator', { pathname: '/administration' })).toBe('/admin');
    expect(afterLoginPath('promoter', { pathname: '/dashboard/profile' })).toBe('/dashboard/profile');
    expect(afterLoginPath('promoter', { pathname: '/admin/users' })).toBe('/dashboard');
    expect(afterLoginPath('promoter', null)).toBe('/dashboard');
  });

  it('keeps the guard’s page in the login address and reads back only a path of this site', () => {
    const login = loginPathFrom({ pathname: '/admin/users', search: '?tri=nom', hash: '#x' });
    expect(login).toBe('/login?retour=%2Fadmin%2Fusers%3Ftri%3Dnom%23x');
    expect(fromLocationIn(login.slice('/login'.length))).toEqual({ pathname: '/admin/users', search: '?tri=nom', hash: '#x' });
    expect(fromLocationIn('')).toBeNull();
    expect(fromLocationIn('?retour=https%3A%2F%2Fevil.example%2Fadmin')).toBeNull();
    expect(fromLocationIn('?retour=%2F%2Fevil.example%2Fadmin')).toBeNull();
    expect(fromLocationIn('?retour=%2F%5Cevil.example')).toBeNull();
  });
});
