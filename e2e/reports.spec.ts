import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { login, test } from './support';
import { readPdf } from './pdf';

/**
 * Reports (issue #5; spec/project-areas.md §2 "Report screens", §4, §8, §9): the seeded demo project
 * "Data centre consolidation 2027" has every report; the headline figures of each report equal the
 * solutions summaries of the same groups; settings switch sections on and off; the exported PDF has
 * one page per printed sheet, numbered 'Page n/total', and its document verifies on the public page.
 */

interface GroupSummary {
  group_id: number;
  name: string;
  primary: boolean;
  state: string;
  total_kwh: number;
  co2_emission_kg: number;
  operational_cost: number;
  dcie: number | null;
  rating: { rating: string | null };
  lca_data: { gwp_kg_co2e: number; refurbished_offset_total_kg_co2e: number };
}

async function demoProject(page: Page): Promise<{ id: number; groups: GroupSummary[] }> {
  const clients = (await (await page.request.get('/api/v1/project-manager/projects')).json()).data as { projects: { data: { id: number; name: string }[] } }[];
  const project = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027');
  expect(project, 'the demo project is seeded').toBeTruthy();
  const list = (await (await page.request.get(`/api/v1/project-manager/projects/${project!.id}/solution-groups`)).json()).data;
  const ids: number[] = [list.baseline.id, ...list.comparative.map((g: { id: number }) => g.id)];
  const groups = await Promise.all(
    ids.map(async (gid) => (await (await page.request.get(`/api/v1/project-manager/projects/${project!.id}/solution-groups/${gid}/summary`)).json()).data as GroupSummary),
  );
  return { id: project!.id, groups };
}

/** en-GB formatting of the report: thousands with commas, the given decimals. */
function en(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

async function openReport(page: Page, projectId: number, marker: string) {
  await page.goto(`/#/project-manager/projects/${projectId}/${marker}`);
  await expect(page.getByTestId('report-document')).toBeVisible();
}

test.describe('reports', () => {
  test('lists the four reports of the demo project as available and opens each with the summaries’ figures', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    const { id, groups } = await demoProject(page);
    const baseline = groups.find((g) => g.state === 'baseline')!;
    const primary = groups.find((g) => g.primary)!;
    const refurbished = groups.find((g) => g.lca_data.refurbished_offset_total_kg_co2e > 0)!;

    await page.goto(`/#/project-manager/projects/${id}/select-report`);
    // Issue #47 point 11: the breadcrumbs name the app, the client and the project.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Project manager.*Fjordby Municipality.*Data centre consolidation 2027.*Reports/);
    for (const type of ['baseline_report', 'comparative_report', 'lca_report', 'refurbishment_report']) {
      await expect(page.getByTestId(`select-${type}`)).toContainText('Available');
    }
    await page.getByTestId('select-baseline_report').click();
    await expect(page).toHaveURL(/baseline-report$/);

    // Baseline: kWh, cost, CO2 (M7 unit, CO2_PRECISION 1), DCiE and rating of the baseline group.
    await expect(page.getByTestId('kpi-total-kwh')).toHaveText(`${en(baseline.total_kwh)}kWh`);
    await expect(page.getByTestId('kpi-cost')).toHaveText(`DKK ${en(baseline.operational_cost)}`);
    // The headline CO2 is the registered scope 2 figure, location-based by default (issue #46 point 2).
    const scope2 = (await (await page.request.get(`/api/v1/project-manager/projects/${id}/scope2`)).json()).data as { groups: Array<{ id: number; registered_kg: number }> };
    const registeredKg = scope2.groups.find((g) => g.id === baseline.group_id)!.registered_kg;
    await expect(page.getByTestId('kpi-co2')).toHaveText(`${en(registeredKg / 1000, 1)}t`);
    await expect(page.getByTestId('kpi-dcie')).toHaveText(`${baseline.dcie} %`);
    await expect(page.getByTestId('kpi-rating')).toHaveText(baseline.rating.rating!);
    await expect(page.locator('[data-testid^="energy-wheel-"]').first()).toBeVisible();

    // Comparative: the savings of the primary group against the baseline.
    await openReport(page, id, 'comparative-report');
    await expect(page.getByTestId('kpi-energy-saving')).toContainText(`${en(baseline.total_kwh - primary.total_kwh)}kWh`);
    await expect(page.getByTestId('kpi-money-saving')).toHaveText(`DKK ${en(baseline.operational_cost - primary.operational_cost)}`);
    await expect(page.getByTestId('kpi-co2-saving')).toContainText(`${en((baseline.co2_emission_kg - primary.co2_emission_kg) / 1000, 1)}t`);
    await expect(page.getByTestId('groups-table')).toContainText(primary.name);

    // LCA: the GWP of the primary group (M5 with stage inclusion), in kg with CO2_PRECISION.
    await openReport(page, id, 'lca-report');
    await expect(page.getByTestId('kpi-gwp')).toContainText(en(primary.lca_data.gwp_kg_co2e, 1));
    await expect(page.getByTestId('report-block-lca-overview').last()).toContainText('GWP total');

    // Refurbishment: the net offset of the group with refurbished items. Any other marker is this report too.
    await openReport(page, id, 'some-other-marker');
    await expect(page.getByTestId('report-title')).toHaveText('Refurbishment report');
    await expect(page.getByTestId('kpi-refurbishment-offset')).toContainText(en(refurbished.lca_data.refurbished_offset_total_kg_co2e, 1));
  });

  test('switches report sections on and off through the report settings', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    const { id } = await demoProject(page);
    await openReport(page, id, 'comparative-report');
    await expect(page.getByTestId('section-preface')).toBeVisible();
    await expect(page.getByTestId('section-roi')).toBeVisible();
    const pages = Number(await page.getByTestId('report-document').getAttribute('data-pages'));

    const toggle = async (labels: string[]) => {
      await page.getByTestId('report-settings-button').click();
      const dialog = page.getByRole('dialog', { name: 'Report settings' });
      for (const label of labels) await dialog.getByLabel(label, { exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Report settings saved')).toBeVisible();
    };

    await toggle(['Preface', 'Return on investment (ROI)']);
    await expect(page.getByTestId('section-preface')).toHaveCount(0);
    await expect(page.getByTestId('section-roi')).toHaveCount(0);
    await expect(page.getByTestId('section-project-description')).toBeVisible();
    // No more pages, numbered anew: whether a page goes depends on how the remaining sections flow (the
    // scope 2 table of issue #31 fills the space the two sections leave on the comparative report).
    const fewer = Number(await page.getByTestId('report-document').getAttribute('data-pages'));
    expect(fewer).toBeLessThanOrEqual(pages);
    await expect(page.getByText(`Page 1/${fewer}`)).toBeVisible();

    await toggle(['Preface', 'Return on investment (ROI)']);
    await expect(page.getByTestId('section-preface')).toBeVisible();
    await expect(page.getByTestId('section-roi')).toBeVisible();
    await expect(page.getByTestId('report-document')).toHaveAttribute('data-pages', String(pages));
  });

  test('exports the comparative report as a PDF numbered Page n/total whose document verifies on the public page', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await login(page, 'admin@seller.demo');
    const { id, groups } = await demoProject(page);
    const primary = groups.find((g) => g.primary)!;
    await openReport(page, id, 'comparative-report');
    const sheets = Number(await page.getByTestId('report-document').getAttribute('data-pages'));

    // The export is a background job: its progress shows live until the file has been downloaded.
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('report-export-pdf').click();
    await expect(page.getByTestId('pdf-export-progress')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pdf-export-progress.png') });
    const download = await downloaded;
    await expect(page.getByText(/The PDF is ready\. Document GIA-/)).toBeVisible();
    await expect(page.getByTestId('pdf-export-progress')).toHaveCount(0);
    await expect(page.getByTestId('report-export-pdf')).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath('pdf-export-done.png') });
    const file = testInfo.outputPath('comparative.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^data-centre-consolidation-2027-comparative-report-GIA-[A-Z0-9]{4}-[A-Z0-9]{4}\.pdf$/);
    const documentId = /GIA-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(download.suggestedFilename())![0];

    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // One PDF page per printed sheet: the print view's 293 mm last page adds no empty page.
    const pdf = await readPdf(file);
    const text = pdf.text;
    const labels = [...text.matchAll(/Page (\d+)\/(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(labels).toEqual(Array.from({ length: sheets }, (_, i) => [i + 1, sheets]));
    expect(pdf.pages).toHaveLength(sheets);
    // A4 is 595.28 × 841.89 pt.
    for (const p of pdf.pages) {
      expect(p.width).toBeGreaterThanOrEqual(594);
      expect(p.width).toBeLessThan(596);
      expect(Math.floor(p.height)).toBe(841);
    }

    // The stamp on the front page: the document ID and the comparative group's yearly scope 2 CO2, named
    // (location-based by default; issue #46 point 2), 1 decimal.
    const scope2 = (await (await page.request.get(`/api/v1/project-manager/projects/${id}/scope2`)).json()).data as { groups: Array<{ id: number; registered_kg: number }> };
    const total = (Math.round(scope2.groups.find((g) => g.id === primary.group_id)!.registered_kg * 10) / 10).toFixed(1);
    expect(text).toContain(documentId);
    expect(text).toContain(`CO2 total: ${total} kg CO2e (scope 2, location-based)`);
    // Both scope 2 methods are printed, labelled (issue #31).
    expect(text).toContain('Scope 2 (GHG Protocol): location-based and market-based');
    // The verification address stands whole on one line (issue #46 point 9), in a language whose sentence is longer too.
    const verifyUrl = `${new URL(page.url()).origin}/#/verify-evoice`;
    expect(pdf.pages[0]!.text.split('\n').some((line) => line.includes(verifyUrl)), pdf.pages[0]!.text).toBe(true);

    // The document's manifest (issue #31), read by its partner: its hash is the one the public page shows.
    const manifest = await page.request.get(`/api/v1/documents/${documentId}/manifest`);
    expect(manifest.status()).toBe(200);
    const sha256 = ((await manifest.json()) as { data: { sha256: string } }).data.sha256;
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);

    // M8 on the public page: correct (with the manifest's hash), incorrect, not found.
    await page.goto(`/#/verify-evoice?id=${documentId}&total=${total}`);
    await expect(page.getByTestId('verify-result')).toContainText('The total is correct');
    await expect(page.getByTestId('manifest-sha256')).toHaveText(sha256);
    await page.getByLabel(/CO₂ total/).fill(String(Number(total) + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-result')).toContainText('The total is incorrect');
    await page.getByLabel('Document ID').fill('GIA-2222-3333');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-result')).toContainText('Document not found');

    // The print view of the document in German, whose sentence is longer: the address still one line.
    await page.goto(`/#/print/project-manager/projects/${id}/comparative-report?document=${documentId}&locale=de-DE`);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-report-ready', 'true', { timeout: 30_000 });
    const url = page.getByTestId('document-verify-url');
    await expect(url).toHaveText(verifyUrl);
    expect(await url.evaluate((e) => e.getClientRects().length), 'the address on one line').toBe(1);
    await expect(page.getByTestId('document-verify-line')).toContainText('Scannen Sie den Code');
  });

  test('prints from the print view route, outside the shell, with the print dialog opened when the sheets are ready', async ({ page, context }) => {
    await login(page, 'admin@seller.demo');
    const { id } = await demoProject(page);
    // Count print dialogs instead of opening them (headless Chromium has no dialog to show).
    await context.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => void ((window as unknown as { printCalls: number }).printCalls += 1);
    });
    await openReport(page, id, 'baseline-report');
    // The scope 2 figures arrive late: the sheets are not ready until their table is in (issue #31).
    await context.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('"operationName":"ReportScope2"')) await new Promise((r) => setTimeout(r, 2_000));
      await route.fallback();
    });
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print' }).click()]);
    await expect(popup).toHaveURL(new RegExp(`#/print/project-manager/projects/${id}/baseline-report\\?autoprint=1$`));
    await expect(popup.locator('body[data-report-ready="true"]')).toBeAttached();
    expect(await popup.getByTestId('scope2-table').count()).toBe(1);
    await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    // The sheets alone: no app bar, no navigation, no report toolbar.
    await expect(popup.getByTestId('report-document')).toBeVisible();
    await expect(popup.getByTestId('account-menu')).toHaveCount(0);
    await expect(popup.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
    await expect(popup.getByText(/^Page 1\/\d+$/).first()).toBeAttached();
    await popup.screenshot({ path: test.info().outputPath('print-view.png') });

    // The report screen itself keeps the shell.
    await expect(page.getByTestId('account-menu')).toBeVisible();
  });
  test('keeps print colours on the sheets in dark mode and scales the A4 sheet to a 390 px phone', async ({ page }, testInfo) => {
    // Dark mode is the user's preference (app/preferences.tsx), kept in localStorage.
    await page.addInitScript(() => localStorage.setItem('darkMode', '1'));
    await login(page, 'admin@seller.demo');
    const { id } = await demoProject(page);
    await openReport(page, id, 'comparative-report');
    // The running header and 'Page n/total' are dark on the white sheet, whatever the app's theme.
    const sheetColours = () =>
      page.evaluate(() => {
        const sheet = document.querySelector<HTMLElement>('.report-sheet:not([data-bare])')!;
        const luminance = (css: string) => {
          const [r, g, b] = css.match(/[\d.]+/g)!.map(Number);
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        };
        const of = (el: Element | null) => luminance(getComputedStyle(el as Element).color);
        return {
          body: luminance(getComputedStyle(document.body).backgroundColor),
          sheet: luminance(getComputedStyle(sheet).backgroundColor),
          header: of(document.querySelector('.report-sheet-header')),
          pageLabel: of(sheet.querySelector('.report-page-label')),
          cell: of(document.querySelector('.report-table td')),
        };
      });
    const dark = await sheetColours();
    expect(dark.body, 'the app itself is in dark mode').toBeLessThan(0.2);
    expect(dark.sheet).toBeGreaterThan(0.95);
    expect(dark.header, 'running header').toBeLessThan(0.5);
    expect(dark.pageLabel, 'Page n/total').toBeLessThan(0.5);
    expect(dark.cell, 'table text').toBeLessThan(0.5);
    await page.locator('.report-sheet').nth(1).screenshot({ path: testInfo.outputPath('report-dark-mode.png') });

    // A 390 px phone: the sheet is scaled to the viewport, not cut on the right and not scrolled sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => Math.round(document.querySelector('.report-sheet')!.getBoundingClientRect().right)))
      .toBeLessThanOrEqual(390);
    const fit = await page.evaluate(() => {
      const sheet = document.querySelector('.report-sheet')!.getBoundingClientRect();
      return { left: sheet.left, width: sheet.width, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.width, 'the whole A4 width is scaled into the screen').toBeGreaterThan(300);
    expect(fit.scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('report-390px.png') });
  });
});
