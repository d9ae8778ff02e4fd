/**
 * Reads what an uploaded file really is from its first bytes (magic numbers), not from its name or
 * the browser's content type, and its pixel size where the header gives it.
 */

export type SniffedImageType = 'png' | 'jpeg' | 'gif';

export interface SniffedImage {
  type: SniffedImageType;
  mimeType: `image/${SniffedImageType}`;
  extension: 'png' | 'jpg' | 'gif';
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(buf: Buffer, bytes: number[]): boolean {
  return buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);
}

/** SOF markers that carry the frame size (not DHT C4, JPG C8 or DAC CC). */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before a frame header
    const length = buf.readUInt16BE(i + 2);
    if (JPEG_SOF.has(marker)) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** The image type and size, or null when the bytes are not a PNG, JPEG or GIF. */
export function sniffImage(buf: Buffer): SniffedImage | null {
  if (startsWith(buf, PNG_SIGNATURE)) {
    // IHDR is the first chunk: width and height at bytes 16–23.
    const ok = buf.length >= 24 && buf.toString('latin1', 12, 16) === 'IHDR';
    return { type: 'png', mimeType: 'image/png', extension: 'png', width: ok ? buf.readUInt32BE(16) : null, height: ok ? buf.readUInt32BE(20) : null };
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(buf);
    return { type: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', width: size?.width ?? null, height: size?.height ?? null };
  }
  const head = buf.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') {
    const ok = buf.length >= 10;
    return { type: 'gif', mimeType: 'image/gif', extension: 'gif', width: ok ? buf.readUInt16LE(6) : null, height: ok ? buf.readUInt16LE(8) : null };
  }
  return null;
}
