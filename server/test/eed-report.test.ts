/**
 * The EED report of a data-centre solution (issue #31): REST and GraphQL with the acceptance example,
 * the model's energies as defaults, validation, non-data-centre solutions, tenancy and the exports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const acceptance = {
  year: 2025,
  installed_it_power_kw: 500,
  total_energy_kwh: 1_500_000,
  it_energy_kwh: 1_000_000,
  water_input_m3: 1_800,
  reused_energy_kwh: 300_000,
  renewable_energy_kwh: 1_200_000,
};

async function site(agent: Agent, co2FactorGram = 150) {
  const project = await newProject(agent);
  const group = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const solution = await newSolution(agent, project.id, group.id, 'datacenter', { name: 'Site Ballerup', co2_factor_gram: co2FactorGram });
  const put = await agent.put(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}`), { co2_factor_gram: co2FactorGram });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  expect(put.body.data.co2_factor_gram).toBe(co2FactorGram);
  return { project, group, solution, url: api(`/projects/${project.id}/solution/${solution.id}/eed-report`) };
}

function expectAcceptanceKpis(d: Record<string, any>) {
  expect(d.pue).toBeCloseTo(1.5, 9);
  expect(d.dcie).toBeCloseTo(66.6667, 3);
  expect(d.wue).toBeCloseTo(1.8, 9);
  expect(d.erf).toBeCloseTo(0.2, 9);
  expect(d.ref).toBeCloseTo(0.8, 9);
  expect(d.ere).toBeCloseTo(1.2, 9);
  expect(d.cue).toBeCloseTo(0.225, 9);
  expect(d.obliged).toBe(true);
}

describe('#eed-report REST', () => {
  it('saves the acceptance example with PUT and answers its KPIs on GET', async () => {
    const { agent } = await signedInAgent(t);
    const { url } = await site(agent);
    const put = await agent.put(url, acceptance);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ ...acceptance, total_energy_source: 'measured', it_energy_source: 'measured', co2_factor_gram: 150, saved: true });
    expectAcceptanceKpis(put.body.data);

    const get = await agent.get(`${url}?year=2025`);
    expect(get.status).toBe(200);
    expect(get.body.data).toMatchObject(acceptance);
    expectAcceptanceKpis(get.body.data);
    // Another year is a report of its own.
    expect((await agent.get(`${url}?year=2024`)).body.data).toMatchObject({ year: 2024, saved: false, water_input_m3: null, wue: null });
  });

  it('is obliged from 500 kW installed IT power on, not at 499 or 499.99 kW', async () => {
    const { agent } = await signedInAgent(t);
    const { url } = await site(agent);
    for (const [kw, obliged] of [[500, true], [499.99, false], [499, false], [2000, true]] as const) {
      const r = await agent.put(url, { ...acceptance, installed_it_power_kw: kw });
      expect(r.body.data.obliged, `${kw} kW`).toBe(obliged);
    }
  });

  it('takes EDC and EIT from the model of the solution while nothing is measured', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution, url } = await site(agent);
    const p = await newProduct(agent, { watts: 400, hours: 8760 });
    await addItem(agent, project.id, solution.id, { product_id: p.id, amount: 3 });
    expect((await agent.put(api(`/solution/${solution.id}/ups/ups_92_1`), {})).status).toBe(200);
    expect((await agent.put(api(`/solution/${solution.id}/cooling/cooling_2_98`), {})).status).toBe(200);
    const summary = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    expect(summary.total_kwh).toBeGreaterThan(summary.it_kwh);
    expect(summary.it_kwh).toBeCloseTo(3 * 400 * 8.76, 6);

    const d = (await agent.get(`${url}?year=2025`)).body.data;
    expect(d).toMatchObject({ total_energy_source: 'model', it_energy_source: 'model', saved: false });
    expect(d.total_energy_kwh).toBeCloseTo(summary.total_kwh, 6);
    expect(d.it_energy_kwh).toBeCloseTo(summary.it_kwh, 6);
    expect(d.model_total_energy_kwh).toBeCloseTo(summary.total_kwh, 6);
    expect(d.pue).toBeCloseTo(summary.total_kwh / summary.it_kwh, 9);

    // Only EIT measured: EDC stays the model's.
    const put = (await agent.put(url, { year: 2025, it_energy_kwh: 10_000 })).body.data;
    expect(put).toMatchObject({ total_energy_source: 'model', it_energy_source: 'measured', it_energy_kwh: 10_000 });
    expect(put.total_energy_kwh).toBeCloseTo(summary.total_kwh, 6);
  });

  it('defaults to the last calendar year', async () => {
    const { agent } = await signedInAgent(t);
    const { url } = await site(agent);
    expect((await agent.get(url)).body.data.year).toBe(new Date().getUTCFullYear() - 1);
  });

  it('refuses bad values with 422 field errors, never 500', async () => {
    const { agent } = await signedInAgent(t);
    const { url } = await site(agent);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...acceptance, water_input_m3: -1 }, 'water_input_m3'],
      [{ ...acceptance, reused_energy_kwh: 'lots' }, 'reused_energy_kwh'],
      [{ ...acceptance, installed_it_power_kw: { kw: 1 } }, 'installed_it_power_kw'],
      [{ ...acceptance, year: 1999 }, 'year'],
      [{ ...acceptance, year: 2101 }, 'year'],
      [{ ...acceptance, year: 2025.5 }, 'year'],
      [{ installed_it_power_kw: 1 }, 'year'],
      [{ ...acceptance, it_energy_kwh: 1_600_000 }, 'it_energy_kwh'],
      [{ ...acceptance, renewable_on_site_kwh: 1_000_000, renewable_ppa_kwh: 300_000 }, 'renewable_energy_kwh'],
      [{ ...acceptance, cooling_set_point_min_c: 27, cooling_set_point_max_c: 18 }, 'cooling_set_point_max_c'],
    ];
    for (const [body, field] of cases) {
      const r = await agent.put(url, body);
      expect(r.status, `${JSON.stringify(body)} → ${JSON.stringify(r.body)}`).toBe(422);
      expect(Object.keys(r.body.errors), JSON.stringify(r.body)).toContain(field);
    }
    expect((await agent.put(url, { ...acceptance, it_energy_kwh: 1_600_000 })).body.errors.it_energy_kwh).toEqual([
      'The IT energy may not be greater than the total energy of the data centre.',
    ]);
    expect((await agent.get(`${url}?year=abc`)).status).toBe(422);
    expect((await agent.get(`${url}?year=1900`)).status).toBe(422);
    expect((await agent.put(url, [1, 2])).status).toBe(422);
  });

  it('is for data-centre solutions only (422)', async () => {
    const { agent } = await signedInAgent(t);
    const project = await newProject(agent);
    const group = await newGroup(agent, project.id, { name: 'Office', state: 'baseline' });
    const office = await newSolution(agent, project.id, group.id, 'end_user');
    const url = api(`/projects/${project.id}/solution/${office.id}/eed-report`);
    for (const r of [await agent.get(url), await agent.put(url, acceptance)]) {
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.message).toBe('An EED report is kept for data-centre solutions only.');
    }
  });

  it('keeps to the project: another partner gets 404, a guest reads but may not write (403), anonymous 401', async () => {
    const owner = await signedInAgent(t);
    const { project, url } = await site(owner.agent);
    expect((await owner.agent.put(url, acceptance)).status).toBe(200);

    const other = await signedInAgent(t);
    expect((await other.agent.get(url)).status).toBe(404);
    expect((await other.agent.put(url, acceptance)).status).toBe(404);
    expect((await other.agent.get(`${url}/export?format=csv&year=2025`)).status).toBe(404);
    // The other partner's own project id with the owner's solution id: 404 too.
    const own = await site(other.agent);
    const crossed = api(`/projects/${own.project.id}/solution/${url.split('/solution/')[1].split('/')[0]}/eed-report`);
    expect((await other.agent.get(crossed)).status).toBe(404);

    const guest = await signedInAgent(t);
    expect((await owner.agent.post(`/api/v1/projects/${project.id}/share`, { subscriber: guest.email })).status).toBe(201);
    const read = await guest.agent.get(`${url}?year=2025`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ water_input_m3: 1800, editable: false });
    expect((await owner.agent.get(`${url}?year=2025`)).body.data.editable).toBe(true);
    expect((await guest.agent.put(url, acceptance)).status).toBe(403);

    const anon = new Agent(t.baseUrl);
    expect((await anon.get(url)).status).toBe(401);
    expect((await anon.put(url, acceptance)).status).toBe(401);
    expect((await owner.agent.get(api(`/projects/${project.id}/solution/abc/eed-report`))).status).toBe(404);
  });

  it('exports the annual report of the site as CSV and XLSX', async () => {
    const { agent } = await signedInAgent(t);
    const { url } = await site(agent);
    await agent.put(url, acceptance);
    const csv = await fetch(`${t.baseUrl}${url}/export?year=2025&format=csv`, { headers: { cookie: agent.cookieHeader() } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="?eed-report-Site-Ballerup-2025\.csv"?/);
    const text = await csv.text();
    expect(text).toContain('pue,Power usage effectiveness (PUE = EDC/EIT),1.5,');
    expect(text).toContain('water_input_m3,Total water input (WIN),1800,m3');
    expect(text).toContain('obliged,Obliged to report (installed IT power >= 500 kW),true,');

    const xlsx = await fetch(`${t.baseUrl}${url}/export?year=2025&format=xlsx`, { headers: { cookie: agent.cookieHeader() } });
    expect(xlsx.status).toBe(200);
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    // An XLSX file is a ZIP archive: "PK".
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    expect((await agent.get(`${url}/export?format=pdf`)).status).toBe(422);

    // In the user's language with ?lang= (issue #47, Translations): labels, header and file name; the key column stays.
    const danish = await fetch(`${t.baseUrl}${url}/export?year=2025&format=csv&lang=da-DK`, { headers: { cookie: agent.cookieHeader() } });
    expect(danish.headers.get('content-disposition')).toMatch(/filename="?eed-rapport-Site-Ballerup-2025\.csv"?/);
    const dk = await danish.text();
    expect(dk).toContain('nøgle,størrelse,værdi,enhed');
    expect(dk).toContain('water_input_m3,Samlet vandtilførsel (WIN),1800,m3');
    expect(dk).not.toContain('Total water input');
    const bad = await agent.get(`${url}/export?year=2025&format=csv&lang=xx-XX`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.lang).toBeDefined();
  });

  it('never gives Infinity: IT energy 5e-324 kWh is read by GraphQL and exported without Infinity; 10^13 kWh is refused (issue #45, point 4)', async () => {
    const { agent } = await signedInAgent(t);
    const { url, project, solution } = await site(agent);
    const put = await agent.put(url, { ...acceptance, it_energy_kwh: 5e-324 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.pue).toBeNull();
    const read = await agent.gql('query($p: ID!, $s: ID!, $y: Int) { eedReport(projectId: $p, solutionId: $s, year: $y) { pue cue wue } }', { p: project.id, s: solution.id, y: 2025 });
    expect(read.errors).toBeUndefined();
    expect(read.data.eedReport).toEqual({ pue: null, cue: null, wue: null });
    const csv = await (await fetch(`${t.baseUrl}${url}/export?year=2025&format=csv`, { headers: { cookie: agent.cookieHeader() } })).text();
    expect(csv).not.toMatch(/Infinity|NaN/);
    const huge = await agent.put(url, { ...acceptance, total_energy_kwh: 1e13 });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.total_energy_kwh).toEqual(['The value may be at most 1000000000000.']);
  });
});

describe('#eed-report GraphQL', () => {
  const FIELDS = 'year totalEnergyKwh itEnergyKwh totalEnergySource itEnergySource modelTotalEnergyKwh pue dcie wue erf ref ere cue obliged saved';

  it('saves and reads the acceptance example', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await site(agent);
    const input = {
      projectId: String(project.id),
      solutionId: String(solution.id),
      year: 2025,
      installedItPowerKw: 499,
      totalEnergyKwh: 1_500_000,
      itEnergyKwh: 1_000_000,
      waterInputM3: 1_800,
      reusedEnergyKwh: 300_000,
      renewableEnergyKwh: 1_200_000,
      renewableGuaranteesOfOriginKwh: 1_200_000,
    };
    const saved = await agent.gql(`mutation($input: EedReportInputType!) { eedReportSave(input: $input) { ${FIELDS} } }`, { input });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data.eedReportSave).toMatchObject({ obliged: false, totalEnergySource: 'measured', saved: true });
    const read = await agent.gql(`query($p: ID!, $s: ID!, $y: Int) { eedReport(projectId: $p, solutionId: $s, year: $y) { ${FIELDS} } }`, { p: project.id, s: solution.id, y: 2025 });
    expect(read.errors).toBeUndefined();
    expectAcceptanceKpis({ ...read.data.eedReport, obliged: true });
    expect(read.data.eedReport.obliged).toBe(false);

    const bad = await agent.gql(`mutation($input: EedReportInputType!) { eedReportSave(input: $input) { year } }`, { input: { ...input, waterInputM3: -5 } });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION', field: 'waterInputM3' });

    const other = await signedInAgent(t);
    const foreign = await other.agent.gql(`query($p: ID!, $s: ID!) { eedReport(projectId: $p, solutionId: $s) { year } }`, { p: project.id, s: solution.id });
    expect(foreign.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('#eed-report one renewable figure (issue #46 point 7)', () => {
  it("shows the EED entry (REF 0.40) beside scope 2's renewable kWh (0: no instruments) and says they disagree; CUE names its grid factor", async () => {
    const { agent } = await signedInAgent(t);
    const x = await site(agent);
    await addItem(agent, x.project.id, x.solution.id, { product_id: (await newProduct(agent, { watts: 500, hours: 8760 })).id, amount: 2 });
    const put = await agent.put(x.url, { year: 2025, total_energy_kwh: 1_000_000, it_energy_kwh: 800_000, renewable_energy_kwh: 400_000 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const d = put.body.data;
    expect(d.ref).toBeCloseTo(0.4, 9);
    expect(d).toMatchObject({ scope2_renewable_kwh: 0, scope2_ref: 0, renewable_difference_kwh: 400_000, renewable_agree: false, cue_factor_method: 'location', co2_factor_gram: 150 });

    // A guarantee of origin for the same kWh in scope 2: the two figures agree.
    const model = d.model_total_energy_kwh as number;
    const go = Math.round(model * 0.4);
    const inst = await agent.put(api(`/projects/${x.project.id}/solution/${x.solution.id}/energy-instruments`), { instruments: [{ type: 'guarantee_of_origin', kwh: go }] });
    expect(inst.status, JSON.stringify(inst.body)).toBe(200);
    const again = await agent.put(x.url, { year: 2025, total_energy_kwh: 1_000_000, it_energy_kwh: 800_000, renewable_energy_kwh: go });
    expect(again.body.data).toMatchObject({ scope2_renewable_kwh: go, renewable_difference_kwh: 0, renewable_agree: true });
    // The guarantee of origin recorded on the solution is offered as the entry's evidence (issue #47, point 10).
    expect(d.scope2_guarantee_of_origin_kwh).toBe(0);
    expect(again.body.data).toMatchObject({ scope2_guarantee_of_origin_kwh: go, scope2_ppa_kwh: 0 });
    expect(again.body.data.scope2_ref).toBeCloseTo(go / 1_000_000, 9);

    // GraphQL, and without an entry there is nothing to reconcile.
    const g = await agent.gql('query($p: ID!, $s: ID!, $y: Int) { eedReport(projectId: $p, solutionId: $s, year: $y) { scope2RenewableKwh scope2GuaranteeOfOriginKwh renewableAgree cueFactorMethod } }', { p: x.project.id, s: x.solution.id, y: 2024 });
    expect(g.errors).toBeUndefined();
    expect(g.data.eedReport).toEqual({ scope2RenewableKwh: go, scope2GuaranteeOfOriginKwh: go, renewableAgree: null, cueFactorMethod: 'location' });

    // The export carries both figures.
    const csv = await (await fetch(`${t.baseUrl}${x.url}/export?year=2025&format=csv`, { headers: { cookie: agent.cookieHeader() } })).text();
    expect(csv).toMatch(/scope2_renewable_kwh/);
    expect(csv).toMatch(/renewable_agree/);
  });
});
