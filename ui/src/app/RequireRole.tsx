// Keeps private screens for the roles they are meant for; the server enforces the same rules on its own.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { useAuth } from '@/lib/auth';
import type { Role } from '@/generated/Role';
import { ADMIN_HOME, LOGIN_PATH, PROMOTER_HOME, isStaff } from '@/lib/roles';

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
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();

  if (loading) return <PageSpinner />;
  if (!user) {
    return <Navigate to={LOGIN_PATH} replace state={signedOut ? undefined : { from: location }} />;
  }
  if (!roles.includes(user.role)) return <Navigate to={elsewhereFor(user.role)} replace />;
  return children;
}
