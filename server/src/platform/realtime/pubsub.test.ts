import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, encodeEvent, EventDecoder, splitUtf8 } from './pubsub';

describe('realtime NOTIFY envelopes', () => {
  it('sends a small event as one payload', () => {
    const [only, ...rest] = encodeEvent('T', { projectId: 1 });
    expect(rest).toEqual([]);
    expect(new EventDecoder().push(only)).toEqual({ t: 'T', p: { projectId: 1 } });
  });

  it('splits a large event into payloads under the NOTIFY limit and puts it back together', () => {
    const payload = { ids: Array.from({ length: 6000 }, (_, i) => i), text: 'æøå "quoted" \\ \n ✓'.repeat(200) };
    const parts = encodeEvent('T', payload);
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(CHUNK_BYTES);
    const decoder = new EventDecoder();
    const results = parts.map((p) => decoder.push(p));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toEqual({ t: 'T', p: payload });
  });

  it('never splits inside a character', () => {
    const pieces = splitUtf8('ab✓✓✓c', 4);
    expect(pieces.join('')).toBe('ab✓✓✓c');
    for (const p of pieces) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(4);
  });
});
