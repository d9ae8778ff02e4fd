import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_API_TOKEN, login, test } from './support';

/**
 * Issue #34, point 12: the main screens pass axe-core's WCAG 2.0/2.1 A and AA rules with no serious or
 * critical violation, in light mode and (for the busiest screens) in dark mode, and the solutions
 * screen's controls are reachable with the keyboard.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`);
}

/** The demo seller's first project-manager project. */
async function demoProjectId(page: Page): Promise<number> {
  const r = await page.request.get('/api/v1/project-manager/projects', { headers: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
  const clients = (await r.json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>;
  return clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!.id;
}

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('darkMode', d ? '1' : '0'), dark);
}

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test('sign-in and registration', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await violations(page), 'sign-in').toEqual([]);
    await page.goto('/#/register');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await violations(page), 'registration').toEqual([]);
  });

  for (const dark of [false, true]) {
    test(`the seller's main screens${dark ? ' in dark mode' : ''}`, async ({ page }) => {
      test.setTimeout(90_000);
      await login(page, 'admin@seller.demo');
      await setDark(page, dark);
      const id = await demoProjectId(page);
      const screens: Array<[string, string, () => Promise<void>]> = [
        ['dashboard', '/#/dashboard', () => expect(page.locator('[role="figure"], svg').first()).toBeVisible({ timeout: 20_000 })],
        ['solutions', `/#/project-manager/projects/${id}/solutions`, () => expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 20_000 })],
        ['report selection', `/#/project-manager/projects/${id}/select-report`, () => expect(page.getByRole('heading').first()).toBeVisible()],
        ['partner users', '/#/partner-admin?template=users', () => expect(page.getByText('admin@seller.demo').first()).toBeVisible()],
        ['requests', '/#/requests', () => expect(page.getByRole('heading').first()).toBeVisible()],
      ];
      for (const [name, url, ready] of screens) {
        await page.goto(url);
        await page.reload();
        await ready();
        await page.waitForTimeout(500);
        expect(await violations(page), name).toEqual([]);
      }
    });
  }

  for (const dark of [false, true]) {
    test(`the buyer's projects${dark ? ' in dark mode' : ''}`, async ({ page }) => {
      await login(page, 'admin@buyer.demo');
      await setDark(page, dark);
      await page.goto('/#/buyers/projects');
      await page.reload();
      await expect(page.getByRole('heading').first()).toBeVisible();
      const welcome = page.getByRole('dialog');
      if (await welcome.isVisible()) await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
      expect(await violations(page), 'buyer projects').toEqual([]);
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
