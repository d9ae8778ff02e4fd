import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff';
import { tinyGif, tinyJpeg, tinyPng } from '../../../test/image-samples';

describe('sniffImage', () => {
  it('reads a PNG and its IHDR size', () => {
    expect(sniffImage(tinyPng(300, 424))).toEqual({ type: 'png', mimeType: 'image/png', extension: 'png', width: 300, height: 424 });
  });

  it('reads a JPEG and its SOF0 size after an APP0 segment', () => {
    expect(sniffImage(tinyJpeg(1240, 1754))).toMatchObject({ type: 'jpeg', extension: 'jpg', width: 1240, height: 1754 });
  });

  it('reads a GIF89a and its logical screen size', () => {
    expect(sniffImage(tinyGif(21, 29))).toMatchObject({ type: 'gif', width: 21, height: 29 });
  });

  it.each([
    ['text', Buffer.from('not an image at all')],
    ['empty', Buffer.alloc(0)],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1')],
    ['truncated png signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuses %s', (_name, buf) => {
    expect(sniffImage(buf)).toBeNull();
  });

  it('knows a JPEG without a frame header but gives no size', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({ type: 'jpeg', width: null, height: null });
  });
});
