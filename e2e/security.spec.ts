/**
 * The security headers with the real app: the SPA, the GraphiQL explorer and the print view run
 * under the Content-Security-Policy with no violation (the cspGuard of support.ts fails on any), and
 * the page cannot be framed.
 */
import { expect } from '@playwright/test';
import { login, test } from './support';

test('the GraphiQL explorer runs under the CSP', async ({ page }) => {
  await login(page, 'admin@seller.demo');
  const reply = await page.goto('/graphql');
  expect(reply?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.locator('.graphiql-editor').first()).toBeVisible();
});

test('the app refuses to be framed and unknown uploads are 404', async ({ page, request }) => {
  const reply = await request.get('/');
  expect(reply.headers()['x-frame-options']).toBe('DENY');
  expect(reply.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const upload = await request.get('/uploads/front-pages/1/missing.png');
  expect(upload.status()).toBe(404);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
