/**
 * Project reports (spec/project-areas.md §2, §3 Report, Report setting, Report availability, §7
 * Reports): the report's headline figures against the solutions summaries and hand-computed values,
 * settings, year and heading, availability reasons, the generated-report log, tenancy, permissions and
 * the bound on SQL statements per report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES_BY_ID } from '../../shared/reference';
import { Product } from '../src/features/catalogue/product.entity';
import { Partner } from '../src/features/partners/partner.entity';
import { Category } from '../src/features/reference/reference.entity';
import { ProjectReport, ReportGenerated } from '../src/features/reports/report.entity';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionItem } from '../src/features/solutions/solution.entity';
import { clearFiguresCache } from '../src/features/solutions/summaries/project-figures';
import { Agent, buildUser, signedInAgent, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution, startCountingApp, type QueryCounter } from './solutions-fixtures';

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

type Signed = Awaited<ReturnType<typeof signedInAgent>>;

/**
 * The report project:
 * - baseline "Current": a data-centre solution with 2 servers × 300 W all year behind a 92.1 % UPS and
 *   COP 2.98 cooling, 96 cores; an end-user solution with 40 laptops × 5 W × 2000 h, 40 users;
 * - comparative "Proposal" (primary): a data-centre solution with 1 refurbished server (10 %) × 400 W
 *   bought for 5000, 96 cores, the same UPS and cooling, servers drawing half their energy through
 *   them (infrastructure share 0.5); an end-user solution with 40 laptops × 2.5 W × 2000 h, 40 users;
 * - "Old idea", inactive, with 5 desktops (in no total, no category list, no availability).
 */
async function reportProject(agent: Agent) {
  const project = await newProject(agent);
  const P = `/projects/${project.id}`;
  const baseline = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const b1 = await newSolution(agent, project.id, baseline.id, 'datacenter');
  const b2 = await newSolution(agent, project.id, baseline.id, 'end_user');
  await addItem(agent, project.id, b1.id, { product_id: (await newProduct(agent, { category: 'server', watts: 300, hours: 8760 })).id, amount: 2 });
  await addItem(agent, project.id, b2.id, { product_id: (await newProduct(agent, { category: 'laptop', watts: 5, hours: 2000 })).id, amount: 40 });

  const proposal = await newGroup(agent, project.id, { name: 'Proposal' });
  const c1 = await newSolution(agent, project.id, proposal.id, 'datacenter');
  const c2 = await newSolution(agent, project.id, proposal.id, 'end_user');
  const refurbished = await addItem(agent, project.id, c1.id, {
    product_id: (await newProduct(agent, { category: 'server', watts: 400, hours: 8760, model: 'Refurb R1' })).id,
    amount: 1,
    refurbishment_impact_percentage: 10,
    unit_price: 5000,
  });
  await addItem(agent, project.id, c2.id, { product_id: (await newProduct(agent, { category: 'laptop', watts: 2.5, hours: 2000 })).id, amount: 40 });

  for (const s of [b1, c1]) {
    expect((await agent.put(api(`/solution/${s.id}/ups/ups_92_1`), {})).status).toBe(200);
    expect((await agent.put(api(`/solution/${s.id}/cooling/cooling_2_98`), {})).status).toBe(200);
    expect((await agent.post(api(`${P}/solution/${s.id}/capacities`), { capacity_id: 'server_cores', amount: 96 })).status).toBe(200);
  }
  for (const s of [b2, c2]) expect((await agent.post(api(`${P}/solution/${s.id}/capacities`), { capacity_id: 'laptop_users', amount: 40 })).status).toBe(200);
  expect((await agent.post(api(`${P}/solution/${c1.id}/category-infrastructure-shares`), { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.5 })).status).toBe(201);
  expect((await agent.put(api(`${P}/solution-groups/${proposal.id}/primary`))).status).toBe(200);

  const old = await newGroup(agent, project.id, { name: 'Old idea', state: 'inactive' });
  const o1 = await newSolution(agent, project.id, old.id, 'end_user');
  await addItem(agent, project.id, o1.id, { product_id: (await newProduct(agent, { category: 'desktop', watts: 50, hours: 2000 })).id, amount: 5 });
  return { project, baseline, proposal, old, b1, b2, c1, c2, refurbished };
}

// The arithmetic, by hand (M1–M4), DK grid 143.3 g/kWh, the project's 1.35 per kWh:
// Baseline data centre (the solutions summary's worked example): IT 2 × 300 W × 8760 h = 5256 kWh,
// UPS 5256 × (100/92.1 − 1) = 450.84, cooling (5256 + 450.84) / 2.98 = 1915.05, total 7621.8875.
const B_DC_KWH = 7621.887501912961;
// Baseline end user: 40 × 5 W × 2000 h / 1000 = 400 kWh (no UPS or cooling in mode 2).
const B_TOTAL_KWH = B_DC_KWH + 400; // 8021.8875
// Comparative data centre: IT 400 W × 8760 h = 3504 kWh; covered 3504 × 0.5 = 1752;
// UPS 1752 × (100/92.1 − 1) = 150.2801; cooling (1752 + 150.2801) / 2.98 = 638.3490; total 4292.6292.
const C_DC_KWH = 3504 + 150.2801302931597 + 638.3490370111275;
// Comparative end user: 40 × 2.5 W × 2000 h / 1000 = 200 kWh.
const C_TOTAL_KWH = C_DC_KWH + 200; // 4492.6292
const GRID = 0.1433; // kg per kWh
const B_CO2 = B_TOTAL_KWH * GRID; // 1149.5365 kg
const C_CO2 = C_TOTAL_KWH * GRID; // 643.7938 kg
const SAVING_KG = B_CO2 - C_CO2; // 505.7427 kg, 43.995 % of the baseline
const ENERGY_SAVING = B_TOTAL_KWH - C_TOTAL_KWH; // 3529.2583 kWh
const MONEY_SAVING = ENERGY_SAVING * 1.35; // 4764.4988 a year (both sides at 1.35)
const PAYBACK = 5000 / MONEY_SAVING; // 1.0494 years (5000 more invested, nothing in the baseline)

describe('#reports.data', () => {
  let owner: Signed;
  let x: Awaited<ReturnType<typeof reportProject>>;
  beforeAll(async () => {
    owner = await signedInAgent(t);
    x = await reportProject(owner.agent);
  });
  const P = () => `/projects/${x.project.id}`;

  it('creates the report on first read with the latest rating year and the default settings', async () => {
    const r = await owner.agent.get(api(`${P()}/report`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.report).toMatchObject({ project_id: x.project.id, year: 2026, comparative_heading: null });
    expect(d.rating_year).toBe(2026);
    expect(d.report_settings).toHaveLength(20);
    expect(d.report_settings.filter((s: any) => s.key.startsWith('INCLUDE_')).every((s: any) => s.value === 1)).toBe(true);
    expect(d.report_settings.find((s: any) => s.key === 'PRECISION').value).toBe(0);
    expect(d.report_settings.find((s: any) => s.key === 'CO2_PRECISION').value).toBe(1);
    expect(d.partner).toMatchObject({ name: owner.partner.name, logo_url: null });
    expect(d.kwh_price).toBe(1.35);
    expect(d.currency).toBe('DKK');
    expect(d.report_options).toMatchObject({ source: 'default', theme: 'default' });
    expect(await t.orm.em.fork().count(ProjectReport, { project: x.project.id })).toBe(1);
  });

  it('gives the groups the figures of the solutions summaries, the baseline first, with headings and items', async () => {
    const d = (await owner.agent.get(api(`${P()}/report`))).body.data;
    expect(d.solution_groups.map((g: any) => g.name)).toEqual(['Current', 'Proposal', 'Old idea']);
    for (const g of d.solution_groups) {
      const s = (await owner.agent.get(api(`${P()}/solution-groups/${g.id}/summary`))).body.data;
      for (const key of ['total_kwh', 'ups_kwh', 'cooling_kwh', 'operational_cost', 'investment', 'co2_emission_kg', 'co2_emission_ton', 'dcie', 'rating', 'energywheel', 'category_data', 'lca_data', 'warnings']) {
        expect(g[key], `${g.name} ${key}`).toEqual(s[key]);
      }
      expect(g.solutions.map((x: any) => x.total_kwh)).toEqual(s.solutions.map((x: any) => x.total_kwh));
    }
    const [current, proposal] = d.solution_groups;
    expect(current).toMatchObject({ state: 'baseline', active: true, primary: false, warnings: [], category_infrastructure_share_invalid: false, baseline_heading: null });
    expect(proposal).toMatchObject({ state: 'comparative', primary: true, refurbished_item_count: 1 });
    expect(current.total_kwh).toBeCloseTo(B_TOTAL_KWH, 6);
    expect(proposal.total_kwh).toBeCloseTo(C_TOTAL_KWH, 6);
    // DCiE of the baseline, a data-centre figure (M2, issue #28): its data centre's IT 5256 of 7621.89 kWh
    // = 68.96 % → 69 (counting the 400 kWh of office equipment as IT gave 5656 of 8021.89 = 71 %).
    expect(current.dcie).toBe(69);

    // Detailed items: the refurbished server with its figures and LCA stages (M5).
    const dc = proposal.solutions.find((s: any) => s.id === x.c1.id);
    expect(dc.solution_type).toEqual({ id: 'datacenter', name: 'Data centre', calculation_mode: 1 });
    const item = dc.items[0];
    expect(item).toMatchObject({ id: x.refurbished.id, amount: 1, hours: 8760, refurbished: true, refurbishment_impact_percentage: 10, unit_price: 5000, investment: 5000, lca_method: 'category_default' });
    expect(item.product).toMatchObject({ manufacturer: 'Acme', model_name: 'Refurb R1', category_id: 'server', category_name: 'Server (rack or tower)' });
    expect(item.annual_kwh).toBeCloseTo(3504, 9);
    expect(item.total_kwh).toBeCloseTo(C_DC_KWH, 6); // the only item: all of the solution's UPS and cooling
    expect(item.co2_emission_kg).toBeCloseTo(C_DC_KWH * GRID, 6);
    const d0 = CATEGORIES_BY_ID.server.defaultLca!;
    const mt = d0.manufacturingKgCo2e + d0.transportationKgCo2e!;
    expect(item.lca_data.manufacturing_kg_co2e).toBeCloseTo(d0.manufacturingKgCo2e, 9);
    expect(item.lca_data.refurbishment_impact_kg_co2e).toBeCloseTo(0.1 * mt, 9);
    expect(item.lca_data.refurbished_offset_total_kg_co2e).toBeCloseTo(0.9 * mt, 9);
    // gwp = impact + use over 5 years + end of life.
    expect(item.lca_data.gwp_kg_co2e).toBeCloseTo(0.1 * mt + C_DC_KWH * GRID * 5 + d0.eolKgCo2e!, 6);
    expect(current.solutions[1].items[0]).toMatchObject({ amount: 40, hours: 2000, refurbished: false, annual_kwh: 400 });
  });

  it('lists the categories of the active groups by kWh and by GWP, and computes the CO2 impact and the comparison', async () => {
    const d = (await owner.agent.get(api(`${P()}/report`))).body.data;
    // kWh: servers 7621.9 + 4292.6 against laptops 400 + 200. GWP: 80 laptops at 262.6 kg each
    // (≈ 21 000 kg) against 3 servers (≈ 11 200 kg, one refurbished). The inactive desktops are left out.
    expect(d.unique_categories_sorted_kwh).toEqual(['Server (rack or tower)', 'Laptop']);
    expect(d.unique_categories_sorted_gwp).toEqual(['Laptop', 'Server (rack or tower)']);

    const c = d.co2_impact;
    expect(c.baseline_group_id).toBe(x.baseline.id);
    expect(c.comparative_group_id).toBe(x.proposal.id);
    expect(c.baseline_co2_kg).toBeCloseTo(B_CO2, 6);
    expect(c.comparative_co2_kg).toBeCloseTo(C_CO2, 6);
    expect(c.saving_kg).toBeCloseTo(SAVING_KG, 6);
    expect(c.saving_percent).toBeCloseTo((SAVING_KG / B_CO2) * 100, 9);
    expect(c.saving_kg_rounded).toBe(506); // below 10^3: to an integer (M7)
    expect(c.equivalences.impact.trees).toBeCloseTo(SAVING_KG / 22, 9); // 22.99 trees
    expect(c.equivalences.impact.car_km).toBeCloseTo(SAVING_KG / 0.1223, 6);
    expect(c.equivalences.extended.persons).toBeCloseTo(SAVING_KG / 4480, 9);
    expect(c.equivalences.extended.light_bulbs).toBeCloseTo(SAVING_KG * 0.0273748676, 9);
    expect(c.units.baseline).toMatchObject({ unit: 'kg', divider: 1 });

    const m = d.comparative;
    expect(m).toMatchObject({ baseline_group_id: x.baseline.id, comparative_group_id: x.proposal.id });
    expect(m.energy_saving_kwh).toBeCloseTo(ENERGY_SAVING, 6);
    expect(m.money_saving).toBeCloseTo(MONEY_SAVING, 6);
    expect(m.payback_years).toBeCloseTo(PAYBACK, 9);
    expect(m.co2_saving_kg).toBeCloseTo(SAVING_KG, 6);
    // Servers: 600 W / 96 cores = 6.25 → 400 W / 96 = 4.17 W per core, 33.3 % better; laptops:
    // 400 kWh / 8.76 / 40 = 1.14 → 0.57 W per user, 50 % better.
    expect(m.energy_efficiency.map((e: any) => [e.category_id, e.category_name])).toEqual([
      ['laptop', 'Laptop'],
      ['server', 'Server (rack or tower)'],
    ]);
    expect(m.energy_efficiency[0].percent).toBeCloseTo(50, 9);
    expect(m.energy_efficiency[1].percent).toBeCloseTo(100 / 3, 9);
    expect(m.groups.map((g: any) => g.group_id)).toEqual([x.proposal.id]);
    expect(d.availability).toMatchObject({ comparative_available: true, single_available: true, lca_available: true, refurbishment_available: true });
  });

  it('returns the group headings set through update-headings', async () => {
    const h = await owner.agent.put(api(`${P()}/solution-groups/${x.proposal.id}/update-headings`), { baseline_heading: 'Today', lca_heading: 'Life cycle', refurbishment_heading: 'Second life' });
    expect(h.status).toBe(200);
    const g = (await owner.agent.get(api(`${P()}/report`))).body.data.solution_groups.find((y: any) => y.id === x.proposal.id);
    expect(g).toMatchObject({ baseline_heading: 'Today', lca_heading: 'Life cycle', refurbishment_heading: 'Second life' });
  });

  it('takes the rating year of the report (PUT report/update) and the comparative heading; refuses other years', async () => {
    const up = await owner.agent.put(api(`${P()}/report/update`), { year: 2022 });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({ year: 2022, comparative_heading: null });
    const d = (await owner.agent.get(api(`${P()}/report`))).body.data;
    expect(d.rating_year).toBe(2022);
    const current = d.solution_groups[0];
    const s2022 = (await owner.agent.get(api(`${P()}/solution-groups/${x.baseline.id}/summary?year=2022`))).body.data;
    expect(current.rating).toEqual(s2022.rating);
    expect(current.energywheel).toEqual(s2022.energywheel);
    // 6.25 W per core is F in 2026 but E in 2022 (looser bounds).
    expect(current.energywheel.find((e: any) => e.category === 'server').rating).toBe('E');

    const heading = await owner.agent.put(api(`${P()}/report/update`), { comparative_heading: '  Our proposal  ' });
    expect(heading.body.data).toMatchObject({ year: 2022, comparative_heading: 'Our proposal' });
    const bad = await owner.agent.put(api(`${P()}/report/update`), { year: 1999 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.year[0]).toBe('The year must be one of the rating years: 2022, 2023, 2024, 2025, 2026.');
    expect((await owner.agent.put(api(`${P()}/report/update`), { year: 'soon' })).status).toBe(422);
    expect((await owner.agent.put(api(`${P()}/report/update`), { year: null })).body.errors.year[0]).toContain('rating years');
    expect((await owner.agent.put(api(`${P()}/report/update`), {})).status).toBe(422);
    expect((await owner.agent.put(api(`${P()}/report/update`), { comparative_heading: 'x'.repeat(256) })).status).toBe(422);
    const cleared = await owner.agent.put(api(`${P()}/report/update`), { year: 2026, comparative_heading: '' });
    expect(cleared.body.data).toMatchObject({ year: 2026, comparative_heading: null });
  });

  it('turns on LCA stage inclusion for the LCA report only (?report_type=lca_report) and refuses other types', async () => {
    // A product with its own LCA but no end-of-life value: in the LCA report cradle to gate (M + T),
    // elsewhere every stage (M + T + use).
    const em = t.orm.em.fork();
    const product = em.create(Product, {
      partner: em.getReference(Partner, owner.partner.id),
      manufacturer: 'Acme',
      modelName: `Gate ${Math.random()}`,
      category: em.getReference(Category, 'laptop'),
      modes: [{ name: 'On', powerWatts: 10, hours: 1000 }],
      lcaManufacturingKg: 100,
      lcaTransportationKg: 10,
    });
    const extra = await newProject(owner.agent);
    const g = await newGroup(owner.agent, extra.id, { name: 'Current', state: 'baseline' });
    const s = await newSolution(owner.agent, extra.id, g.id, 'end_user');
    await em.flush();
    await addItem(owner.agent, extra.id, s.id, { product_id: product.id, amount: 1 });
    const useKg = 10 * GRID * 5; // 10 kWh a year × 0.1433 × 5 years = 7.165 kg
    const plain = (await owner.agent.get(api(`/projects/${extra.id}/report`))).body.data;
    const lca = (await owner.agent.get(api(`/projects/${extra.id}/report?report_type=lca_report`))).body.data;
    expect(plain.report_type).toBeNull();
    expect(lca.report_type).toBe('lca_report');
    const plainItem = plain.solution_groups[0].solutions[0].items[0];
    const lcaItem = lca.solution_groups[0].solutions[0].items[0];
    expect(plainItem.lca_data).toMatchObject({ inclusion: 'all', eol_kg_co2e: null });
    expect(plainItem.lca_data.gwp_kg_co2e).toBeCloseTo(110 + useKg, 9);
    expect(lcaItem.lca_data.inclusion).toBe('to_gate');
    expect(lcaItem.lca_data.gwp_kg_co2e).toBeCloseTo(110, 9);
    expect(lca.solution_groups[0].lca_data.gwp_kg_co2e).toBeCloseTo(110, 9);
    expect(lcaItem.lca_method).toBe('product');
    const bad = await owner.agent.get(api(`/projects/${extra.id}/report?report_type=executive_summary`));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.report_type[0]).toContain('baseline_report');
  });

  it('serves the same report through GraphQL, paged, and changes it through mutations', async () => {
    const q = `query($p: ID!) { projectReport(projectId: $p) {
      report { id projectId year comparativeHeading reportSettings { key value } }
      kwhPrice currency uniqueCategoriesSortedKwh partner { name logoUrl }
      co2Impact { baselineCo2Kg comparativeCo2Kg savingKg savingPercent equivalences { impact { trees carKm } extended { persons } } units { saving { unit value } } }
      comparative { energySavingKwh moneySaving paybackYears energyEfficiency { categoryId percent } }
      availability { comparativeAvailable errors { comparativeErrorReason } }
      reportOptions { theme primaryColor }
      solutionGroups(limit: 3) { id name state totalKwh baselineHeading rating { rating year } warnings
        solutions(limit: 2) { id name solutionType { calculationMode } totalKwh
          items(limit: 2) { id amount refurbished product { modelName categoryName } lcaData { inclusion gwpKgCo2e useKgCo2e } } } }
    } }`;
    const r = await owner.agent.gql(q, { p: x.project.id });
    expect(r.errors).toBeUndefined();
    const d = r.data.projectReport;
    expect(d.report).toMatchObject({ projectId: String(x.project.id), year: 2026 });
    expect(d.report.reportSettings).toHaveLength(20);
    expect(d.co2Impact.savingKg).toBeCloseTo(SAVING_KG, 6);
    expect(d.co2Impact.equivalences.impact.carKm).toBeCloseTo(SAVING_KG / 0.1223, 6);
    expect(d.comparative.paybackYears).toBeCloseTo(PAYBACK, 9);
    expect(d.solutionGroups.map((g: any) => g.name)).toEqual(['Current', 'Proposal', 'Old idea']);
    expect(d.solutionGroups[0].totalKwh).toBeCloseTo(B_TOTAL_KWH, 6);
    const item = d.solutionGroups[1].solutions.find((s: any) => s.id === String(x.c1.id)).items[0];
    expect(item).toMatchObject({ id: String(x.refurbished.id), refurbished: true, product: { modelName: 'Refurb R1', categoryName: 'Server (rack or tower)' } });
    const paged = await owner.agent.gql(`query($p: ID!) { projectReport(projectId: $p) { solutionGroups(limit: 1, offset: 1) { name } } }`, { p: x.project.id });
    expect(paged.data.projectReport.solutionGroups).toEqual([{ name: 'Proposal' }]);

    // All items in one paged list, solution by solution, each naming its solution.
    const nested = await owner.agent.gql(`query($p: ID!) { projectReport(projectId: $p) { solutionGroups(limit: 5) { solutions(limit: 5) { id items(limit: 20) { id } } } } }`, { p: x.project.id });
    const expected = nested.data.projectReport.solutionGroups.flatMap((g: any) => g.solutions.flatMap((s: any) => s.items.map((i: any) => ({ id: i.id, solutionId: s.id }))));
    expect(expected.length).toBeGreaterThan(2);
    const flat = await owner.agent.gql(`query($p: ID!) { projectReport(projectId: $p) { items(limit: 100) { id solutionId } } }`, { p: x.project.id });
    expect(flat.data.projectReport.items).toEqual(expected);
    const secondPage = await owner.agent.gql(`query($p: ID!) { projectReport(projectId: $p) { items(limit: 2, offset: 2) { id } } }`, { p: x.project.id });
    expect(secondPage.data.projectReport.items).toEqual(expected.slice(2, 4).map((i: any) => ({ id: i.id })));

    const settings = await owner.agent.gql(
      `mutation($p: ID!) { projectReportSettingsUpdate(projectId: $p, input: { settings: [{ key: "INCLUDE_PREFACE", value: 0 }, { key: "CO2_PRECISION", value: 2 }] }) { reportSettings { key value } } }`,
      { p: x.project.id },
    );
    expect(settings.errors).toBeUndefined();
    const list = settings.data.projectReportSettingsUpdate.reportSettings;
    expect(list.find((s: any) => s.key === 'INCLUDE_PREFACE').value).toBe(0);
    expect(list.find((s: any) => s.key === 'CO2_PRECISION').value).toBe(2);
    const bad = await owner.agent.gql(`mutation($p: ID!) { projectReportSettingsUpdate(projectId: $p, input: { settings: [{ key: "NOPE", value: 1 }] }) { id } }`, { p: x.project.id });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION', status: 422, fieldErrors: { NOPE: [{ key: 'reports.settingUnknown', params: { setting: 'NOPE' }, message: 'NOPE is not a report setting.' }] } });
    const year = await owner.agent.gql(`mutation($p: ID!) { projectReportUpdate(projectId: $p, input: { year: 2025, comparativeHeading: "Plan B" }) { year comparativeHeading } }`, { p: x.project.id });
    expect(year.data.projectReportUpdate).toEqual({ year: 2025, comparativeHeading: 'Plan B' });
    const log = await owner.agent.gql(`mutation($p: ID!) { reportGeneratedCreate(input: { projectId: $p, reportType: "comparative_report" }) { id projectId userId reportType } }`, { p: x.project.id });
    expect(log.data.reportGeneratedCreate).toMatchObject({ projectId: String(x.project.id), userId: String(owner.user.id), reportType: 'comparative_report' });
    const avail = await owner.agent.gql(`query($p: ID!) { projectReportAvailability(projectId: $p) { singleAvailable lcaAvailable reasons { code } } }`, { p: x.project.id });
    expect(avail.data.projectReportAvailability).toEqual({ singleAvailable: true, lcaAvailable: true, reasons: [] });
    // Put the year back for the other tests.
    expect((await owner.agent.put(api(`${P()}/report/update`), { year: 2026, comparative_heading: null })).status).toBe(200);
  });
});

describe('#reports.payback-without-prices', () => {
  it('says that prices are missing instead of a payback of 0 years when no unit price is entered (REST and GraphQL; issue #46 point 8)', async () => {
    const { agent } = await signedInAgent(t);
    const project = await newProject(agent);
    const baseline = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
    const proposal = await newGroup(agent, project.id, { name: 'Proposal' });
    await addItem(agent, project.id, (await newSolution(agent, project.id, baseline.id, 'datacenter')).id, { product_id: (await newProduct(agent, { watts: 400 })).id, amount: 2 });
    await addItem(agent, project.id, (await newSolution(agent, project.id, proposal.id, 'datacenter')).id, { product_id: (await newProduct(agent, { watts: 250 })).id, amount: 2 });
    const d = (await agent.get(api(`/projects/${project.id}/report?report_type=comparative_report`))).body.data;
    // A yearly saving at the kWh price, but no investment on either side: no payback to state.
    expect(d.comparative.money_saving).toBeGreaterThan(0);
    expect(d.comparative).toMatchObject({ payback_years: null, payback_reason: 'prices_missing' });
    expect(d.comparative.groups[0]).toMatchObject({ payback_years: null, payback_reason: 'prices_missing' });
    const q = await agent.gql('query R($id: ID!) { projectReport(projectId: $id, reportType: "comparative_report") { comparative { paybackYears paybackReason groups { paybackYears paybackReason } } } }', { id: String(project.id) });
    expect(q.errors).toBeUndefined();
    expect(q.data.projectReport.comparative).toMatchObject({ paybackYears: null, paybackReason: 'prices_missing' });
  });
});

describe('#reports.settings', () => {
  it('saves a list of {key, value} with 1/0 (and true/false) and sends flags back as 1/0', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const url = api(`/projects/${project.id}/report-settings/update`);
    const r = await owner.agent.put(url, [
      { key: 'INCLUDE_ROI', value: 0 },
      { key: 'INCLUDE_LCA', value: false },
      { key: 'INCLUDE_APPENDIX', value: '0' },
      { key: 'PRECISION', value: 2 },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byKey = Object.fromEntries(r.body.data.map((s: any) => [s.key, s.value]));
    expect(byKey).toMatchObject({ INCLUDE_ROI: 0, INCLUDE_LCA: 0, INCLUDE_APPENDIX: 0, PRECISION: 2, CO2_PRECISION: 1, INCLUDE_PREFACE: 1 });
    expect(r.body.data).toHaveLength(20);

    // The wrapped form, and a round trip through GET …/report.
    const again = await owner.agent.put(url, { report_settings: [{ key: 'INCLUDE_LCA', value: 1 }, { key: 'CO2_PRECISION', value: 0 }] });
    expect(again.status).toBe(200);
    const read = (await owner.agent.get(api(`/projects/${project.id}/report`))).body.data.report_settings;
    expect(Object.fromEntries(read.map((s: any) => [s.key, s.value]))).toMatchObject({ INCLUDE_ROI: 0, INCLUDE_LCA: 1, PRECISION: 2, CO2_PRECISION: 0 });
    // Stored as booleans and numbers.
    const row = await t.orm.em.fork().findOneOrFail(ProjectReport, { project: project.id });
    expect(row.settings).toMatchObject({ INCLUDE_ROI: false, INCLUDE_LCA: true, PRECISION: 2, CO2_PRECISION: 0 });
  });

  it('keeps both of two saves made at once (the row is locked while a list is merged in)', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const url = api(`/projects/${project.id}/report-settings/update`);
    const keys = ['INCLUDE_ROI', 'INCLUDE_LCA', 'INCLUDE_PREFACE', 'INCLUDE_APPENDIX', 'INCLUDE_REFERENCES', 'INCLUDE_ENERGYWHEEL'];
    const results = await Promise.all(keys.map((key) => owner.agent.put(url, [{ key, value: 0 }])));
    expect(results.map((r) => r.status)).toEqual(keys.map(() => 200));
    const row = await t.orm.em.fork().findOneOrFail(ProjectReport, { project: project.id });
    for (const key of keys) expect(row.settings[key as 'INCLUDE_ROI'], key).toBe(false);
    expect(await t.orm.em.fork().count(ProjectReport, { project: project.id })).toBe(1);
  });

  it('refuses unknown keys and bad values with a 422 that lists them, and saves none of the list', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const url = api(`/projects/${project.id}/report-settings/update`);
    const r = await owner.agent.put(url, [
      { key: 'INCLUDE_ROI', value: 0 },
      { key: 'INCLUDE_EVERYTHING', value: 1 },
      { key: 'PRECISION', value: 3 },
      { key: 'INCLUDE_LCA', value: 'maybe' },
    ]);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Invalid report settings: INCLUDE_EVERYTHING, PRECISION, INCLUDE_LCA.');
    expect(r.body.errors).toEqual({
      INCLUDE_EVERYTHING: ['INCLUDE_EVERYTHING is not a report setting.'],
      PRECISION: ['PRECISION must be 0, 1 or 2.'],
      INCLUDE_LCA: ['INCLUDE_LCA must be 1, 0, true or false.'],
    });
    const read = (await owner.agent.get(api(`/projects/${project.id}/report`))).body.data.report_settings;
    expect(read.find((s: any) => s.key === 'INCLUDE_ROI').value).toBe(1);
    expect((await owner.agent.put(url, { key: 'PRECISION', value: 1 })).status).toBe(422);
    expect((await owner.agent.put(url, { report_settings: 'all' })).status).toBe(422);
  });
});

describe('#reports.availability', () => {
  const available = async (agent: Agent, projectId: number) => {
    const r = await agent.get(api(`/projects/${projectId}/report/available`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  it('has every report for a baseline and a comparative without warnings, with refurbished and LCA items', async () => {
    const owner = await signedInAgent(t);
    const x = await reportProject(owner.agent);
    const a = await available(owner.agent, x.project.id);
    expect(a).toEqual({
      comparative_available: true,
      single_available: true,
      lca_available: true,
      refurbishment_available: true,
      errors: { comparative_error_reason: [], single_error_reason: [], lca_error_reason: [], refurbishment_error_reason: [] },
      reasons: [],
    });
  });

  it('explains a missing baseline, missing LCA data and no refurbished items', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const g = await newGroup(owner.agent, project.id, { name: 'Proposal' });
    const s = await newSolution(owner.agent, project.id, g.id, 'datacenter');
    // Network switches have no default LCA data (shared/reference categories).
    await addItem(owner.agent, project.id, s.id, { product_id: (await newProduct(owner.agent, { category: 'network_switch', watts: 100 })).id });
    const a = await available(owner.agent, project.id);
    expect(a).toMatchObject({ comparative_available: false, single_available: false, lca_available: false, refurbishment_available: false });
    expect(a.errors.comparative_error_reason).toEqual(['The project has no active baseline group.']);
    expect(a.errors.single_error_reason).toEqual(['The project has no active baseline group.']);
    expect(a.errors.lca_error_reason).toEqual(['No item of the active groups has LCA data.']);
    expect(a.errors.refurbishment_error_reason).toEqual(['No item of the active groups is refurbished.']);
    expect(a.reasons.map((r: any) => r.code)).toEqual(['no_baseline', 'no_baseline', 'no_lca_data', 'no_refurbished_items']);
  });

  it('explains an empty baseline, no active comparative group, and names each group with warnings', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const base = await newGroup(owner.agent, project.id, { name: 'Current', state: 'baseline' });
    let a = await available(owner.agent, project.id);
    expect(a.single_available).toBe(false);
    // Exactly why (issue #34): an empty group is said to be empty, once per report, never blamed on a share.
    expect(a.errors.single_error_reason).toEqual(['The baseline group "Current" has no items.']);
    expect(a.errors.comparative_error_reason).toEqual([
      'The project has no active comparative group.',
      'The group "Current" has no items yet: add a solution with equipment.',
    ]);

    // Items in the baseline; an empty comparative group (no energy: M9 warnings), then an invalid share.
    const s = await newSolution(owner.agent, project.id, base.id, 'datacenter');
    await addItem(owner.agent, project.id, s.id, { product_id: (await newProduct(owner.agent)).id });
    const empty = await newGroup(owner.agent, project.id, { name: 'Empty idea' });
    a = await available(owner.agent, project.id);
    expect(a).toMatchObject({ single_available: true, comparative_available: false });
    expect(a.reasons.filter((r: any) => r.code.startsWith('group_'))).toEqual([
      { report_type: 'comparative_report', code: 'group_empty', message: expect.stringContaining('"Empty idea"'), group_id: empty.id, group_name: 'Empty idea' },
    ]);
    const em = t.orm.em.fork();
    em.create(CategoryInfrastructureShare, { solution: em.getReference(Solution, s.id), categoryIds: [], fraction: 0.5 });
    await em.flush();
    a = await available(owner.agent, project.id);
    expect(a.single_available).toBe(false);
    expect(a.errors.single_error_reason).toEqual(['A category infrastructure share of the group "Current" is invalid: it needs at least one category and a percentage above 0 and at most 100.']);
    expect(a.reasons.filter((r: any) => r.code.startsWith('group_')).map((r: any) => `${r.report_type}:${r.group_name}:${r.code}`)).toEqual([
      'baseline_report:Current:group_invalid_share',
      'comparative_report:Current:group_invalid_share',
      'comparative_report:Empty idea:group_empty',
    ]);
  });
});

describe('#reports.generated', () => {
  it('logs a generated report with the project in the body or in the path, and refuses other types', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const r = await owner.agent.post(api('/report-generated'), { project_id: project.id, report_type: 'baseline_report' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ project_id: project.id, user_id: owner.user.id, report_type: 'baseline_report' });
    expect((await owner.agent.post(api(`/projects/${project.id}/report-generated`), { report_type: 'refurbishment_report' })).status).toBe(201);
    const rows = await t.orm.em.fork().find(ReportGenerated, { project: project.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((x) => [x.reportType, x.user?.id])).toEqual([
      ['baseline_report', owner.user.id],
      ['refurbishment_report', owner.user.id],
    ]);

    for (const body of [{ project_id: project.id, report_type: 'executive_summary' }, { project_id: project.id }, { project_id: project.id, report_type: 5 }]) {
      const bad = await owner.agent.post(api('/report-generated'), body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    const noProject = await owner.agent.post(api('/report-generated'), { report_type: 'lca_report' });
    expect(noProject.status).toBe(422);
    expect(noProject.body.errors.project_id).toEqual(['The project_id field is required.']);
    expect(await t.orm.em.fork().count(ReportGenerated, { project: project.id })).toBe(2);
  });
});

describe('#reports.access', () => {
  /** Every report path of one project. */
  const paths = (id: number): Array<[method: 'get' | 'put' | 'post', path: string, body?: unknown]> => [
    ['get', `/projects/${id}/report`],
    ['get', `/projects/${id}/report/available`],
    ['put', `/projects/${id}/report/update`, { year: 2025 }],
    ['put', `/projects/${id}/report-settings/update`, [{ key: 'INCLUDE_ROI', value: 0 }]],
    ['post', '/report-generated', { project_id: id, report_type: 'lca_report' }],
    ['post', `/projects/${id}/report-generated`, { report_type: 'lca_report' }],
  ];
  const call = (agent: Agent, [method, path, body]: [string, string, unknown?]) =>
    method === 'get' ? agent.get(api(path)) : agent.request(method.toUpperCase(), api(path), body ?? {});

  it("answers 404 to another partner on every path and leaves the report alone", async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const stranger = await signedInAgent(t);
    for (const c of paths(project.id)) {
      const r = await call(stranger.agent, c);
      expect(r.status, `${c[0]} ${c[1]} → ${JSON.stringify(r.body)}`).toBe(404);
    }
    expect(await t.orm.em.fork().count(ProjectReport, { project: project.id })).toBe(0);
    expect(await t.orm.em.fork().count(ReportGenerated, { project: project.id })).toBe(0);
    const gql = await stranger.agent.gql('query($p: ID!) { projectReport(projectId: $p) { kwhPrice } }', { p: project.id });
    expect(gql.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('lets a user the project is shared with read and log, but not change the report (403)', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const guest = await signedInAgent(t);
    expect((await owner.agent.post(`/api/v1/projects/${project.id}/share`, { subscriber: guest.email })).status).toBe(201);
    const statuses: number[] = [];
    for (const c of paths(project.id)) statuses.push((await call(guest.agent, c)).status);
    expect(statuses).toEqual([200, 200, 403, 403, 201, 201]);
  });

  it('needs manage_projects to change the report; reading needs none', async () => {
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent);
    const u = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], permissions: ['manage_solutions', 'search_products'], isCollaborator: true });
    const colleague = new Agent(t.baseUrl);
    await colleague.login(u.email);
    const statuses: number[] = [];
    for (const c of paths(project.id)) statuses.push((await call(colleague, c)).status);
    expect(statuses).toEqual([200, 200, 403, 403, 201, 201]);
    const r = await colleague.put(api(`/projects/${project.id}/report/update`), { year: 2025 });
    expect(r.body).toMatchObject({ errors: { forbidden: ['You do not have permission to perform this action.'] } });
    const gql = await colleague.gql('mutation($p: ID!) { projectReportUpdate(projectId: $p, input: { year: 2025 }) { year } }', { p: project.id });
    expect(gql.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('asks for a session (401)', async () => {
    const anon = new Agent(t.baseUrl);
    expect((await anon.get(api('/projects/1/report'))).status).toBe(401);
    expect((await anon.post(api('/report-generated'), { project_id: 1, report_type: 'lca_report' })).status).toBe(401);
  });
});

describe('#reports.query-bound', () => {
  /** Adds `items` items of distinct new products, capacity links and shares straight through the ORM. */
  async function fill(partnerId: number, solutionIds: number[], items: number) {
    const em = t.orm.em.fork();
    const server = em.getReference(Category, 'server');
    for (let i = 0; i < items; i++) {
      const product = em.create(Product, { partner: em.getReference(Partner, partnerId), manufacturer: 'Bulk', modelName: `Bulk ${i} ${Math.random()}`, category: server, modes: [{ name: 'On', powerWatts: 100 + i, hours: 8760 }] });
      em.create(SolutionItem, { solution: em.getReference(Solution, solutionIds[i % solutionIds.length]), product, amount: 1 + (i % 3), sortOrder: i, refurbishmentImpactPercentage: i % 4 === 0 ? 20 : null });
    }
    for (const sid of solutionIds) {
      em.create(SolutionCapacity, { solution: em.getReference(Solution, sid), capacity: 'server_vms' as never, amount: 10 });
      em.create(CategoryInfrastructureShare, { solution: em.getReference(Solution, sid), categoryIds: ['server'], fraction: 0.5 });
    }
    await em.flush();
  }

  async function measure(agent: Agent, url: string, gql?: string) {
    // Cold caches for every measurement: the reference rows are cached across projects now (issue #33),
    // so whichever size ran first would otherwise read them alone.
    clearFiguresCache();
    t.counter.count = 0;
    t.counter.statements = [];
    const r = gql ? await agent.post('/graphql', { query: gql }) : await agent.get(url);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { count: t.counter.count, body: r.body.data };
  }

  it('runs the same number of SQL statements for 3 items as for 80 in 2 groups × 2 solutions', async () => {
    const small = await signedInAgent(t);
    const a = await newProject(small.agent);
    const ag = await newGroup(small.agent, a.id, { name: 'Current', state: 'baseline' });
    const as = await newSolution(small.agent, a.id, ag.id);
    await fill(small.partner.id, [as.id], 3);

    const big = await signedInAgent(t);
    const b = await newProject(big.agent);
    const bg1 = await newGroup(big.agent, b.id, { name: 'Current', state: 'baseline' });
    const bg2 = await newGroup(big.agent, b.id, { name: 'Proposal' });
    const solutions = [
      await newSolution(big.agent, b.id, bg1.id),
      await newSolution(big.agent, b.id, bg1.id, 'end_user'),
      await newSolution(big.agent, b.id, bg2.id),
      await newSolution(big.agent, b.id, bg2.id, 'lca_products'),
    ];
    await fill(big.partner.id, solutions.map((s) => s.id), 80);

    const gql = (id: number) =>
      `{ projectReport(projectId: ${id}) { co2Impact { savingKg } solutionGroups(limit: 5) { totalKwh solutions(limit: 5) { items(limit: 30) { totalKwh lcaData { gwpKgCo2e } } } } } }`;
    const counts: Record<string, [number, number]> = {};
    // The first read creates the report row (two more statements); measured apart.
    const firstSmall = await measure(small.agent, api(`/projects/${a.id}/report`));
    const firstBig = await measure(big.agent, api(`/projects/${b.id}/report`));
    counts['report, first read'] = [firstSmall.count, firstBig.count];
    for (const [name, path] of [
      ['report', '/report'],
      ['report?report_type=lca_report', '/report?report_type=lca_report'],
      ['report/available', '/report/available'],
    ] as const) {
      counts[name] = [(await measure(small.agent, api(`/projects/${a.id}${path}`))).count, (await measure(big.agent, api(`/projects/${b.id}${path}`))).count];
    }
    counts['graphql projectReport'] = [(await measure(small.agent, '', gql(a.id))).count, (await measure(big.agent, '', gql(b.id))).count];
    const report = await measure(big.agent, api(`/projects/${b.id}/report`));
    if (process.env.SHOW_SQL) console.info(t.counter.statements.map((x) => x.slice(0, 160)).join('\n'));
    expect(report.body.solution_groups.flatMap((g: any) => g.solutions.flatMap((s: any) => s.items))).toHaveLength(80);
    console.info('SQL statements per report request (3 items, 80 items):', JSON.stringify(counts));
    for (const [name, [few, many]] of Object.entries(counts)) {
      expect(many, name).toBe(few);
      expect(many, name).toBeLessThanOrEqual(name.startsWith('report, first') ? 20 : 17);
    }
  });
});
