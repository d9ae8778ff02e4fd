import { describe, expect, it } from 'vitest';
import { renderMessage, type FieldErrors } from '../errors';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientSchema, projectSchema, registerSchema, validateFields } from './index';
import { verifySchema } from './verify';

const registerCountrySchema = registerSchema.pick(['countryCode']);

/** Field errors travel as keys; the tests read their English text (the REST facade's). */
const englishErrors = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).map(([f, ms]) => [f, ms.map(renderMessage)]));

describe('validateFields', () => {
  it('answers field errors, not an exception, for values of the wrong JSON type', async () => {
    const r = await validateFields(clientSchema, { name: { a: 1 } });
    expect(r.ok ? r : { ok: false, errors: englishErrors(r.errors) }).toEqual({ ok: false, errors: { name: ['The name must be text.'] } });
    const p = await validateFields(projectSchema, { name: ['x'], clientId: {} });
    expect(p.ok).toBe(false);
    if (!p.ok) expect(Object.keys(p.errors).sort()).toEqual(['clientId', 'name']);
    const price = await validateFields(projectSchema, { name: 'A', clientId: 1, kwhPrice: {} });
    expect(price.ok).toBe(false);
    if (!price.ok) expect(price.errors.kwhPrice.map(renderMessage)).toEqual(['The kWh price must be a number such as 1.35 or 1,35.']);
  });

  it('collects every field error with the shared messages', async () => {
    const r = await validateFields(projectSchema, { name: '', clientId: 'x', kwhPrice: '1,2,3' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.name.map(renderMessage)).toEqual(['The name field is required.']);
      expect(r.errors.kwhPrice.map(renderMessage)).toEqual(['The kWh price must be a number such as 1.35 or 1,35.']);
    }
  });

  it('accepts a kWh price with a comma', async () => {
    const r = await validateFields(projectSchema, { name: 'A', clientId: 1, kwhPrice: '1,35' });
    expect(r.ok).toBe(true);
  });

  it('reads an investment typed with thousands dots as thousands, not decimals', async () => {
    const r = await validateFields(projectSchema, { name: 'A', clientId: 1, investment: '250.000' });
    expect(r.ok && r.value.investment).toBe(250000);
    const odd = await validateFields(projectSchema, { name: 'A', clientId: 1, investment: '1.2.3' });
    expect(odd.ok).toBe(false);
  });
});

describe('pattern rules', () => {
  it('report their own keyed message (yup reads a plain object as options, so the key goes in `message`)', async () => {
    const total = await validateFields(verifySchema, { document_id: 'GIA-1', co2total: '12 kg' });
    expect(total.ok ? null : total.errors.co2total).toEqual([{ key: 'documents.totalNotNumber' }]);
    const country = await validateFields(registerCountrySchema, { countryCode: 'D1' });
    expect(country.ok ? null : country.errors.countryCode).toEqual([{ key: 'auth.countryInvalid' }]);
  });

  it('are never written `.matches(pattern, keyed(…))` in shared/', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const offenders = readdirSync(path.join(dir, '..'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /\.matches\([^,]+,\s*keyed\(/.test(readFileSync(path.join(dir, '..', f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
