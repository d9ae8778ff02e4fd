import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addresses, appRoutes, routeUser } from './app-routes';
import { demoParams, ROUTE_USERS as USERS, settle } from './route-walk';
import { DEMO_API_TOKEN, login, test } from './support';

/**
 * Issue #34, point 12 and issue #47: every route of the app (read from the client's routes table, so a
 * route added later is scanned too) passes axe-core's WCAG 2.0/2.1 A and AA rules with no serious or
 * critical violation, in light and in dark mode, as the demo login that uses it; and the solutions
 * screen's controls are reachable with the keyboard.
 * A11Y_ONLY=<regex> narrows the scan to the matching addresses (for working on one screen).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ONLY = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;

type Found = { serious: string[]; counts: Record<string, number> };

async function scan(page: Page): Promise<Found> {
  // Label in name (WCAG 2.5.3) is one of axe's experimental rules: asked for by name (issue #47).
  const result = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: TAGS }, rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const counts: Record<string, number> = {};
  for (const v of result.violations) counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`);
  return { serious, counts };
}

/** The demo seller's first project-manager project. */
async function demoProjectId(page: Page): Promise<number> {
  const r = await page.request.get('/api/v1/project-manager/projects', { headers: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
  const clients = (await r.json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>;
  return clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!.id;
}

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  for (const dark of [false, true]) {
    for (const user of USERS) {
      const routes = appRoutes().filter((r) => routeUser(r) === user);
      test(`every route of ${user ?? 'a signed-out visitor'} in ${dark ? 'dark' : 'light'} mode`, async ({ page }) => {
        test.setTimeout(60_000 + routes.length * 40_000);
        await page.addInitScript((d) => localStorage.setItem('darkMode', d ? '1' : '0'), dark);
        if (user) await login(page, user);
        const params = user ? await demoParams(page, user) : {};
        const failures: Record<string, string[]> = {};
        const totals: Record<string, number> = {};
        let scanned = 0;
        for (const route of routes) {
          const namespace = route.replace(/^\/print/, '').split('/')[1];
          for (const address of addresses(route, params[namespace] ?? {})) {
            if (ONLY && !ONLY.test(address)) continue;
            await page.goto(`/#${address}`);
            await settle(page);
            // A wrong demo id or login would scan an error page instead of the route's screen.
            const landed = new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
            if (/^\/(404|403|login)$/.test(landed) && landed !== address) failures[address] = [`landed on ${landed}`];
            const found = await scan(page);
            // A dialog that opens on entering (a welcome, an upgrade offer) is scanned, then the screen behind it.
            if (await page.getByRole('dialog').isVisible()) {
              await page.keyboard.press('Escape');
              await page.waitForTimeout(400);
              const behind = await scan(page);
              found.serious.push(...behind.serious.map((v) => `(behind the dialog) ${v}`));
              for (const [k, n] of Object.entries(behind.counts)) found.counts[k] = (found.counts[k] ?? 0) + n;
            }
            scanned++;
            for (const [k, n] of Object.entries(found.counts)) totals[k] = (totals[k] ?? 0) + n;
            if (found.serious.length) failures[address] = [...(failures[address] ?? []), ...found.serious];
          }
        }
        console.info(`axe ${dark ? 'dark' : 'light'} ${user ?? 'signed out'}: ${scanned} addresses, violating nodes by impact ${JSON.stringify(totals)}, ${Object.keys(failures).length} with serious/critical`);
        expect(failures).toEqual({});
      });
    }
  }

  for (const dark of [false, true]) {
    test(`the "How it was calculated" popover of the solutions screen in ${dark ? 'dark' : 'light'} mode`, async ({ page }) => {
      await page.addInitScript((d) => localStorage.setItem('darkMode', d ? '1' : '0'), dark);
      await login(page, 'admin@seller.demo');
      const id = await demoProjectId(page);
      await page.goto(`/#/project-manager/projects/${id}/solutions`);
      await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 20_000 });
      // The ⓘ's name is its tooltip's text; the popover's inputs are named by what they show.
      const info = page.getByTestId('trace-upsKwh').first();
      await info.hover();
      const tooltip = (await page.getByRole('tooltip').textContent())!;
      await expect(info).toHaveAccessibleName(tooltip);
      await info.click();
      const input = page.getByTestId('trace-popover').locator('li button').first();
      await expect(input).toBeVisible();
      const shown = (await input.innerText()).split('\n')[0];
      await expect(input).toHaveAccessibleName(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect((await scan(page)).serious, 'trace popover').toEqual([]);
    });
  }

  test('the solutions screen is usable with the keyboard alone', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    const id = await demoProjectId(page);
    await page.goto(`/#/project-manager/projects/${id}/solutions`);
    await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 20_000 });
    // Tab from the page's start reaches an item's amount field, and every control on the way shows its focus.
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 120 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'item-amount');
    }
    expect(reached, 'Tab reaches the first item amount').toBe(true);
    await page.keyboard.type('5');
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'item-amount');
  });

  test('a keyboard user skips to the content, keeps their place after navigating and after adding an item, and sees the focus (issue #47)', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    const id = await demoProjectId(page);
    await page.goto(`/#/project-manager/projects/${id}/solutions`);
    await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 20_000 });
    await page.reload();
    await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 20_000 });
    // The first Tab is the skip link; Enter moves into the content, past the top bar and the sidebar.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'skip-link');
    await expect(page.getByTestId('skip-link')).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('id', 'main-content');
    // The content's first Tab skips to the catalogue search (it was 54 Tabs from the top of the page).
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'skip-to-items');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'product-search');
    console.info('keyboard: 4 keys from the page start to the catalogue search (Tab, Enter, Tab, Enter)');
    // Adding an item by keyboard: the focus comes back to the catalogue search.
    await page.keyboard.type('ProLiant DL385');
    await page.getByRole('option', { name: /ProLiant DL385 Gen10/ }).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByTestId('item-add').click();
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'product-search', { timeout: 10_000 });
    // After navigating (the reports tab), the focus is in the new page's content, not on <body>.
    await page.getByTestId('tab-reports').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/select-report$/);
    await expect(page.locator(':focus')).toHaveAttribute('id', 'main-content');
    // The next Tab lands on the page's first control, with a visible focus ring (2 px, WCAG 2.4.7).
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => ({ width: getComputedStyle(document.activeElement!).outlineWidth, style: getComputedStyle(document.activeElement!).outlineStyle }));
    expect(ring).toEqual({ width: '2px', style: 'solid' });
    await page.screenshot({ path: 'test-results/keyboard-focus-ring.png' });
  });
});
