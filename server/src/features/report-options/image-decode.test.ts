import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../../../shared/errors';
import { decodeUploadedImage } from './image-decode';
import { pngBomb, realGif, realJpeg, tinyPng } from '../../../test/image-samples';

async function refusal(buf: Buffer): Promise<string | null> {
  try {
    await decodeUploadedImage(buf);
    return null;
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return (err as { fieldErrors?: Record<string, Array<{ key: string }>> }).fieldErrors!.file[0].key;
  }
}

/** A JPEG with a segment inserted after SOI (e.g. a COM segment, marker 0xFE). */
function withSegment(jpeg: Buffer, marker: number, payload: string): Buffer {
  const data = Buffer.from(payload, 'latin1');
  const head = Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), head, data, jpeg.subarray(2)]);
}

/** A grey PNG whose IDAT stores its rows uncompressed: the pixel bytes appear as they are. */
function storedPng(rowText: string, rows: number): Buffer {
  const sample = tinyPng(1, 1);
  const chunkOf = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    let c = 0xffffffff;
    for (const b of body) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const width = rowText.length;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(rows, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9); // 8-bit grey
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(rowText, 'latin1')]);
  const raw = Buffer.concat(Array.from({ length: rows }, () => row));
  return Buffer.concat([sample.subarray(0, 8), chunkOf('IHDR', ihdr), chunkOf('IDAT', deflateSync(raw, { level: 0 })), chunkOf('IEND', Buffer.alloc(0))]);
}

describe('decodeUploadedImage', () => {
  it('re-encodes PNG, JPEG and GIF and reports the decoded size', async () => {
    for (const [buf, type] of [[tinyPng(30, 20), 'png'], [await realJpeg(30, 20), 'jpeg'], [await realGif(30, 20), 'gif']] as const) {
      const d = await decodeUploadedImage(buf);
      expect(d).toMatchObject({ type, width: 30, height: 20, storedWidth: 30, storedHeight: 20 });
      expect(d.data.equals(buf)).toBe(false);
    }
  });

  it('scales what it stores to fit A4 at 300 dpi', async () => {
    const d = await decodeUploadedImage(tinyPng(4000, 3000));
    expect(d).toMatchObject({ width: 4000, height: 3000, storedWidth: 2480, storedHeight: 1860 });
  });

  it('refuses more than 8000 px a side or 25 megapixels from the header', async () => {
    expect(await refusal(pngBomb(20000, 20000))).toBe('reportOptions.imageTooManyPixels');
    expect(await refusal(pngBomb(8001, 10))).toBe('reportOptions.imageTooManyPixels');
    expect(await refusal(pngBomb(6000, 5000))).toBe('reportOptions.imageTooManyPixels');
  });

  it('refuses markup outside the pixels and bytes after the end, but not pixels that spell markup', async () => {
    const jpeg = await realJpeg(20, 20);
    expect(await refusal(withSegment(jpeg, 0xfe, '<html><script>alert(1)</script>'))).toBe('reportOptions.imageInvalidType');
    expect(await refusal(Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]))).toBe('reportOptions.imageInvalidType');
    expect(await refusal(Buffer.concat([tinyPng(4, 4), Buffer.from('trailing')]))).toBe('reportOptions.imageInvalidType');
    expect(await refusal(storedPng('<html><script>', 4))).toBeNull();
  });

  it('refuses what is not a decodable PNG, JPEG or GIF', async () => {
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff]))).toBe('reportOptions.imageInvalidType');
    expect(await refusal(tinyPng(40, 40).subarray(0, 60))).toBe('reportOptions.imageInvalidType');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('reportOptions.imageInvalidType');
  });
});
