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

test('serves the page no-cache and its hashed scripts gzipped with a year of immutable caching', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page loads a hashed script').toBeTruthy();
  const js = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toBe('gzip');
});
