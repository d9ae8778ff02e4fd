import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions';
import { tinyGif as gifOf, tinyJpeg as jpegOf, tinyPng as pngOf } from '../../../../test/image-samples';

describe('imageDimensions', () => {
  it.each([
    ['PNG', pngOf(320, 80), { type: 'png', width: 320, height: 80 }],
    ['GIF', gifOf(640, 120), { type: 'gif', width: 640, height: 120 }],
    ['JPEG', jpegOf(900, 50), { type: 'jpeg', width: 900, height: 50 }],
  ])('reads the size of a %s from its header', (_name, buffer, expected) => {
    expect(imageDimensions(buffer)).toEqual(expected);
  });

  it('skips JPEG segments before the frame header (APP0, DQT)', () => {
    const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.alloc(14)]);
    const dqt = Buffer.from([0xff, 0xdb, 0x00, 0x04, 0x00, 0x00]);
    const img = jpegOf(250, 60);
    const withSegments = Buffer.concat([img.subarray(0, 2), app0, dqt, img.subarray(2)]);
    expect(imageDimensions(withSegments)).toEqual({ type: 'jpeg', width: 250, height: 60 });
  });

  it.each([
    ['text', Buffer.from('<svg width="300" height="100"></svg>')],
    ['a truncated PNG', pngOf(300, 100).subarray(0, 20)],
    ['a PNG whose first chunk is not IHDR', Buffer.concat([pngOf(300, 100).subarray(0, 12), Buffer.from('tEXt'), pngOf(300, 100).subarray(16)])],
    ['a JPEG without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a zero-width GIF', gifOf(0, 100)],
    ['nothing', Buffer.alloc(0)],
  ])('answers null for %s', (_name, buffer) => {
    expect(imageDimensions(buffer)).toBeNull();
  });
});
