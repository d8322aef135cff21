// Checks where each role is sent after signing in.
import { describe, expect, it } from 'vitest';
import { afterLoginPath, fromLocationIn, homePathFor } from './roles';

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

  it('reads the guard’s from location and ignores anything else', () => {
    expect(fromLocationIn({ from: { pathname: '/admin', search: '', hash: '#x' } })).toEqual({
      pathname: '/admin',
      search: '',
      hash: '#x',
    });
    expect(fromLocationIn(null)).toBeNull();
    expect(fromLocationIn({ from: 'admin' })).toBeNull();
    expect(fromLocationIn({ email: 'a@b.c' })).toBeNull();
  });
});
