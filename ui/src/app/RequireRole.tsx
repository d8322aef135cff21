// Keeps private screens for the roles they are meant for, and a staff account the site requires to set up two-factor
// sign-in on its set-up screen; the server enforces the same rules on its own.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { useAuth } from '@/lib/auth';
import type { Role } from '@/generated/Role';
import { ADMIN_HOME, PROMOTER_HOME, isStaff, loginPathFrom } from '@/lib/roles';
import { isSignInPage, signInPath } from '@/lib/signInPages';

interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

function elsewhereFor(role: Role): string {
  if (role === 'promoter') return PROMOTER_HOME;
  if (isStaff(role)) return ADMIN_HOME;
  return '/';
}

export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user, checked, checkSession, signedOut } = useAuth();
  const location = useLocation();

  // The session cookie is the truth: a browser that signed in elsewhere (another tab, the API) is recognised.
  useEffect(() => {
    if (!checked) checkSession();
  }, [checked, checkSession]);

  if (!checked) return <PageSpinner />;
  if (!user) {
    return <Navigate to={signedOut ? signInPath('login') : loginPathFrom(location)} replace />;
  }
  if (!roles.includes(user.role)) return <Navigate to={elsewhereFor(user.role)} replace />;
  if (user.twoFactorSetupRequired && !isSignInPage('twoFactorSetup', location.pathname)) {
    return <Navigate to={signInPath('twoFactorSetup')} replace />;
  }
  return children;
}
