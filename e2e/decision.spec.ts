import { expect } from '@playwright/test';
import { login, test } from './support';

/**
 * Decisions over time (issue #32): the Decision page of the demo's data-centre project shows each
 * comparative group's recommendation, the figures with how they were calculated and the chart of the
 * cumulative saving, as the REST reply gives them.
 */
test('shows replace or retain, the figures and the cumulative-saving chart of each comparative group', async ({ page }) => {
  await login(page, 'admin@seller.demo');
  const clients = (await (await page.request.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>;
  const project = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!;
  const reply = (await (await page.request.get(`/api/v1/project-manager/projects/${project.id}/decision?years=10`)).json()).data;

  await page.goto(`/#/project-manager/projects/${project.id}/decision`);
  await expect(page.getByRole('heading', { name: 'Replace or retain' })).toBeVisible();
  // In the project's tab bar, its own tab selected (issue #47, point 11).
  await expect(page.getByTestId('tab-decision')).toHaveAttribute('aria-selected', 'true');
  // Without a project country the flat grid path is a fallback, and the page says so with a way to set it (issue #47, point 4).
  if (reply.country_code == null && reply.grid_path_source === 'flat') {
    await expect(page.getByTestId('country-missing-grid-path')).toContainText('This project has no country: the grid factor path is flat');
    await expect(page.getByTestId('country-missing-grid-path').getByRole('link', { name: 'Set the country in the project details.' })).toHaveAttribute('href', `#/project-manager/projects/${project.id}/project-details`);
  } else {
    await expect(page.getByTestId('country-missing-grid-path')).toHaveCount(0);
  }
  if (reply.groups.length === 0) {
    await expect(page.getByText('The project needs a baseline group and at least one comparative group.')).toBeVisible();
    return;
  }
  await expect(page.getByTestId('decision-group')).toHaveCount(reply.groups.length);
  const first = page.getByTestId('decision-group').first();
  await expect(first.getByTestId('decision-recommendation')).toHaveText(reply.groups[0].recommendation === 'replace' ? 'Replace' : 'Retain');
  await expect(first.getByTestId('decision-chart')).toHaveAttribute('data-values', reply.groups[0].projection.map((p: { cumulative_saving_kg: number }) => Math.round(p.cumulative_saving_kg)).join(','));
  await first.getByText('How it was calculated').first().click();
  await expect(first.getByTestId('decision-explain-annualKwhSaving')).toContainText("Energy saving a year = the baseline's total energy − the group's total energy");
  await page.screenshot({ path: 'test-results/decision.png', fullPage: true });
});

test("prints 'Replace or retain' in the comparative report's print view, which waits for it before it is ready", async ({ page }) => {
  await login(page, 'admin@seller.demo');
  const clients = (await (await page.request.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>;
  const project = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!;
  const reply = (await (await page.request.get(`/api/v1/project-manager/projects/${project.id}/decision?years=10`)).json()).data;
  test.skip(reply.groups.length === 0, 'the demo project has no comparative group');

  await page.goto(`/#/print/project-manager/projects/${project.id}/comparative-report`);
  await expect(page.locator('body')).toHaveAttribute('data-report-ready', 'true', { timeout: 30_000 });
  const section = page.getByTestId('section-decision');
  await expect(section).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Replace or retain' })).toBeVisible();
  await expect(page.locator('[data-decision-group]')).toHaveCount(reply.groups.length);
  const first = page.locator(`[data-decision-group="${reply.groups[0].group_id}"]`);
  await expect(first.getByTestId('decision-report-recommendation')).toHaveText(reply.groups[0].recommendation === 'replace' ? 'Replace' : 'Retain');
  // The printed payback is the reply's, from the charted curve; the flat figure beside it is the second view (issue #46).
  const g0 = reply.groups[0] as { carbon_payback_years: number | null; carbon_payback_reason: string | null; flat_carbon_payback_years: number | null; payback_horizon_years: number };
  const years = (v: number | null) => (v === null ? 'None' : `${v.toFixed(2)} years`);
  await expect(first.getByTestId('decision-carbonPaybackYears')).toHaveText(
    g0.carbon_payback_reason === 'no_payback_within_horizon' ? `No payback within ${g0.payback_horizon_years} years` : years(g0.carbon_payback_years),
  );
  await expect(first.getByTestId('decision-flatCarbonPaybackYears')).toHaveText(years(g0.flat_carbon_payback_years));
  await expect(first.getByTestId('decision-chart')).toHaveAttribute('data-values', reply.groups[0].projection.map((p: { cumulative_saving_kg: number }) => Math.round(p.cumulative_saving_kg)).join(','));
});

test("draws the chart's axes and grid in the page's colours in dark mode (issue #47, point 11)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('darkMode', '1'));
  await login(page, 'admin@seller.demo');
  const clients = (await (await page.request.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>;
  const project = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!;
  await page.goto(`/#/project-manager/projects/${project.id}/decision`);
  const chart = page.getByTestId('decision-chart').first();
  await expect(chart.locator('svg text').first()).toBeVisible();
  // nivo's defaults are #333333 text and a #dddddd grid, dark on the dark page; the theme's are light.
  const colours = await chart.evaluate((el) => {
    const luminance = (c: string) => {
      const [r, g, b] = (c.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
      return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    };
    const tick = el.querySelector('svg g text') as SVGTextElement;
    return { text: luminance(getComputedStyle(tick).fill), background: luminance(getComputedStyle(document.body).backgroundColor) };
  });
  expect(colours.background).toBeLessThan(0.3);
  expect(colours.text).toBeGreaterThan(0.5);
});
