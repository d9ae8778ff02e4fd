import { useEffect, useState } from 'react';

/** Seconds left of a countdown that calls `onDone` once at zero (spec §4 and §9 countdowns). */
export function useCountdown(seconds: number | null, onDone: () => void): number | null {
  const [left, setLeft] = useState(seconds);
  useEffect(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
    // onDone is called once, when the count reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
  return left;
}
