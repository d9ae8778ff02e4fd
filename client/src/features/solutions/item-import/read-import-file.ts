/**
 * Reads a chosen import file: in a worker when the browser has them (always, in the app), otherwise
 * in the page (component tests). A read that takes longer than 15 s is given up as unreadable.
 */
import { extensionOf, isImportExtension, type ReadResult } from './import-mapping';

const READ_TIMEOUT_MS = 15_000;

export async function readImportFile(file: File): Promise<ReadResult> {
  const ext = extensionOf(file.name);
  if (!isImportExtension(ext)) return { ok: false, problem: 'type' };
  const bytes = await file.arrayBuffer();
  if (typeof Worker === 'undefined') {
    const { readImportBytes } = await import('./import-read');
    return readImportBytes(new Uint8Array(bytes), ext);
  }
  const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ReadResult>((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, problem: 'unreadable' }), READ_TIMEOUT_MS);
      worker.onmessage = (e: MessageEvent<ReadResult>) => {
        clearTimeout(timer);
        resolve(e.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ ok: false, problem: 'unreadable' });
      };
      worker.postMessage({ bytes, ext }, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
