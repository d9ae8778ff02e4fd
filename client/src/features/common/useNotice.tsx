import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';

export type NoticeSeverity = 'success' | 'error' | 'info' | 'warning';
interface Notice {
  key: number;
  text: string;
  severity: NoticeSeverity;
}

/** A page-local snackbar: `notify(text, severity)` shows it; render `noticeElement` once in the page. */
export function useNotice(): { notify(text: string, severity?: NoticeSeverity): void; noticeElement: ReactNode } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback((text: string, severity: NoticeSeverity = 'success') => {
    setNotice({ key: Date.now(), text, severity });
    setOpen(true);
  }, []);
  const noticeElement = (
    <Snackbar
      key={notice?.key}
      open={open && !!notice}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setOpen(false)} sx={{ minWidth: 280 }} data-testid="notice">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
  return { notify, noticeElement };
}
