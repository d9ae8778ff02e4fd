/** The undeclared names sheetjs-style assigns (see sheetjs.ts); must be imported before it. */
const g = globalThis as Record<string, unknown>;
for (const name of ['QUOTE', '_hashIndex', '_listIndex', 'style_builder']) {
  if (!(name in g)) g[name] = undefined;
}
export {};
