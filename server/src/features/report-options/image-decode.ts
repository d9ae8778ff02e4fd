/**
 * Decides what an uploaded image is by decoding it (sharp/libvips), not by its name, its content type
 * or its first bytes alone, and stores a fresh encoding of its pixels, never the uploaded bytes:
 *
 * - the magic bytes, the decoder's format and the decoded pixels must agree on PNG, JPEG or GIF;
 * - a file that also carries markup (a PNG+HTML polyglot) or bytes after a PNG's end is refused;
 * - the decoded size is limited (a 1 MB PNG can decode to 20000 × 20000 pixels: every PDF export
 *   would then decode 1.6 GB), checked from the header before any pixel is decoded;
 * - the stored image is re-encoded without metadata and scaled to fit an A4 page at 300 dpi, so that
 *   the print view and the PDF export never decode more than that.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { DomainError } from '../../../../shared/errors';
import { sniffImage, type SniffedImage, type SniffedImageType } from './image-sniff';

/** The longest side and the pixel count an upload may decode to. */
export const FRONT_PAGE_IMAGE_MAX_SIDE_PX = 8000;
export const FRONT_PAGE_IMAGE_MAX_PIXELS = 25_000_000;
/** What is stored at most: an A4 page at 300 dpi. */
const STORED_MAX = { width: 2480, height: 3508 };

export interface DecodedImage extends SniffedImage {
  /** The uploaded image's own size in pixels (for the print warnings). */
  width: number;
  height: number;
  /** The re-encoded file to store, and its size. */
  data: Buffer;
  storedWidth: number;
  storedHeight: number;
}

/** Markup a browser would act on. Only tags of four letters and more: compressed pixels do not spell them by chance. */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|object|embed|meta|style|link|form)|javascript:/i;

function invalidType(): DomainError {
  return DomainError.invalid('file', 'reportOptions.imageInvalidType');
}

/**
 * The bytes of a file that are not compressed pixels, where a polyglot hides its markup: a PNG's
 * chunks other than IDAT, a JPEG's segments before its first scan and anything after its end, a GIF
 * whole (GIFs are small).
 */
function nonPixelBytes(buf: Buffer, type: SniffedImageType): string {
  if (type === 'png') {
    const parts: string[] = [];
    let i = 8;
    while (i + 12 <= buf.length) {
      const length = buf.readUInt32BE(i);
      const chunkType = buf.toString('latin1', i + 4, i + 8);
      if (chunkType !== 'IDAT') parts.push(buf.toString('latin1', i + 8, Math.min(buf.length, i + 8 + length)));
      i += 12 + length;
    }
    parts.push(buf.toString('latin1', Math.min(i, buf.length)));
    return parts.join('\n');
  }
  if (type === 'jpeg') {
    let i = 2;
    while (i + 4 <= buf.length && buf[i] === 0xff) {
      const marker = buf[i + 1];
      if (marker === 0xda) break; // start of scan: pixels follow
      if (marker === 0xff || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += marker === 0xff ? 1 : 2;
        continue;
      }
      i += 2 + buf.readUInt16BE(i + 2);
    }
    const end = buf.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return buf.toString('latin1', 0, Math.min(i, buf.length)) + '\n' + (end >= 0 ? buf.toString('latin1', end + 2) : '');
  }
  return buf.toString('latin1');
}

/** The offset just after a PNG's IEND chunk, or -1. */
function pngEnd(buf: Buffer): number {
  let i = 8;
  while (i + 12 <= buf.length) {
    const length = buf.readUInt32BE(i);
    const type = buf.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (type === 'IEND') return i;
  }
  return -1;
}

export async function decodeUploadedImage(buf: Buffer): Promise<DecodedImage> {
  const sniffed = sniffImage(buf);
  if (!sniffed) throw invalidType();
  if (MARKUP.test(nonPixelBytes(buf, sniffed.type))) throw invalidType();
  if (sniffed.type === 'png' && pngEnd(buf) !== buf.length) throw invalidType();

  const options = { failOn: 'error', limitInputPixels: FRONT_PAGE_IMAGE_MAX_PIXELS, animated: false } as const;
  let meta: Metadata;
  try {
    meta = await sharp(buf, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw invalidType();
  }
  const format: string | undefined = meta.format;
  if (format !== sniffed.type || !meta.width || !meta.height) throw invalidType();
  const { width, height } = meta;
  if (width > FRONT_PAGE_IMAGE_MAX_SIDE_PX || height > FRONT_PAGE_IMAGE_MAX_SIDE_PX || width * height > FRONT_PAGE_IMAGE_MAX_PIXELS) {
    throw DomainError.invalid('file', 'reportOptions.imageTooManyPixels', { side: FRONT_PAGE_IMAGE_MAX_SIDE_PX, megapixels: FRONT_PAGE_IMAGE_MAX_PIXELS / 1_000_000 });
  }
  try {
    const pipeline = sharp(buf, options).rotate().resize({ ...STORED_MAX, fit: 'inside', withoutEnlargement: true });
    const encoders: Record<SniffedImageType, () => Sharp> = {
      png: () => pipeline.png({ compressionLevel: 9 }),
      jpeg: () => pipeline.jpeg({ quality: 88, mozjpeg: true }),
      gif: () => pipeline.gif(),
    };
    const { data, info } = await encoders[sniffed.type]().toBuffer({ resolveWithObject: true });
    return { ...sniffed, width, height, data, storedWidth: info.width, storedHeight: info.height };
  } catch {
    // Truncated or corrupt pixel data: the header was fine, the image is not.
    throw invalidType();
  }
}
