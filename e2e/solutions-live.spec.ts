import { expect, type Page } from '@playwright/test';
import { demoSellerApi, login, test } from './support';

/**
 * Issue #17 "send less": one item change reaches every open solutions screen of the project with its
 * new figures in the live event, so the screens write them into their cache instead of refetching
 * (before: 8 GraphQL requests per screen and change).
 */

const LOCALE = 'en-GB';
const kwh = (v: number) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: Math.abs(v) >= 100 ? 0 : 1, minimumFractionDigits: Math.abs(v) >= 100 ? 0 : 1 }).format(v);
const WATTS = 300;
const UNIT_KWH = (WATTS * 8760) / 1000;

/** Counts the GraphQL HTTP requests (POST /graphql) a page sends from now on. */
function countGraphql(page: Page): { count: () => number; names: string[] } {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql') names.push(String((r.postDataJSON() as { operationName?: string } | null)?.operationName));
  });
  return { count: () => names.length, names };
}

test.describe('solutions screen live updates', () => {
  test('an item change shows its new figures on three open screens with at most 2 GraphQL requests each', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    // A project with one data-centre solution holding 2 units of a 300 W server, through the REST API.
    const api = await demoSellerApi(baseURL!);
    const { post } = api;
    const PM = '/api/v1/project-manager';
    const client = await post('/api/v1/clients', { name: `Live client ${Date.now().toString(36)}`, country: 'DK' });
    const project = await post(`${PM}/projects/create`, { name: 'Live figures', client_id: client.id, country: 'DK' });
    const group = await post(`${PM}/projects/${project.id}/solution-groups`, { name: 'Current', state: 'baseline' });
    const solution = await post(`${PM}/projects/${project.id}/solution-groups/${group.id}/solution?description=0`, { solution_type_id: 'datacenter' });
    const product = await post(`${PM}/product/create`, {
      model_name: 'Live server',
      manufacturer: 'Acme',
      manufacturer_part_number: null,
      category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: WATTS, hours: 8760 }] },
    });
    await post(`${PM}/projects/${project.id}/solution/${solution.id}/solution-item`, { product_id: product.id, amount: 2 });
    // A proposal the edit leaves alone: its live event carries the baseline group's figures only (issue #33).
    const proposal = await post(`${PM}/projects/${project.id}/solution-groups`, { name: 'Proposal', state: 'comparative' });
    const proposed = await post(`${PM}/projects/${project.id}/solution-groups/${proposal.id}/solution?description=0`, { solution_type_id: 'datacenter' });
    await post(`${PM}/projects/${project.id}/solution/${proposed.id}/solution-item`, { product_id: product.id, amount: 1 });
    await api.dispose();

    // Three open screens: the admin twice (two browser contexts) and a collaborator of the same partner.
    const url = `/#/project-manager/projects/${project.id}/solutions?solution=${solution.id}`;
    const screens: Page[] = [];
    for (const email of ['admin@seller.demo', 'collaborator@seller.demo', 'admin@seller.demo']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page, email);
      await page.goto(url);
      await expect(page.getByTestId('figure-itKwh-value')).toHaveText(kwh(2 * UNIT_KWH));
      await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current');
      await expect(page.getByTestId('project-kwh-primary')).toContainText(kwh(UNIT_KWH));
      screens.push(page);
    }
    // Every screen's subscription is open (graphql-ws connects lazily, when the screen subscribes).
    await screens[0].waitForTimeout(1000);

    const counters = screens.map(countGraphql);
    const [editor] = screens;
    await editor.getByTestId('item-amount').fill('5');
    await editor.getByTestId('item-amount').press('Enter');

    for (const page of screens) {
      await expect(page.getByTestId('figure-itKwh-value')).toHaveText(kwh(5 * UNIT_KWH), { timeout: 15_000 });
      await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current');
      await expect(page.getByTestId('item-amount')).toHaveValue('5');
      // The project summary: the baseline's new entry merged in, the proposal's kept.
      await expect(page.getByTestId('project-kwh-baseline')).toContainText(kwh(5 * UNIT_KWH));
      await expect(page.getByTestId('project-kwh-primary')).toContainText(kwh(UNIT_KWH));
    }
    const counts = counters.map((c) => c.count());
    console.log(`GraphQL requests per screen after the change: ${counts.join(', ')} (${counters.map((c) => c.names.join('+') || '-').join(' | ')})`);
    for (const n of counts) expect(n).toBeLessThanOrEqual(2);
    // The editing screen sent its mutation; the others needed nothing but the live event.
    expect(counters[0].names).toEqual(['SolutionItemUpdate']);
    expect(counts.slice(1)).toEqual([0, 0]);

    await screens[1].screenshot({ path: 'test-results/solutions-live-update.png', fullPage: false });
    for (const page of screens) await page.context().close();
  });
});
