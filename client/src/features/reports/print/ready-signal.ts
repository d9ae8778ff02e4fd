import { useEffect, useRef } from 'react';

/** Sets body[data-report-ready] for the server's PDF renderer once fonts, images and the QR code are in. */
export function useReadySignal(ready: boolean, failed: boolean, onReady?: () => void) {
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  useEffect(() => {
    if (failed) {
      document.body.dataset.reportReady = 'error';
      return;
    }
    if (!ready) return;
    let cancelled = false;
    const images = [...document.querySelectorAll('img')]
      .filter((img) => !img.complete)
      .map((img) => new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      }));
    void Promise.all([document.fonts?.ready, ...images]).then(() =>
      // Two frames: nivo lays out after its first measurement.
      requestAnimationFrame(() => requestAnimationFrame(() => {
        if (cancelled) return;
        document.body.dataset.reportReady = 'true';
        onReadyRef.current?.();
      })),
    );
    return () => {
      cancelled = true;
      delete document.body.dataset.reportReady;
    };
  }, [ready, failed]);
}
