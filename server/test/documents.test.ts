import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Document } from '../src/features/documents/document.entity';
import { normaliseDocumentId, registerDocument, resetVerifyRateLimit, type RegisterDocumentInput } from '../src/features/documents/document.service';
import { User } from '../src/features/users/user.entity';
import type { RequestContext } from '../src/platform/context';
import { buildClient, signedInAgent, startTestApp, type BuiltUser, type TestApp } from './helpers';
import { actorForUser } from '../src/features/auth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());
beforeEach(() => resetVerifyRateLimit());

/** A service context for a built user, as the reports export will have it. */
async function contextFor(built: BuiltUser): Promise<RequestContext> {
  const em = t.orm.em.fork();
  const user = await em.findOneOrFail(User, built.user.id, { populate: ['partner'] });
  return { em, actor: await actorForUser(em, user, 'session'), ip: '127.0.0.1', requestId: 'test' };
}

async function register(built: BuiltUser, input: Partial<RegisterDocumentInput> = {}) {
  return registerDocument(await contextFor(built), { type: 'comparative', co2TotalKg: 1234.565, precision: 2, ...input });
}

/** No cookies, no token: the public page's call. */
async function verify(id: string, total?: string) {
  const qs = total === undefined ? '' : `?co2total=${encodeURIComponent(total)}`;
  const res = await fetch(`${t.baseUrl}/api/v1/verify-evoice/${encodeURIComponent(id)}${qs}`, { headers: { accept: 'application/json' } });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe('#registerDocument', () => {
  it('registers a document with a public GIA-XXXX-XXXX id, the exact total and the project', async () => {
    const owner = await signedInAgent(t);
    const client = await buildClient(t.orm, owner.partner);
    const project = (await owner.agent.post('/api/v1/project-manager/projects/create', { name: 'Data centre 2027', client_id: client.id })).body.data;
    const doc = await register(owner, { projectId: project.id, type: 'lca', co2TotalKg: 0.1 + 0.2, precision: 1 });
    expect(doc.id).toMatch(/^GIA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const stored = await t.orm.em.fork().findOneOrFail(Document, doc.id, { populate: ['project'] });
    expect(stored).toMatchObject({ type: 'lca', co2TotalKg: '0.300000', co2Precision: 1 });
    expect(stored.project?.id).toBe(project.id);
    expect(stored.partner.id).toBe(owner.partner.id);
  });

  it('gives every document its own id', async () => {
    const owner = await signedInAgent(t);
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add((await register(owner, { projectId: null, type: 'e_invoice' })).id);
    expect(ids.size).toBe(20);
  });

  it("refuses an unknown type, a precision other than 0–2, a total that is not finite, and another partner's project", async () => {
    const owner = await signedInAgent(t);
    await expect(register(owner, { type: 'invoice' as never })).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: { type: [expect.objectContaining({ key: 'common.typeOneOf', params: { types: expect.stringContaining('baseline') } })] } });
    await expect(register(owner, { precision: 3 })).rejects.toMatchObject({ code: 'VALIDATION', field: 'precision' });
    await expect(register(owner, { co2TotalKg: Number.NaN })).rejects.toMatchObject({ code: 'VALIDATION', field: 'co2_total_kg' });
    const stranger = await signedInAgent(t);
    const client = await buildClient(t.orm, stranger.partner);
    const project = (await stranger.agent.post('/api/v1/project-manager/projects/create', { name: 'Theirs', client_id: client.id })).body.data;
    await expect(register(owner, { projectId: project.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('should require a signed-in caller', async () => {
    await expect(registerDocument({ em: t.orm.em.fork(), actor: null, ip: 'x', requestId: 'x' }, { type: 'baseline', co2TotalKg: 1, precision: 0 })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('#verify-evoice', () => {
  it('answers correct when the total matches after rounding both to the document precision (comma or dot)', async () => {
    const owner = await signedInAgent(t);
    // Registered 1234.565 kg at precision 2 → 1234.57 (exact decimal half-up; a float would give 1234.56).
    const doc = await register(owner, { co2TotalKg: 1234.565, precision: 2, type: 'comparative' });
    for (const given of ['1234,57', '1234.57', '1234.565', ' 1234.5700 ']) {
      const r = await verify(doc.id, given);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ result: 'correct', document_id: doc.id, total_kg_co2e: 1234.57, co2_precision: 2, type: 'comparative', issued_at: doc.createdAt.toISOString() });
    }
  });

  it('answers incorrect, without the registered total, when it does not match', async () => {
    const owner = await signedInAgent(t);
    const doc = await register(owner, { co2TotalKg: 1234.565, precision: 2, type: 'baseline' });
    for (const given of ['1234.56', '1234,58', '1235', '0']) {
      const r = await verify(doc.id, given);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ result: 'incorrect', document_id: doc.id, co2_precision: 2, type: 'baseline', issued_at: doc.createdAt.toISOString() });
    }
  });

  it('rounds at precision 0 and 1 (half away from zero)', async () => {
    const owner = await signedInAgent(t);
    // 2500.5 → 2501 at precision 0; 2500.45 → 2500.5 at precision 1.
    const p0 = await register(owner, { co2TotalKg: 2500.5, precision: 0, type: 'refurbishment' });
    expect((await verify(p0.id, '2501')).body.data).toMatchObject({ result: 'correct', total_kg_co2e: 2501 });
    expect((await verify(p0.id, '2500,9')).body.data.result).toBe('correct'); // 2500.9 → 2501
    expect((await verify(p0.id, '2500')).body.data.result).toBe('incorrect');
    expect((await verify(p0.id, '2500.49')).body.data.result).toBe('incorrect'); // → 2500
    const p1 = await register(owner, { co2TotalKg: 2500.45, precision: 1, type: 'lca' });
    expect((await verify(p1.id, '2500,5')).body.data).toMatchObject({ result: 'correct', total_kg_co2e: 2500.5 });
    expect((await verify(p1.id, '2500.4')).body.data.result).toBe('incorrect');
  });

  it('forgives case, spaces and missing dashes in the document ID', async () => {
    const owner = await signedInAgent(t);
    const doc = await register(owner, { co2TotalKg: 10, precision: 0 });
    expect((await verify(doc.id.toLowerCase(), '10')).body.data.document_id).toBe(doc.id);
    expect((await verify(doc.id.replace(/-/g, ''), '10')).body.data.result).toBe('correct');
    expect(normaliseDocumentId(` ${doc.id.toLowerCase()} `)).toBe(doc.id);
  });

  it('answers 404 Document not found for an unknown or malformed ID', async () => {
    for (const id of ['GIA-2222-2222', 'nonsense', 'GIA-ABCD-EFG']) {
      const r = await verify(id, '12');
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Document not found' });
    }
  });

  it('answers 422 when co2total is missing or not a number', async () => {
    const owner = await signedInAgent(t);
    const doc = await register(owner, { co2TotalKg: 10, precision: 0 });
    const missing = await verify(doc.id);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ co2total: ['The CO2 total field is required.'] });
    expect((await verify(doc.id, '')).status).toBe(422);
    for (const bad of ['abc', '12kg', '1.234,5', '1e3']) {
      const r = await verify(doc.id, bad);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ co2total: ['The CO2 total must be a number such as 1234.5 or 1234,5.'] });
    }
  });

  it('limits checks to 30 a minute per client address (429 with Retry-After)', async () => {
    for (let i = 0; i < 30; i++) expect((await verify('GIA-2222-2222', '1')).status).toBe(404);
    const limited = await verify('GIA-2222-2222', '1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many verification attempts\. Please try again in \d+ seconds\.$/);
  });

  it('offers the same check in GraphQL without a session', async () => {
    const owner = await signedInAgent(t);
    const doc = await register(owner, { co2TotalKg: 99.994, precision: 2, type: 'e_invoice' });
    const gql = async (documentId: string, co2Total: string) => {
      const res = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($d: String!, $c: String!) { documentVerify(documentId: $d, co2Total: $c) { result documentId totalKgCo2e co2Precision type issuedAt } }', variables: { d: documentId, c: co2Total } }),
      });
      return res.json();
    };
    expect((await gql(doc.id, '99,99')).data.documentVerify).toEqual({ result: 'correct', documentId: doc.id, totalKgCo2e: 99.99, co2Precision: 2, type: 'e_invoice', issuedAt: doc.createdAt.toISOString() });
    expect((await gql(doc.id, '100')).data.documentVerify).toMatchObject({ result: 'incorrect', totalKgCo2e: null });
    const missing = await gql('GIA-2222-2222', '1');
    expect(missing.errors[0]).toMatchObject({ message: 'Document not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('#verify.aliases', () => {
  it('answers at most 30 verifications of 60 sent at once through GraphQL aliases (issue #45, point 3)', async () => {
    const built = await signedInAgent(t);
    const doc = await register(built);
    // Two requests of thirty aliases (the alias limit) at once: before the fix, each alias read the
    // counter before any was written, and both came back whole.
    const aliases = Array.from({ length: 30 }, (_, i) => `v${i}: documentVerify(documentId: "${doc.id}", co2Total: "1234.57") { result }`).join(' ');
    const bodies = await Promise.all(
      [0, 1].map(async () => {
        const r = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ ${aliases} }` }) });
        return (await r.json()) as { data?: Record<string, { result: string }> | null; errors?: Array<{ extensions?: { code?: string } }> };
      }),
    );
    const whole = bodies.filter((b) => b.data && Object.keys(b.data).length === 30);
    expect(whole.length).toBeLessThanOrEqual(1);
    expect(bodies.flatMap((b) => b.errors ?? []).map((e) => e.extensions?.code)).toContain('RATE_LIMITED');
    if (whole[0]) expect(Object.values(whole[0].data!).every((v) => v.result === 'correct')).toBe(true);
  });
});
