import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUserFieldsFragment } from '../gql/graphql';
import { setUnauthenticatedHandler } from './apollo';
import { CurrentUserDocument } from './session-queries';
import { useLogout } from './session.hooks';
import { FullPageLoader } from './FullPageLoader';

export type SessionUser = CurrentUserFieldsFragment;

interface SessionValue {
  user: SessionUser;
  hasPermission(permission: string): boolean;
  logout(): Promise<void>;
  refresh(): Promise<unknown>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** Loads the signed-in user (only on signed-in pages); sends everyone else to the login page. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CurrentUserDocument, { fetchPolicy: 'network-only' });
  const logout = useLogout();

  useEffect(() => {
    setUnauthenticatedHandler(() => navigate('/login?expired=1', { replace: true }));
  }, [navigate]);

  useEffect(() => {
    if (!loading && !data?.me && error) void navigate('/login', { replace: true });
  }, [loading, data, error, navigate]);

  const value = useMemo<SessionValue | null>(() => {
    if (!data?.me) return null;
    const user = data.me;
    return {
      user,
      hasPermission: (p) => user.isSuperAdmin || user.permissions.includes(p),
      logout,
      refresh: () => refetch(),
    };
  }, [data, logout, refetch]);

  if (!value) return <FullPageLoader />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
