/**
 * Memoizes a pure presenter by the identity of its first argument (a WeakMap, so an entry goes with
 * the object). Meant for views of cached computations (issue #17): a report's thousands of item views
 * are built once per computed project, not once per request or page. The other arguments must be
 * determined by the first (e.g. the reference data of the same computation).
 */
export function memoByObject<K extends object, A extends unknown[], V>(fn: (key: K, ...args: A) => V): (key: K, ...args: A) => V {
  const memo = new WeakMap<K, V>();
  return (key, ...args) => {
    if (memo.has(key)) return memo.get(key)!;
    const value = fn(key, ...args);
    memo.set(key, value);
    return value;
  };
}
