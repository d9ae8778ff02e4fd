import { useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';

/** Rows sorted by one column, with the state a table's sort labels need. */
export function useSorted<T>(rows: readonly T[], initial: keyof T & string, locale: string) {
  type K = keyof T & string;
  const [by, setBy] = useState<K>(initial);
  const [direction, setDirection] = useState<SortDirection>('asc');
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const factor = direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = a[by];
      const y = b[by];
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
      if (typeof x === 'boolean' && typeof y === 'boolean') return (Number(x) - Number(y)) * factor;
      return collator.compare(String(x ?? ''), String(y ?? '')) * factor;
    });
  }, [rows, by, direction, locale]);
  const sortBy = (key: K) => {
    if (key === by) setDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setBy(key);
      setDirection('asc');
    }
  };
  return { sorted, by, direction, sortBy };
}
