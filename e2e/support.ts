import { expect, request as playwrightRequest, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2026!';

/** The API token seeded for admin@seller.demo (server/src/features/seed/demo-seed.ts). */
export const DEMO_API_TOKEN = 'gia_demo_seller_admin_2026_token';

/**
 * The demo seller's REST API with its bearer token, for a spec to build data of its own (so that the
 * demo's figures stay as other specs expect them): `post` expects a 201 and gives the reply's `data`.
 */
export async function demoSellerApi(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
  return {
    post: async (path: string, body: Record<string, unknown>) => {
      const r = await api.post(path, { data: body });
      expect(r.status(), await r.text()).toBe(201);
      return (await r.json()).data as { id: number };
    },
    dispose: () => api.dispose(),
  };
}

/** Signs in through the login page and waits for the signed-in shell. */
export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Closes the buyers' one-time welcome if it is open. It shows once per account (issue #47, point 11),
 * so whether admin@buyer.demo still sees it depends on the specs before; the welcome itself is checked
 * with user@buyer.demo, whom no other spec signs in as (auth.spec.ts). Call once the start page shows.
 */
export async function closeBuyerWelcomeIfOpen(page: Page): Promise<void> {
  const welcome = page.getByTestId('buyer-welcome');
  if (await welcome.isVisible()) {
    await page.getByTestId('buyer-welcome-close').click();
    await expect(welcome).toBeHidden();
  }
}

/**
 * The test every spec uses: Playwright's, with an automatic guard that fails a test on any
 * Content-Security-Policy violation (the console's "Refused to …" messages and the page's
 * securitypolicyviolation events), so the headers the server sends are proven with the real app.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load: CSP violation of ${e.violatedDirective} by ${e.blockedURI}`));
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
