import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetSession } from './apollo';
import { LogoutDocument } from './session-queries';

/**
 * Signing out: tells the server (a failure there still signs out here), clears the client's session and
 * cache, and goes to the login page. The returned function keeps its identity while `navigate` does.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const [logoutMutation] = useMutation(LogoutDocument);
  return useCallback(async () => {
    await logoutMutation().catch(() => undefined);
    await resetSession();
    void navigate('/login?loggedOut=1', { replace: true });
  }, [logoutMutation, navigate]);
}
