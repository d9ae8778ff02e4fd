import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../app/session';

/** Pages a user without a profile may still see: the form itself and the payment-success countdown. */
const OPEN_WITHOUT_PROFILE = ['/users/profile/create', '/registration-success'];

/** A signed-in user without a profile is sent to /users/profile/create (spec/platform-and-shell.md §2, §3 Profile). */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user.profile && !OPEN_WITHOUT_PROFILE.includes(pathname)) return <Navigate to="/users/profile/create" replace />;
  return <>{children}</>;
}
