import { expect, request as playwrightRequest } from '@playwright/test';
import { DEMO_API_TOKEN, login, test } from './support';

/**
 * Issue #17 "send less": the sidebar's partner-wide list (up to 1000 projects) comes 50 at a time,
 * the next page as the list scrolls to its end.
 */
test.describe('sidebar paging', () => {
  test('lists all projects 50 at a time and loads the next page on scroll', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
    const suffix = Date.now().toString(36);
    const client = await api.post('/api/v1/clients', { data: { name: `Paging client ${suffix}`, country: 'DK' } });
    expect(client.status()).toBe(201);
    const clientId = (await client.json()).data.id as number;
    for (let i = 1; i <= 60; i++) {
      const r = await api.post('/api/v1/project-manager/projects/create', { data: { name: `Paged project ${String(i).padStart(2, '0')}`, client_id: clientId, country: 'DK' } });
      expect(r.status()).toBe(201);
    }
    await api.dispose();

    const lists: Array<{ limit: number; offset: number }> = [];
    page.on('request', (r) => {
      const body = r.method() === 'POST' && new URL(r.url()).pathname === '/graphql' ? (r.postDataJSON() as { operationName?: string; variables?: { input?: { limit: number; offset: number } } }) : null;
      if (body?.operationName === 'ProjectListSidebar' && body.variables?.input) lists.push({ limit: body.variables.input.limit, offset: body.variables.input.offset });
    });
    await login(page, 'admin@seller.demo');
    await page.getByTestId('sidebar-filter-allProjects').click();
    const entries = page.locator('[data-testid^="sidebar-project-"]');
    await expect(entries).toHaveCount(50);
    expect(lists.filter((l) => l.offset === 0).every((l) => l.limit <= 50)).toBe(true);

    await page.getByTestId('sidebar-projects').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => entries.count()).toBeGreaterThan(50);
    expect(lists).toContainEqual({ limit: 50, offset: 50 });
    await page.screenshot({ path: 'test-results/sidebar-many-projects.png' });
  });
});
