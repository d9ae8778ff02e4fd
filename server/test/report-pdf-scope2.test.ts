/**
 * Issue #46 point 2 on paper: the exported baseline PDF of the issue's DK case (8760 kWh at 150 g/kWh,
 * 25 % renewable, no instruments), rendered through the real print view (the built SPA, dist/client) and
 * read with PDF.js. The stamp registers and names the location-based figure (1314.0 kg CO2e, "scope 2,
 * location-based"), the headline says the same, the scope 2 table prints both methods, and M3's 985.5 kg
 * is neither stamped nor headlined. With market-based chosen, the stamp says 3828.7 and names it.
 * Needs `npm run build` first; without a build it is skipped, saying so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { ROOT_DIR } from '../src/platform/config';
import { type Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { pdfText, pdfTitle } from './pdf-text';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

const BUILT = existsSync(path.join(ROOT_DIR, 'dist', 'client', 'index.html'));
if (!BUILT) console.warn('report-pdf-scope2.test.ts: skipped, the client is not built (npm run build)');

let lastTitle: string | undefined;
let t: TestApp;
let agent: Agent;
let projectId: number;

async function exportBaseline(): Promise<string> {
  const res = await fetch(`${t.baseUrl}${api(`/projects/${projectId}/report.pdf`)}?type=baseline`, { headers: { cookie: agent.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  const text = await pdfText(bytes);
  lastTitle = await pdfTitle(bytes);
  if (process.env.KEEP_PDF_TEXT) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF_TEXT, text);
  return text;
}

describe.skipIf(!BUILT)('#report-pdf.scope2 (the built print view, issue #46 point 2)', () => {
  beforeAll(async () => {
    t = await startTestApp();
    ({ agent } = await signedInAgent(t));
    expect((await agent.put('/api/v1/user/settings/language', { language: 'en-GB' })).status).toBe(200);
    const project = await newProject(agent, { country: 'DK', name: 'DK office' });
    projectId = project.id;
    const group = await newGroup(agent, project.id, { name: 'Today', state: 'baseline' });
    const solution = await newSolution(agent, project.id, group.id, 'end_user');
    expect((await agent.put(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}`), { co2_factor_gram: 150, renewable_energy: 25 })).status).toBe(200);
    await addItem(agent, project.id, solution.id, { product_id: (await newProduct(agent, { category: 'desktop', watts: 1000, hours: 8760 })).id, amount: 1 });
  }, 120_000);
  afterAll(async () => {
    await closePdfRenderer();
    await t?.close();
  });

  // Compared without white space and case where the print view sets them: the KPI label is an overline
  // (upper case), a long label breaks after a hyphen ("location- based"), the font has ligatures ("fi gure").
  const bare = (x: string) => x.replace(/\s+/g, '');
  const lower = (x: string) => bare(x).toLowerCase();

  it('stamps and headlines the location-based figure, named; the scope 2 table prints both methods', async () => {
    const text = await exportBaseline();
    expect(bare(text)).toContain(bare('CO2 total: 1314.0 kg CO2e (scope 2, location-based)'));
    expect(lower(text)).toContain(lower('CO2e / year (scope 2, location-based) 1,314.0 kg'));
    expect(bare(text)).toContain(bare('emits 1,314.0 kg CO2e (scope 2, location-based)'));
    expect(bare(text)).toContain(bare('Scope 2 (GHG Protocol): location-based and market-based'));
    expect(text).toMatch(/3,828\.7/);
    expect(bare(text)).toContain(bare("This document registers and headlines the location-based figure. The other tables' CO2e is M3"));
    // M3's 985.5 kg is neither stamped nor headlined (it stays in the M3 table, labelled by the note above).
    expect(bare(text)).not.toContain(bare('CO2 total: 985.5'));
    expect(bare(text)).not.toContain(bare('emits 985.5'));
    // The PDF is titled by its report, not by the app (issue #47, point 11).
    expect(lastTitle).toBe('Baseline report – DK office');
  }, 180_000);

  it('stamps the market-based figure, named, once the partner chooses it', async () => {
    expect((await agent.put('/api/v1/partner/admin/scope2-method', { scope2_registered_method: 'market' })).status).toBe(200);
    const text = await exportBaseline();
    expect(bare(text)).toContain(bare('CO2 total: 3828.7 kg CO2e (scope 2, market-based)'));
    expect(lower(text)).toContain(lower('CO2e / year (scope 2, market-based) 3,828.7 kg'));
    expect(bare(text)).toContain(bare('This document registers and headlines the market-based figure.'));
  }, 180_000);
});
