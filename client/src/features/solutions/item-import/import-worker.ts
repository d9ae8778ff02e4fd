/**
 * Worker that reads an import file (import-read.ts). The page gets plain rows back by structured
 * clone; whatever a hostile file does to the parser's objects stays in here, and the page ends the
 * worker after one file or when it takes too long.
 */
import type { ImportExtension } from './import-mapping';
import { readImportBytes } from './import-read';

self.onmessage = (event: MessageEvent<{ bytes: ArrayBuffer; ext: ImportExtension }>) => {
  const { bytes, ext } = event.data;
  self.postMessage(readImportBytes(new Uint8Array(bytes), ext));
};
