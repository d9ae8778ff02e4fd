import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { addresses, appRoutes, routeUser } from './app-routes';
import { demoParams, ROUTE_USERS, settle } from './route-walk';
import { DEMO_API_TOKEN, login, test } from './support';

/**
 * Issue #47 ("Every journey II", points 11 and the walk): on every screen of the app, in Danish and German
 * (the languages with the longest words), on a desk (1440 px) and a phone (390 px), no field label, tab,
 * button or column heading is cut ("Årlig ændring af elnettets emissionsfaktor (%)" ended in "…" on the
 * decision page; "Driftsomkostninge / r" broke mid-word), and no page is wider than the window.
 * The print views (A4 sheets) are documents with their own checks (report-figures, report-pdf-layout) and are left out.
 * WALK_LOCALES=en-GB,da-DK and WALK_WIDTHS=1440 choose other languages and widths (the walk of issue #47 in English too).
 * WALK_SHOTS=<dir> also saves a screenshot of each screen there, to look at; WALK_ONLY=<regex> narrows the walk.
 */

const SHOTS = process.env.WALK_SHOTS ?? null;
const ONLY = process.env.WALK_ONLY ? new RegExp(process.env.WALK_ONLY) : null;

/** What a user reads as a whole word or phrase: MUI's labels, tabs, buttons, chips and column headings. */
const LABELS = [
  'label.MuiInputLabel-root',
  '.MuiFormControlLabel-label',
  '.MuiTab-root',
  '.MuiButton-root',
  '.MuiToggleButton-root',
  '.MuiChip-label',
  '.MuiTableCell-head',
  '.MuiStepLabel-label',
].join(', ');

/** The visible labels whose text is cut (wider than their box, with MUI's ellipsis or hidden overflow) or run past the window. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null && (el.textContent ?? '').trim() !== '' && !el.closest('[aria-hidden="true"]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const clipped = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
        // Past the window's edge counts unless a scrolling box holds it (a wide table or a row of tabs scrolls sideways on a phone).
        let scrolls = false;
        for (let p = el.parentElement; p && !scrolls; p = p.parentElement) scrolls = ['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX) && p.scrollWidth > p.clientWidth;
        return clipped || (box.right > width + 1 && !scrolls);
      })
      .map((el) => `"${(el.textContent ?? '').trim().slice(0, 80)}" (${el.scrollWidth} > ${el.clientWidth} px)`);
  }, LABELS);
}

/** The innermost elements that reach past the window's right edge, named for the failure message. */
async function pastTheEdge(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > width + 1);
    const innermost = past.filter((el) => !past.some((o) => o !== el && el.contains(o)));
    return innermost
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}" (right ${Math.round(el.getBoundingClientRect().right)})`)
      .join('; ');
  });
}

const LOCALES = process.env.WALK_LOCALES?.split(',') ?? ['da-DK', 'de-DE'];
const WIDTHS = process.env.WALK_WIDTHS?.split(',').map(Number) ?? [1440, 390];

test.describe('labels whole in Danish and German (issue #47)', () => {
  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      test(`no label cut and no page wider than the window, every screen, ${locale} at ${width} px`, async ({ browser, baseURL }) => {
        // A screen as a user who has issued a document sees it: the reports page lists its issued documents
        // (their table once made the page 2,700 px wide, which a walk on a fresh database never saw).
        const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
        const projects = ((await (await api.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>).flatMap((c) => c.projects.data);
        const demo = projects.find((p) => p.name === 'Data centre consolidation 2027')!;
        expect((await api.get(`/api/v1/project-manager/projects/${demo.id}/report.pdf?type=baseline`, { timeout: 240_000 })).status()).toBe(200);
        await api.dispose();
        const failures: Record<string, string[]> = {};
        let walked = 0;
        for (const user of ROUTE_USERS) {
          const routes = appRoutes().filter((r) => routeUser(r) === user && !r.startsWith('/print') && !r.endsWith('/print'));
          test.setTimeout(test.info().timeout + routes.length * 20_000);
          // One browser per login; it signs in in English (the sign-in helper reads English labels), then reads in `locale`.
          const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
          const page = await context.newPage();
          if (user) await login(page, user);
          else await page.goto('/#/login');
          await page.evaluate((l) => localStorage.setItem('locale', l), locale);
          // The app reads the language when it starts: a hash change alone would keep it in English.
          await page.reload();
          const params = user ? await demoParams(page, user) : {};
          for (const route of routes) {
            const namespace = route.split('/')[1];
            for (const address of addresses(route, params[namespace] ?? {})) {
              if (ONLY && !ONLY.test(address)) continue;
              await page.goto(`/#${address}`);
              await settle(page);
              // A dialog that opens on entering (a welcome, an upgrade offer) is checked, then the screen behind it.
              const found = await cutLabels(page);
              if (await page.getByRole('dialog').isVisible()) {
                if (SHOTS) await page.screenshot({ path: shot(locale, width, `${address}-dialog`) });
                await page.keyboard.press('Escape');
                await page.waitForTimeout(300);
                found.push(...(await cutLabels(page)));
              }
              const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
              if (pageWidth > width) found.push(`the page is ${pageWidth} px wide, past the edge: ${await pastTheEdge(page)}`);
              if (SHOTS) await page.screenshot({ path: shot(locale, width, address), fullPage: true });
              if (found.length) failures[`${user ?? 'signed out'} ${address}`] = [...new Set(found)];
              walked++;
            }
          }
          await context.close();
        }
        console.info(`labels ${locale} ${width} px: ${walked} screens, ${Object.keys(failures).length} with a cut label`);
        expect(failures).toEqual({});
        // Every screen of every login, so that a broken login or route table cannot pass by walking nothing.
        if (!ONLY) expect(walked).toBeGreaterThan(40);
      });
    }
  }
});

function shot(locale: string, width: number, address: string): string {
  const dir = path.join(SHOTS!, `${locale}-${width}`);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${address.replace(/[^\w-]+/g, '_').replace(/^_/, '')}.png`);
}
