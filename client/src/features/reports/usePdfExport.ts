import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { restErrorMessage } from '../../app/errors';
import type { NoticeSeverity } from '../common/useNotice';

/**
 * The Export PDF action of a report screen: fetches the server-rendered PDF (reports/pdf on the
 * server), saves it under the server's file name and says which document was registered for
 * verification (M8); 503/504 (Chromium missing, busy or slow) get a try-again message.
 */
export function usePdfExport(notify: (text: string, severity?: NoticeSeverity) => void) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async (url: string, fallbackName: string) => {
    setBusy(true);
    try {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) {
        const unavailable = res.status === 503 || res.status === 504;
        notify(unavailable ? t`The PDF could not be made just now. Please try again in a moment.` : restErrorMessage(res.status, await res.json().catch(() => null)), 'error');
        return;
      }
      const blob = await res.blob();
      const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
      const href = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      notify(t`The PDF is ready. Document ${res.headers.get('X-Document-Id') ?? ''} is registered for verification.`, 'success');
    } catch {
      notify(t`An error occurred. Please try again later.`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
