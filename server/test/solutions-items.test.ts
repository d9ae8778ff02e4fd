/**
 * Solutions and items (spec/project-areas.md §3, §4, §5, §7): solution defaults and updates, UPS and
 * cooling pickers, items with hour profiles and refurbishment, the category clean-up when the last
 * item of a category goes, product create, and the item import (check, import, request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_FACTORS_BY_CODE } from '../../shared/reference';
import { Product } from '../src/features/catalogue/product.entity';
import { ItemRequest } from '../src/features/solutions/solution.entity';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function globalProduct(categoryId: string) {
  const p = await t.orm.em.fork().findOne(Product, { partner: null, category: categoryId, modes: { $ne: [] } as never });
  if (!p) throw new Error(`no global ${categoryId} product in the seed`);
  return p;
}

describe('#solutions', () => {
  it("creates a solution with the project's kWh price and the project country's grid factor, no UPS or cooling", async () => {
    const { agent } = await signedInAgent(t);
    const p = await newProject(agent, { country: 'DE', kwh_price: '2,15' });
    const g = await newGroup(agent, p.id, { state: 'baseline' });
    const s = await newSolution(agent, p.id, g.id);
    expect(s).toMatchObject({
      name: 'Data centre 1',
      description: null,
      kwh_price: 2.15,
      co2_factor_gram: GRID_FACTORS_BY_CODE.DE.gCo2ePerKwh,
      renewable_energy: 0,
      ups: { id: 'ups_none', efficiency: 0 },
      cooling: { id: 'cooling_none', cop: 0 },
      solution_type: { id: 'datacenter', name: 'Data centre', calculation_mode: 1 },
      order: 0,
    });
    const withText = await agent.post(api(`/projects/${p.id}/solution-groups/${g.id}/solution?description=1`), { solution_type_id: 'end_user', name: 'Offices' });
    expect(withText.body.data).toMatchObject({ name: 'Offices', order: 1 });
    expect(withText.body.data.description).toContain('End user / office');
    const bad = await agent.post(api(`/projects/${p.id}/solution-groups/${g.id}/solution`), { solution_type_id: 'spaceship' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.solution_type_id).toEqual(['The selected solution type is invalid.']);
  });

  it('updates a solution: 0 % refurbishment is dropped, null clears it; renewable energy lowers CO2', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const url = api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}`);
    const r = await agent.put(url, { name: 'Hall A', kwh_price: '2,5', renewable_energy: 40, co2_factor_gram: 100, refurbishment_impact_percentage: 15, description: 'Two racks' });
    expect(r.body.data).toMatchObject({ name: 'Hall A', kwh_price: 2.5, renewable_energy: 40, co2_factor_gram: 100, refurbishment_impact_percentage: 15, description: 'Two racks' });
    expect((await agent.put(url, { refurbishment_impact_percentage: 0 })).body.data.refurbishment_impact_percentage).toBe(15);
    expect((await agent.put(url, { refurbishment_impact_percentage: null })).body.data.refurbishment_impact_percentage).toBeNull();
    const bad = await agent.put(url, { renewable_energy: 120, kwh_price: 'abc' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kwh_price', 'renewable_energy']);
    const product = await newProduct(agent, { watts: 1000, hours: 1000 });
    await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 1 });
    const s = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    // 1000 kWh × (1 − 0.40) × 100 g / 1000 = 60 kg; cost 1000 × 2.5.
    expect(s.co2_emission_kg).toBeCloseTo(60, 9);
    expect(s.operational_cost).toBeCloseTo(2500, 9);
    // Wrong group in the path: 404.
    const other = await newGroup(agent, project.id, { name: 'Other' });
    expect((await agent.put(api(`/projects/${project.id}/solution-groups/${other.id}/solution/${solution.id}`), { name: 'x' })).status).toBe(404);
  });

  it('clones and deletes a solution', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const product = await newProduct(agent);
    await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 2 });
    const c = await agent.get(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}/clone`));
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ name: 'Data centre 1 (copy)', order: 1, item_count: 1 });
    expect(c.body.data.items[0]).toMatchObject({ product_id: product.id, amount: 2 });
    expect((await agent.delete(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}`))).status).toBe(200);
    const g = (await agent.get(api(`/projects/${project.id}/solution-groups/${group.id}`))).body.data;
    expect(g.solutions.map((s: any) => s.id)).toEqual([c.body.data.id]);
  });

  it('sets UPS and cooling from presets or custom values, validated (0 means none)', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const ups = (id: string, body: unknown = {}) => agent.put(api(`/solution/${solution.id}/ups/${id}`), body);
    const cooling = (id: string, body: unknown = {}) => agent.put(api(`/solution/${solution.id}/cooling/${id}`), body);
    expect((await ups('92.1')).body.data.ups).toEqual({ id: 'ups_92_1', efficiency: 92.1 });
    expect((await ups('custom', { efficiency: 95.5 })).body.data.ups).toEqual({ id: 'ups_custom', efficiency: 95.5 });
    expect((await ups('custom', { efficiency: 0 })).body.data.ups).toEqual({ id: 'ups_none', efficiency: 0 });
    const missing = await ups('custom');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.efficiency).toEqual(['The efficiency field is required for a custom UPS.']);
    expect((await ups('custom', { efficiency: 120 })).body.errors.efficiency).toEqual(['The efficiency must be above 0 and at most 100 (0 means no UPS).']);
    expect((await ups('custom', { efficiency: 'fast' })).status).toBe(422);
    expect((await ups('ups_turbo')).status).toBe(404);
    expect((await cooling('cooling_4_37')).body.data.cooling).toEqual({ id: 'cooling_4_37', cop: 4.37 });
    expect((await cooling('custom', { cop: 3.5 })).body.data.cooling).toEqual({ id: 'cooling_custom', cop: 3.5 });
    expect((await cooling('custom', { cop: -1 })).body.errors.cop).toEqual(['The COP must be above 0 (0 means no cooling).']);
    expect((await cooling('0')).body.data.cooling).toEqual({ id: 'cooling_none', cop: 0 });
    const office = await newSolution(agent, project.id, group.id, 'end_user');
    const refused = await agent.put(api(`/solution/${office.id}/ups/ups_92_1`), {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ups).toEqual(['UPS and cooling apply to data-centre solutions only.']);
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.put(api(`/solution/${solution.id}/ups/ups_92_1`), {})).status).toBe(404);
  });
});

describe('#solution-items', () => {
  it('adds global and own products, refuses foreign ones (404) and categories that do not fit (422)', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const global = await globalProduct('server');
    const item = await addItem(agent, project.id, solution.id, { product_id: global.id, amount: 2 });
    expect(item).toMatchObject({ amount: 2, product: { id: global.id, category_id: 'server', main_category_id: 'datacenter', own: false }, hours_id: null });
    expect(item.e_papi_product_id).toBe(global.externalId);
    const stranger = await signedInAgent(t);
    const theirs = await newProduct(stranger.agent);
    expect((await agent.post(api(`/projects/${project.id}/solution/${solution.id}/solution-item`), { product_id: theirs.id })).status).toBe(404);
    const laptop = await globalProduct('laptop');
    const misfit = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/solution-item`), { product_id: laptop.id });
    expect(misfit.status).toBe(422);
    expect(misfit.body.errors.product_id[0]).toMatch(/cannot be added to a Data centre solution/);
    const zero = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/solution-item`), { product_id: global.id, amount: 0 });
    expect(zero.body.errors.amount).toEqual(['The amount must be at least 1.']);
    expect((await agent.post(api(`/projects/${project.id}/solution/${solution.id}/solution-item`), '{"product_id":')).status).toBe(400);
  });

  it('edits amount, hours and refurbishment, and sets the hour profile', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const product = await newProduct(agent, { watts: 100, hours: 8760 });
    const item = await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 1, operational_hours: 4380, refurbishment_impact_percentage: 0 });
    expect(item).toMatchObject({ operational_hours: 4380, refurbishment_impact_percentage: null });
    const url = api(`/projects/${project.id}/solution/${solution.id}/solution-item/${item.id}`);
    const u = await agent.put(url, { amount: 3, refurbishment_impact_percentage: 20, unit_price: 1500 });
    expect(u.body.data).toMatchObject({ amount: 3, refurbishment_impact_percentage: 20, unit_price: 1500, operational_hours: 4380 });
    expect((await agent.put(url, { refurbishment_impact_percentage: 0 })).body.data.refurbishment_impact_percentage).toBe(20);
    const h = await agent.put(`${url}/hours/8x5`);
    expect(h.body.data).toMatchObject({ hours_id: '8x5', operational_hours: 2080 });
    // Through the group path as well.
    const h2 = await agent.put(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}/solution-item/${item.id}/hours/24x7`));
    expect(h2.body.data).toMatchObject({ hours_id: '24x7', operational_hours: 8760 });
    expect((await agent.put(`${url}/hours/none`)).body.data).toMatchObject({ hours_id: null, operational_hours: null });
    expect((await agent.put(`${url}/hours/25x8`)).body.errors.hours_id).toEqual(['The selected hour profile is invalid.']);
    expect((await agent.put(url, { operational_hours: 9000 })).status).toBe(422);
    await agent.put(`${url}/hours/8x5`);
    const s = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    // 3 × 100 W × 2080 h / 1000 = 624 kWh; investment 3 × 1500.
    expect(s.it_kwh).toBeCloseTo(624, 9);
    expect(s.investment).toBe(4500);
  });

  it("removing a category's last item removes its capacity links and its share membership", async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const server = await newProduct(agent, { category: 'server' });
    const storage = await newProduct(agent, { category: 'storage', watts: 50 });
    const s1 = await addItem(agent, project.id, solution.id, { product_id: server.id, amount: 1 });
    const s2 = await addItem(agent, project.id, solution.id, { product_id: server.id, amount: 2 });
    await addItem(agent, project.id, solution.id, { product_id: storage.id, amount: 1 });
    const base = `/projects/${project.id}/solution/${solution.id}`;
    await agent.post(api(`${base}/capacities`), { capacity_id: 'server_vms', amount: 20 });
    await agent.post(api(`${base}/capacities`), { capacity_id: 'storage_usable_tb', amount: 100 });
    await agent.post(api(`${base}/category-infrastructure-shares`), { e_papi_category_ids: ['server', 'storage'], infrastructure_share_percent: 0.8 });
    const del = (id: number) => agent.delete(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}/solution-item/${id}`));
    expect((await del(s1.id)).status).toBe(200);
    const capIds = async () => (await agent.get(api(`${base}/capacities`))).body.data.map((c: any) => c.capacity_id);
    expect(await capIds()).toEqual(['server_vms', 'storage_usable_tb']);
    expect((await del(s2.id)).status).toBe(200);
    expect(await capIds()).toEqual(['storage_usable_tb']);
    const shares = (await agent.get(api(`${base}/category-infrastructure-shares`))).body.data;
    expect(shares[0].e_papi_category_ids).toEqual(['storage']);
    expect(shares[0].categories).toEqual([{ id: 'storage', name: expect.any(String) }]);
    expect((await del(s2.id)).status).toBe(404);
  });
});

describe('#products.create', () => {
  it('creates a partner-owned product with its modes and, with solution_id, adds it as an item of amount 1', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const r = await agent.post(api('/product/create'), {
      clientId: project.client_id,
      solution_id: solution.id,
      manufacturer: 'Contoso',
      manufacturer_part_number: 'CX-100',
      model_name: 'Contoso Rack 1U',
      category: { id: 'server', modes: [{ name: 'Idle', power_consumption_watts: 90, hours: 4380 }, { name: 'Busy', power_consumption_watts: 210, hours: 4380 }] },
      specs: { weight_kg: 18, cores: 32 },
      additional_data: { note: 'from the customer' },
      manufacturer_verified: true,
      start_validation: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ model_name: 'Contoso Rack 1U', manufacturer: 'Contoso', manufacturer_part_number: 'CX-100', own: true, manufacturer_verified: true, category_id: 'server' });
    expect(r.body.data.modes).toEqual([{ name: 'Idle', power_consumption_watts: 90, hours: 4380 }, { name: 'Busy', power_consumption_watts: 210, hours: 4380 }]);
    expect(r.body.data.item).toMatchObject({ amount: 1, solution_id: solution.id, product_id: r.body.data.id });
    const s = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    expect(s.it_kwh).toBeCloseTo((90 * 4380 + 210 * 4380) / 1000, 9);
    // Average-plus (M5): the server default scaled by 18 kg / 24.3 kg.
    expect(s.lca_data.manufacturing_kg_co2e).toBeCloseTo((1190.16 * 18) / 24.3, 6);
    // Without modes the category's defaults apply; without solution_id no item is made.
    const plain = await agent.post(api('/product/create'), { model_name: 'Plain switch', category: { id: 'network_switch' } });
    expect(plain.body.data.item).toBeNull();
    expect(plain.body.data.modes.length).toBeGreaterThan(0);
    expect((await agent.post(api('/product/create'), { model_name: 'UPS box', category: { id: 'ups' } })).status).toBe(422);
    const noModel = await agent.post(api('/product/create'), { category: { id: 'server' } });
    expect(noModel.body.errors.model_name).toEqual(['The model name field is required.']);
    const badMode = await agent.post(api('/product/create'), { model_name: 'X', category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: 10, hours: 9000 }] } });
    expect(badMode.body.errors['category.modes[0].hours']).toEqual(['The hours must be between 0 and 8760.']);
    // Another partner's client or solution: 404.
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.post(api('/product/create'), { model_name: 'X', category: { id: 'server' }, solution_id: solution.id })).status).toBe(404);
    expect((await stranger.agent.post(api('/product/create'), { model_name: 'X', category: { id: 'server' }, clientId: project.client_id })).status).toBe(404);
  });
});

describe('#solution-items.import', () => {
  it('checks rows: found by part number or brand and model (available when the category fits), and missing', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await newProduct(agent, { model: `Alpha ${tag}`, manufacturer: 'Acme', mpn: `A-${tag}` });
    const b = await newProduct(agent, { model: `Beta ${tag}`, manufacturer: 'Acme' });
    const laptop = await newProduct(agent, { category: 'laptop', model: `Gamma ${tag}`, manufacturer: 'Acme', watts: 20, hours: 2000 });
    const r = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/check-items`), {
      items: [
        { brand_name: 'whatever', model_name: 'whatever', manufacturer_part_number: `a-${tag}`.toUpperCase(), amount: 4 },
        { brand_name: 'ACME', model_name: `beta ${tag}`, manufacturer_part_number: '' },
        { brand_name: 'Acme', model_name: `Gamma ${tag}`, manufacturer_part_number: '', amount: '' },
        { brand_name: 'Nobody', model_name: `Delta ${tag}`, manufacturer_part_number: 'NONE-1', amount: 2 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { found, missing } = r.body.data;
    expect(found.map((f: any) => [f.index, f.product.id, f.amount, f.available, f.selected])).toEqual([
      [0, a.id, 4, true, true],
      [1, b.id, 1, true, true],
      [2, laptop.id, 1, false, false],
    ]);
    // The partner admin holds request_import_items: missing rows may be selected (not preselected).
    expect(missing).toEqual([{ index: 3, brand_name: 'Nobody', model_name: `Delta ${tag}`, manufacturer_part_number: 'NONE-1', amount: 2, product: null, available: true, selected: false }]);
    const none = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/check-items`), { items: [{ brand_name: 'x', model_name: '', manufacturer_part_number: '' }] });
    expect(none.status).toBe(422);
    const many = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/check-items`), { items: Array.from({ length: 251 }, () => ({ model_name: 'x' })) });
    expect(many.body.errors.items).toEqual(['The file contains more than 250 rows.']);
  });

  it('imports found items and stores requested ones in one transaction; a bad row changes nothing', async () => {
    const { agent, user } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await newProduct(agent, { model: `Alpha ${tag}`, manufacturer: 'Acme', mpn: `A-${tag}` });
    const b = await newProduct(agent, { model: `Beta ${tag}`, manufacturer: 'Acme' });
    const url = api(`/projects/${project.id}/solution/${solution.id}/import-items`);
    const bad = await agent.post(url, { items: [{ product_id: a.id, amount: 2 }, { brand_name: 'Nobody', model_name: 'Nothing', amount: 1 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['items[1]']).toEqual(['No product matches this row.']);
    expect((await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data.item_count).toBe(0);
    expect((await agent.post(url, { items: [], requested_items: [] })).body.errors.items).toEqual(['Select at least one item to import.']);

    const r = await agent.post(url, {
      items: [{ product_id: a.id, amount: 2 }, { brand_name: 'acme', model_name: `BETA ${tag}`, manufacturer_part_number: '', amount: 3 }],
      requested_items: [{ brand_name: 'Nobody', model_name: 'Nothing', manufacturer_part_number: 'N-1', amount: 5, modes: ['On', { title: 'Standby' }] }],
      is_manual_request: false,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.items.map((i: any) => [i.product_id, i.amount])).toEqual([[a.id, 2], [b.id, 3]]);
    expect(r.body.data.requested_items[0]).toMatchObject({ brand_name: 'Nobody', amount: 5, requested_by: user.id, modes: [{ title: 'On' }, { title: 'Standby' }] });

    const req = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/request-items`), {
      items: [{ brand_name: 'Manual', model_name: 'Box 9', manufacturer_part_number: '', amount: 1, modes: [{ title: 'On' }] }],
      is_manual_request: true,
    });
    expect(req.status).toBe(201);
    expect(req.body.data[0]).toMatchObject({ model_name: 'Box 9', is_manual_request: true, manufacturer_part_number: null, status: 'open' });
    expect(await t.orm.em.fork().count(ItemRequest, { solution: solution.id })).toBe(2);
  });

  it('offers check, import, request and product create through GraphQL', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const tag = Math.random().toString(36).slice(2, 8);
    const created = await agent.gql('mutation($i: ProductCreateInput!) { productCreate(input: $i) { product { id modelName own } item { id amount categoryId productId } } }', {
      i: { modelName: `Omega ${tag}`, manufacturer: 'Acme', solutionId: solution.id, category: { id: 'server', modes: [{ name: 'On', powerConsumptionWatts: 100, hours: 8760 }] } },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.productCreate).toMatchObject({ product: { modelName: `Omega ${tag}`, own: true }, item: { amount: 1, categoryId: 'server' } });
    const check = await agent.gql('query($p: ID!, $s: ID!, $i: SolutionItemsCheckInput!) { solutionItemsCheck(projectId: $p, solutionId: $s, input: $i) { found { index amount available selected product { id } } missing { index modelName available } } }', {
      p: project.id,
      s: solution.id,
      i: { items: [{ brandName: 'Acme', modelName: `Omega ${tag}` }, { brandName: 'X', modelName: 'Nope' }] },
    });
    expect(check.errors).toBeUndefined();
    expect(check.data.solutionItemsCheck.found).toEqual([{ index: 0, amount: 1, available: true, selected: true, product: { id: created.data.productCreate.product.id } }]);
    expect(check.data.solutionItemsCheck.missing).toEqual([{ index: 1, modelName: 'Nope', available: true }]);
    const imp = await agent.gql('mutation($p: ID!, $s: ID!, $i: SolutionItemsImportInput!) { solutionItemsImport(projectId: $p, solutionId: $s, input: $i) { items { amount product { modelName } } requestedItems { modelName modes } } }', {
      p: project.id,
      s: solution.id,
      i: { items: [{ productId: created.data.productCreate.product.id, amount: 7 }], requestedItems: [{ brandName: 'X', modelName: 'Nope', modes: ['On'] }] },
    });
    expect(imp.errors).toBeUndefined();
    expect(imp.data.solutionItemsImport).toEqual({ items: [{ amount: 7, product: { modelName: `Omega ${tag}` } }], requestedItems: [{ modelName: 'Nope', modes: [{ title: 'On' }] }] });
    const add = await agent.gql('mutation($p: ID!, $s: ID!, $i: SolutionItemAddInput!) { solutionItemAdd(projectId: $p, solutionId: $s, input: $i) { id amount hoursId operationalHours } }', {
      p: project.id,
      s: solution.id,
      i: { productId: created.data.productCreate.product.id, amount: 2, hoursId: '8x5' },
    });
    expect(add.data.solutionItemAdd).toMatchObject({ amount: 2, hoursId: '8x5', operationalHours: 2080 });
    const upd = await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { solutionItemUpdate(projectId: $p, solutionId: $s, id: $id, input: {amount: 0}) { id } }', { p: project.id, s: solution.id, id: add.data.solutionItemAdd.id });
    expect(upd.errors![0].extensions).toMatchObject({ code: 'VALIDATION', field: 'amount' });
    const del = await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { solutionItemDelete(projectId: $p, solutionId: $s, id: $id) }', { p: project.id, s: solution.id, id: add.data.solutionItemAdd.id });
    expect(del.data.solutionItemDelete).toBe(true);
    const sol = await agent.gql('query($p: ID!, $s: ID!) { solution(projectId: $p, id: $s) { itemCount items { amount product { modelName } } } }', { p: project.id, s: solution.id });
    expect(sol.data.solution.itemCount).toBe(2);
    const ups = await agent.gql('mutation($p: ID!, $s: ID!) { solutionUpsUpdate(projectId: $p, id: $s, upsId: "custom", input: {efficiency: 97}) { ups { id efficiency } } }', { p: project.id, s: solution.id });
    expect(ups.data.solutionUpsUpdate.ups).toEqual({ id: 'ups_custom', efficiency: 97 });
  });
});

describe('#solutions.unused', () => {
  it('keeps an end-user solution free of UPS and cooling in its figures (M2 mode 2)', async () => {
    const { agent } = await signedInAgent(t);
    const p = await newProject(agent);
    const g = await newGroup(agent, p.id, { state: 'baseline' });
    const s = await newSolution(agent, p.id, g.id, 'end_user');
    const laptop = await globalProduct('laptop');
    await addItem(agent, p.id, s.id, { product_id: laptop.id, amount: 10 });
    const sum = (await agent.get(api(`/projects/${p.id}/solution/${s.id}/summary`))).body.data;
    expect(sum).toMatchObject({ calculation_mode: 2, ups_kwh: 0, cooling_kwh: 0 });
    expect(sum.total_kwh).toBeCloseTo(sum.it_kwh, 12);
  });
});
