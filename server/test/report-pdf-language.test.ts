/**
 * Issue #28 "The document speaks the report's language": the demo project's comparative report
 * exported through the real print view (the built SPA, dist/client) reads in Danish when the partner's
 * "Report language" is da-DK, and in German when no report language is set and the user speaks de-DE,
 * with numbers in that locale. Needs `npm run build` first (`npm test` builds the client after the
 * integration tests: run `npm run build && npx vitest run --project server-integration
 * server/test/report-pdf-language.test.ts`); without a build it is skipped, saying so.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../e2e/pdf';
import { Project } from '../src/features/projects/project.entity';
import { DEMO_PASSWORD } from '../src/features/seed/demo-seed';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { ROOT_DIR } from '../src/platform/config';
import { Agent, startTestApp, type TestApp } from './helpers';
import { api } from './solutions-fixtures';

const BUILT = existsSync(path.join(ROOT_DIR, 'dist', 'client', 'index.html'));
if (!BUILT) console.warn('report-pdf-language.test.ts: skipped, the client is not built (npm run build)');

let t: TestApp;
let agent: Agent;
let projectId: number;
let originalLanguage: string;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pdf-language-'));

async function exportedText(): Promise<string> {
  const res = await fetch(`${t.baseUrl}${api(`/projects/${projectId}/report.pdf`)}?type=comparative`, { headers: { cookie: agent.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  const file = path.join(tmp, `${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return (await readPdf(file)).text;
}

describe.skipIf(!BUILT)('#report-pdf.language (the built print view, issue #28)', () => {
  beforeAll(async () => {
    t = await startTestApp();
    agent = new Agent(t.baseUrl);
    await agent.login('admin@seller.demo', DEMO_PASSWORD);
    const project = await t.orm.em.fork().findOneOrFail(Project, { name: 'Data centre consolidation 2027', partner: { name: 'Nordic IT Partner ApS' } });
    projectId = project.id;
    const me = await agent.get('/api/v1/user/settings/language');
    originalLanguage = me.body?.data?.language ?? me.body?.language ?? 'en-GB';
  }, 120_000);
  afterAll(async () => {
    // Leave the demo partner and user as they were for the other tests.
    await agent?.gql('mutation { partnerReportOptionsUpdate(input: { locale: null }) { id } }');
    await agent?.put('/api/v1/user/settings/language', { language: originalLanguage });
    await closePdfRenderer();
    await t?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("reads in Danish with the partner's report language da-DK, though the user speaks German", async () => {
    expect((await agent.put('/api/v1/user/settings/language', { language: 'de-DE' })).status).toBe(200);
    const saved = await agent.gql('mutation { partnerReportOptionsUpdate(input: { locale: "da-DK" }) { id locale } }');
    expect(saved.errors).toBeUndefined();
    const text = await exportedText();
    // da-DK catalogue: the stamp (an overline, printed in capitals) and the running footer.
    expect(text).toMatch(/Verificerbart dokument/i);
    expect(text).toMatch(/CO2 i alt: \d+,\d kg CO2e/);
    expect(text).toMatch(/Side 1\/\d+/);
    expect(text).not.toMatch(/Verifiable document/i);
    // Danish numbers: '.' groups thousands (e.g. 127.801 kWh), ',' is the decimal separator.
    expect(text).toMatch(/\b\d{1,3}\.\d{3}(,\d+)?\b/);
  }, 120_000);

  it("reads in German with no report language set, in the user's language de-DE", async () => {
    const cleared = await agent.gql('mutation { partnerReportOptionsUpdate(input: { locale: null }) { id locale } }');
    expect(cleared.errors).toBeUndefined();
    const text = await exportedText();
    expect(text).toMatch(/Prüfbares Dokument/i);
    expect(text).toMatch(/Seite 1\/\d+/);
    expect(text).toMatch(/CO2-Summe: \d+,\d kg CO2e/);
    expect(text).not.toMatch(/Verifiable document/i);
    expect(text).toMatch(/\b\d{1,3}\.\d{3}(,\d+)?\b/);
  }, 120_000);
});
