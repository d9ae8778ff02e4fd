/**
 * The EED report's figures (issue #46, the mechanism; issue #31): the EED report registers no document
 * and has no manifest (it is printed from the browser and exported as CSV or XLSX), so its printed
 * figures are keyed to the REST reply of GET …/solution/{s}/eed-report: the inputs as saved (or the
 * model's energies) and the KPIs the server computed (shared/calc eed.ts, Annex III of Delegated
 * Regulation (EU) 2024/1364). A key is `eed.<the reply's field>`: the print view names the GraphQL
 * field (camelCase), the key its REST spelling (snake_case), one and the same figure.
 */
export type EedFigureKey = `eed.${string}`;

/** The key of the EED report's field (GraphQL's camelCase or REST's snake_case). */
export function eedKey(field: string): EedFigureKey {
  return `eed.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

/** Every number of the EED report's REST reply, by key. */
export function eedFigureSet(reply: Readonly<Record<string, unknown>>): Map<EedFigureKey, number> {
  const out = new Map<EedFigureKey, number>();
  for (const [field, value] of Object.entries(reply)) if (typeof value === 'number' && Number.isFinite(value)) out.set(eedKey(field), value);
  return out;
}
