import { useLingui } from '@lingui/react/macro';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { translateMessage } from '../../../app/messages';
import { logoAcceptable } from '../logo-check';
import { uploadLogo } from '../upload-logo';

/**
 * Choose and send a logo (spec §5): 200–900 px wide and 50–900 px high, checked here before sending
 * (and again by the server); otherwise "Logo could not be validated".
 */
export function LogoUpload({ url, current, label, onUploaded, testId = 'logo' }: { url: string; current: string | null; label: string; onUploaded(logoUrl: string): Promise<void> | void; testId?: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      if (!(await logoAcceptable(file))) {
        setProblem(translateMessage({ key: 'partnerAdmin.logoInvalid' }));
        return;
      }
      const outcome = await uploadLogo(url, file);
      if (outcome.ok) await onUploaded(outcome.logoUrl);
      else setProblem(outcome.message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Box sx={{ minHeight: 90, minWidth: 220, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'common.white' }}>
        {current ? <Box component="img" src={current} alt={label} sx={{ maxHeight: 80, maxWidth: 300, objectFit: 'contain' }} data-testid={`${testId}-preview`} /> : <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t`No logo yet`}</Box>}
      </Box>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif" hidden onChange={(e) => void onFile(e.target.files?.[0])} data-testid={`${testId}-file`} />
      <Button variant="outlined" startIcon={<CloudUpload />} disabled={busy} onClick={() => input.current?.click()}>{t`Upload logo`}</Button>
      {problem && <Alert severity="error" data-testid={`${testId}-error`}>{problem}</Alert>}
    </Box>
  );
}
