import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('shared/reports purity', () => {
  it.each(sources)('%s imports only shared/calc, shared/errors, the shared yup and its own modules', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((i) => !(i.startsWith('./') || i === '../calc' || i === '../errors' || i === '../validation/yup'))).toEqual([]);
  });
});
