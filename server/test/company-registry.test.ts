import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistryStub } from '../src/features/clients/registry/company-registry';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';

/** Against a stub registry on CVR_API_URL (the adapter's configured base URL) that fails for one number. */
let t: TestApp;
let stub: Awaited<ReturnType<typeof startRegistryStub>>;
beforeAll(async () => {
  stub = await startRegistryStub(['99999999']);
  t = await startTestApp({ cvrApiUrl: stub.base });
});
afterAll(async () => {
  await t.close();
  stub.server.close();
});

describe('#clients.cvr-search REST', () => {
  it('finds a Danish company for a DK partner, in the client form\'s fields', async () => {
    const { agent } = await signedInAgent(t, { country: 'DK' });
    const r = await agent.get('/api/v1/project-manager/CvrSearch?cvr=12345678');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { name: 'Fjordsyn Data ApS', address: 'Havnegade 12', zip: '8000', city: 'Aarhus C', country: 'DK', vat_no: '12345678' } });
  });

  it('asks the GB registry for a GB partner', async () => {
    const { agent } = await signedInAgent(t, { country: 'GB' });
    expect((await agent.get('/api/v1/project-manager/CvrSearch?cvr=01234567')).body.data.name).toBe('Thames Compute Ltd');
    // A Danish number is not in the GB registry.
    expect((await agent.get('/api/v1/project-manager/CvrSearch?cvr=12345678')).status).toBe(404);
  });

  it('answers the spec\'s texts: short number 422, unknown company 404, registry failure 503', async () => {
    const { agent } = await signedInAgent(t, { country: 'DK' });
    for (const cvr of ['', '1234567']) {
      const short = await agent.get(`/api/v1/project-manager/CvrSearch?cvr=${cvr}`);
      expect(short.status).toBe(422);
      expect(short.body.errors.cvr).toEqual(['Number must be 8 digits']);
    }
    const missing = await agent.get('/api/v1/project-manager/CvrSearch?cvr=55555555');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Company not found');
    const failed = await agent.get('/api/v1/project-manager/CvrSearch?cvr=99999999');
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('An error has accured');
  });

  it('is refused to partners outside DK and GB, and without a session', async () => {
    const { agent } = await signedInAgent(t, { country: 'DE' });
    const r = await agent.get('/api/v1/project-manager/CvrSearch?cvr=12345678');
    expect(r.status).toBe(403);
    expect((await new Agent(t.baseUrl).get('/api/v1/project-manager/CvrSearch?cvr=12345678')).status).toBe(401);
  });
});

describe('#clients.cvr-search GraphQL', () => {
  it('looks a company up with the same errors', async () => {
    const { agent } = await signedInAgent(t, { country: 'DK' });
    const ok = await agent.gql('query($c: String!) { companyRegistryLookup(cvr: $c) { name zip city country vatNo } }', { c: '87654321' });
    expect(ok.data.companyRegistryLookup).toEqual({ name: 'Nørre Serverdrift A/S', zip: '2200', city: 'København N', country: 'DK', vatNo: '87654321' });
    const missing = await agent.gql('query($c: String!) { companyRegistryLookup(cvr: $c) { name } }', { c: '55555555' });
    expect(missing.errors?.[0].extensions?.key).toBe('clients.cvrNotFound');
  });
});

describe('#clients.cvr-search local stub', () => {
  it('answers from the in-process stub when CVR_API_URL is unset', async () => {
    const local = await startTestApp({ cvrApiUrl: null });
    try {
      const { agent } = await signedInAgent(local, { country: 'DK' });
      expect((await agent.get('/api/v1/project-manager/CvrSearch?cvr=11223344')).body.data.name).toBe('Grøn Hosting I/S');
    } finally {
      await local.close();
    }
  });
});
