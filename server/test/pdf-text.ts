/** The text of a PDF as PDF.js reads it, pages joined, white space collapsed (the report PDF tests read what a buyer's tools read). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const out: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      out.push((await page.getTextContent()).items.filter((i): i is TextItem => 'str' in i).map((i) => i.str).join(' '));
      page.cleanup();
    }
    return out.join(' ').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

/** The PDF's Title metadata (Chromium writes the print view's document.title). */
export async function pdfTitle(bytes: Buffer): Promise<string | undefined> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    return ((await doc.getMetadata()).info as { Title?: string }).Title;
  } finally {
    await doc.destroy();
  }
}
