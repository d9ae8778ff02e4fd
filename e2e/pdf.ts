/**
 * Reads an exported PDF in the tests with PDF.js (pdfjs-dist, from npm), so that no system package
 * (poppler's pdftotext/pdfinfo) is needed: the text of each page, line by line, and each page's size.
 * Text items are joined into lines by their baseline (PDF.js gives positioned runs, not lines), left
 * to right, with one space where the gap between two runs is wider than a narrow space.
 */
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface PdfPage {
  /** The page's text, one line per baseline, top to bottom. */
  text: string;
  /** The page's size in PostScript points (1/72 in). */
  width: number;
  height: number;
}

export interface PdfContent {
  pages: PdfPage[];
  /** Every page's text, pages separated by a form feed (as pdftotext prints them). */
  text: string;
}

export async function readPdf(file: string): Promise<PdfContent> {
  const data = new Uint8Array(readFileSync(file));
  const doc = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is TextItem => 'str' in i && i.str !== '');
      // Group runs whose baselines are within 2 pt of each other.
      const lines: Array<{ y: number; runs: TextItem[] }> = [];
      for (const item of items) {
        const y = item.transform[5]!;
        const line = lines.find((l) => Math.abs(l.y - y) <= 2);
        if (line) line.runs.push(item);
        else lines.push({ y, runs: [item] });
      }
      lines.sort((a, b) => b.y - a.y);
      const text = lines
        .map((l) => {
          const runs = l.runs.sort((a, b) => a.transform[4]! - b.transform[4]!);
          let out = '';
          let end = -Infinity;
          for (const r of runs) {
            const x = r.transform[4]!;
            if (out && x - end > Math.max(1.5, r.height * 0.15) && !out.endsWith(' ') && !r.str.startsWith(' ')) out += ' ';
            out += r.str;
            end = x + r.width;
          }
          return out;
        })
        .join('\n');
      pages.push({ text, width: x1! - x0!, height: y1! - y0! });
      page.cleanup();
    }
    return { pages, text: pages.map((p) => p.text).join('\n\f') };
  } finally {
    await doc.destroy();
  }
}

export interface PdfImage {
  /** The image's own size in pixels (as poppler's `pdfimages -list` prints it). */
  width: number;
  height: number;
}

/**
 * The images painted on one page (1-based), in drawing order, read with PDF.js: the page's operator
 * list names each image XObject it paints, and the page's object store gives its pixel size once the
 * worker has decoded it.
 */
export async function pdfImages(file: string, pageNumber: number): Promise<PdfImage[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(readFileSync(file));
  const doc = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const ops = await page.getOperatorList();
    const ids = ops.fnArray.flatMap((fn, i) => (fn === OPS.paintImageXObject ? [String((ops.argsArray[i] as unknown[])[0])] : []));
    const sizeOf = (id: string) =>
      new Promise<PdfImage>((resolve) => {
        const store = id.startsWith('g_') ? page.commonObjs : page.objs;
        store.get(id, (img: { width: number; height: number }) => resolve({ width: img.width, height: img.height }));
      });
    const images = await Promise.all(ids.map(sizeOf));
    page.cleanup();
    return images;
  } finally {
    await doc.destroy();
  }
}
