import { expect, type Page } from '@playwright/test';
import { demoSellerApi, login, test } from './support';

/**
 * Issue #34, points 4, 6 and 9: key figures never truncate (value and unit whole, however large the
 * figure, in English and German), every editing field of an item row is reachable and usable on a
 * 390 px phone, and the solutions screen's labels and names are shown whole (wrapped) instead of cut.
 */

const LONG_MODEL = 'ProLiant DL385 Gen11 Dual-Socket High-Density Rack Server with Redundant Power Supplies';

/** A project of its own (the demo's figures stay as other specs expect them): one solution, one item of a long-named product. */
async function ownProject(baseURL: string, amount: number) {
  const api = await demoSellerApi(baseURL);
  const { post } = api;
  const PM = '/api/v1/project-manager';
  const client = await post('/api/v1/clients', { name: `Phone client ${Date.now().toString(36)}`, country: 'DK' });
  const project = await post(`${PM}/projects/create`, { name: 'Phone and labels', client_id: client.id, country: 'DK' });
  const group = await post(`${PM}/projects/${project.id}/solution-groups`, { name: 'Current', state: 'baseline' });
  const solution = await post(`${PM}/projects/${project.id}/solution-groups/${group.id}/solution?description=0`, { solution_type_id: 'datacenter', name: 'Server room' });
  const product = await post(`${PM}/product/create`, {
    model_name: LONG_MODEL,
    manufacturer: 'Hewlett Packard Enterprise',
    manufacturer_part_number: 'P38412-B21',
    category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: 480, hours: 8760 }] },
  });
  const item = await post(`${PM}/projects/${project.id}/solution/${solution.id}/solution-item`, { product_id: product.id, amount });
  await api.dispose();
  return { url: `/#/project-manager/projects/${project.id}/solutions?solution=${solution.id}`, itemId: item.id };
}

/** Elements under `root` whose text is cut: wider content than box, or beyond the root's right edge. */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const edge = root.getBoundingClientRect().right + 1;
      return [...root.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > edge)
        .map((el) => `${root.getAttribute('data-testid')}: "${el.textContent}" (${el.scrollWidth} > ${el.clientWidth})`);
    }),
  );
}

async function setLocale(page: Page, locale: string) {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
}

test.describe('phones and labels', () => {
  test('at 390 px every field of an item row is reachable and saves, and nothing is wider than the phone', async ({ browser, baseURL }) => {
    const { url, itemId } = await ownProject(baseURL!, 3);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await login(page, 'admin@seller.demo');
    await page.goto(url);
    const row = page.getByTestId(`item-${itemId}`);
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the phone').toBeLessThanOrEqual(390);

    for (const field of ['item-amount', 'item-hours', 'item-refurbishment', 'item-service-life', 'item-delete']) {
      const control = row.getByTestId(field);
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.x, `${field} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${field} ends on the screen`).toBeLessThanOrEqual(390);
    }
    // The product's whole name wraps instead of being cut, and the field labels are whole ("Refurbishe%" before).
    await expect(row.getByTestId('item-name')).toContainText(LONG_MODEL);
    expect(await cutTexts(page, `[data-testid="item-${itemId}"]`)).toEqual([]);

    await row.getByTestId('item-refurbishment').fill('35');
    await row.getByTestId('item-refurbishment').press('Tab');
    await expect(row.getByTestId('item-flag')).toHaveAttribute('data-state', 'done');
    await page.reload();
    await expect(page.getByTestId(`item-${itemId}`).getByTestId('item-refurbishment')).toHaveValue('35');
    await context.close();
  });

  for (const [locale, width] of [['en-GB', 1440], ['de-DE', 1440], ['de-DE', 390]] as const) {
    test(`key figures keep their value and unit whole at ${width} px in ${locale}, however large`, async ({ browser, baseURL }) => {
      // 40,000 servers of 480 W all year: 168 GWh of IT energy, the largest figures a tile shows.
      const { url } = await ownProject(baseURL!, 40_000);
      const context = await browser.newContext({ viewport: { width, height: 1000 } });
      const page = await context.newPage();
      await login(page, 'admin@seller.demo');
      await setLocale(page, locale);
      await page.goto(url);
      await page.reload();
      await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
      // The tiles first (a locale's catalogue loads after the reload), then every one of them.
      await expect(page.getByTestId('figure-itKwh-value').first()).toHaveText(/\d{3}/, { timeout: 15_000 });
      const tiles = page.locator('[data-testid^="figure-"]:not([data-testid$="-value"])');
      expect(await tiles.count()).toBeGreaterThan(4);
      expect(await cutTexts(page, '[data-testid^="figure-"]:not([data-testid$="-value"])')).toEqual([]);
      await context.close();
    });
  }
});
