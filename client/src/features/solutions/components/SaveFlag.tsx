import { useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FLAG_MS } from '../solution-rules';

export type SaveState = 'saving' | 'done' | 'error';

/**
 * Per-entry save flags (spec §4): loading while a call runs, then a completed (or error) flag that
 * clears after 3 seconds.
 */
export function useSaveFlags(): { flags: Record<string, SaveState | undefined>; track<T>(key: string, work: () => Promise<T>): Promise<T> } {
  const [flags, setFlags] = useState<Record<string, SaveState | undefined>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);
  const set = useCallback((key: string, state: SaveState | undefined) => {
    setFlags((f) => ({ ...f, [key]: state }));
    clearTimeout(timers.current.get(key));
    if (state === 'done' || state === 'error') timers.current.set(key, setTimeout(() => setFlags((f) => ({ ...f, [key]: undefined })), FLAG_MS));
  }, []);
  const track = useCallback(
    async <T,>(key: string, work: () => Promise<T>): Promise<T> => {
      set(key, 'saving');
      try {
        const result = await work();
        set(key, 'done');
        return result;
      } catch (e) {
        set(key, 'error');
        throw e;
      }
    },
    [set],
  );
  return { flags, track };
}

/** The flag beside an entry: a spinner, a green check, or a red mark. Reserves its space. */
export function SaveFlag({ state, testId }: { state: SaveState | undefined; testId?: string }) {
  const { t } = useLingui();
  return (
    <Box sx={{ width: 22, height: 22, display: 'grid', placeItems: 'center', flexShrink: 0 }} role="status" aria-live="polite" data-testid={testId} data-state={state ?? ''}>
      {state === 'saving' && <CircularProgress size={16} aria-label={t({ message: 'Saving', context: 'in progress' })} />}
      {state === 'done' && <CheckCircle fontSize="small" color="success" titleAccess={t({ message: 'Saved', context: 'stored' })} />}
      {state === 'error' && <ErrorOutline fontSize="small" color="error" titleAccess={t`Not saved`} />}
    </Box>
  );
}
