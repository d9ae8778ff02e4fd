import { expect } from '@playwright/test';
import fs from 'node:fs';
import { login, test } from './support';

/**
 * The EED report of a data-centre solution (issue #31): from the solution's menu, the acceptance
 * example typed into the form gives its KPIs (PUE 1.50, DCiE 66.7 %, WUE 1.80, ERF 0.20, REF 0.80,
 * ERE 1.20), the 500 kW badge, saved and read back, downloaded as CSV and shown in the print view.
 */
test('fills the acceptance example of the EED report and sees its KPIs', async ({ page }) => {
  await login(page, 'admin@seller.demo');
  // The demo's data-centre consolidation project and its first data-centre solution.
  const clients = (await (await page.request.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>;
  const project = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!;
  const groups = (await (await page.request.get(`/api/v1/project-manager/projects/${project.id}/solution-groups`)).json()).data;
  const solution = (groups.baseline.solutions as Array<{ id: number; name: string; solution_type: { calculation_mode: number } }>).find((s) => s.solution_type.calculation_mode === 1)!;
  const office = (groups.baseline.solutions as Array<{ id: number; solution_type: { calculation_mode: number } }>).find((s) => s.solution_type.calculation_mode !== 1)!;

  await page.goto(`/#/project-manager/projects/${project.id}/solutions`);
  // Only a data-centre solution offers the EED report.
  await page.getByTestId(`solution-menu-${office.id}`).click();
  await expect(page.getByRole('menuitem', { name: 'Clone' })).toBeVisible();
  await expect(page.getByTestId('solution-eed-report')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId(`solution-menu-${solution.id}`).click();
  await page.getByTestId('solution-eed-report').click();
  await expect(page.getByRole('heading', { name: 'EED report' })).toBeVisible();
  await expect(page.getByText(solution.name).first()).toBeVisible();

  // The energies come from the model until they are ticked as measured.
  await expect(page.getByTestId('eed-totalEnergyKwh')).toBeDisabled();
  // The model's figure reads with separators, as every number on screen (issue #47, point 5).
  await expect(page.getByTestId('eed-totalEnergyKwh')).toHaveValue(/^\d{1,3}(,\d{3})+$/);
  await page.getByTestId('eed-measuredTotal').click();
  await page.getByTestId('eed-measuredIt').click();
  const fill = (name: string, value: string) => page.getByTestId(`eed-${name}`).fill(value);
  // Without the installed IT power the obligation is unknown, not "not obliged" (issue #47, point 10).
  await expect(page.getByTestId('eed-obliged')).toHaveText('Obligation unknown: enter the installed IT power');
  await fill('installedItPowerKw', '499');
  await fill('totalEnergyKwh', '1500000');
  await fill('itEnergyKwh', '1000000');
  await fill('waterInputM3', '1800');
  await fill('reusedEnergyKwh', '300000');
  await fill('renewableEnergyKwh', '1200000');
  await fill('renewableGuaranteesOfOriginKwh', '1200000');
  await expect(page.getByTestId('eed-obliged')).toHaveText('Not obliged to report (< 500 kW)');
  await fill('installedItPowerKw', '500');
  await expect(page.getByTestId('eed-obliged')).toHaveText('Obliged to report (≥ 500 kW)');
  const kpis = { pue: '1.50', dcie: '66.7', wue: '1.80', erf: '0.20', ref: '0.80', ere: '1.20' };
  for (const [key, value] of Object.entries(kpis)) await expect(page.getByTestId(`eed-kpi-${key}`)).toHaveText(value);

  await page.getByTestId('eed-save').click();
  await expect(page.getByText('EED report saved')).toBeVisible();
  // Read back from the server.
  await page.reload();
  await expect(page.getByTestId('eed-waterInputM3')).toHaveValue('1800');
  await expect(page.getByTestId('eed-totalEnergyKwh')).toBeEnabled();
  for (const [key, value] of Object.entries(kpis)) await expect(page.getByTestId(`eed-kpi-${key}`)).toHaveText(value);

  // A negative value is refused in the form.
  await fill('waterInputM3', '-1');
  await page.getByTestId('eed-save').click();
  await expect(page.getByText('The value may not be negative.')).toBeVisible();
  // A message's number in the user's format (issue #47, point 5).
  await fill('waterInputM3', '2000000000000');
  await page.getByTestId('eed-save').click();
  await expect(page.getByText('The value may be at most 1,000,000,000,000.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('eed-csv').click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('pue,Power usage effectiveness (PUE = EDC/EIT),1.5,');

  const year = new Date().getUTCFullYear() - 1;
  await page.goto(`/#/print/project-manager/projects/${project.id}/solutions/${solution.id}/eed-report/${year}`);
  await expect(page.getByRole('heading', { name: `EED annual report ${year}` })).toBeVisible();
  await expect(page.getByTestId('eed-print-pue')).toHaveText(/^1\.50/);
  await expect(page.getByTestId('eed-print-dcie')).toHaveText('66.7 %');
});
