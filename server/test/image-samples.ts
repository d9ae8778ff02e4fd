/**
 * Small image files for the tests (unit and integration): a real, decodable solid-colour PNG, and
 * JPEG and GIF headers that carry a size, real JPEGs and GIFs, and hostile PNGs (bomb, polyglot). The
 * one set of image fixtures for every image test (front-page images, logos); not part of the app.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A decodable PNG of one colour, width × height pixels (8-bit RGB). */
export function tinyPng(width: number, height: number, rgb: [number, number, number] = [46, 125, 50]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG header (SOI, APP0 JFIF, SOF0 with the size, EOI): enough for sniffing, not for viewing. */
export function tinyJpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a header with the logical screen size. */
export function tinyGif(width: number, height: number): Buffer {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return Buffer.concat([b, Buffer.from([0x3b])]);
}

/** A real, decodable JPEG of one colour (encoded by sharp). */
export async function realJpeg(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();
}

/** A real, decodable GIF of one colour (encoded by sharp). */
export async function realGif(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 80, b: 200 } } }).gif().toBuffer();
}

/**
 * An image bomb: a valid 1-bit grey PNG of width × height pixels, all black, a few dozen kilobytes
 * on disk (20000 × 20000 decodes to 400 megapixels).
 */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth 1
  ihdr.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a text chunk (metadata that must not survive the re-encoding). */
export function pngWithText(width: number, height: number, keyword: string, text: string): Buffer {
  const png = tinyPng(width, height);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')), png.subarray(iend)]);
}

/** A valid 8 × 8 PNG of exactly `total` bytes, padded with an ancillary private chunk that decoders skip. */
export function pngPadded(total: number): Buffer {
  const png = tinyPng(8, 8);
  const iend = png.length - 12;
  const padding = chunk('zzPd', Buffer.alloc(total - png.length - 12));
  return Buffer.concat([png.subarray(0, iend), padding, png.subarray(iend)]);
}
