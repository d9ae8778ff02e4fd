/**
 * Messages travel as keys (shared/errors) and are translated by the client: in de-DE the product
 * create dialog shows the shared schema's validation messages in German, and a server refusal too.
 */
import { expect } from '@playwright/test';
import { login, test } from './support';

test('in de-DE the product create dialog shows its validation messages in German', async ({ page }) => {
  await login(page, 'admin@seller.demo');
  const clients = (await (await page.request.get('/api/v1/project-manager/projects')).json()).data as { projects: { data: { id: number; name: string }[] } }[];
  const project = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Data centre consolidation 2027')!;
  const groups = (await (await page.request.get(`/api/v1/project-manager/projects/${project.id}/solution-groups`)).json()).data;
  const solution = groups.comparative[0].solutions[0] as { id: number };

  await page.evaluate(() => localStorage.setItem('locale', 'de-DE'));
  await page.goto(`/#/project-manager/projects/${project.id}/solutions?solution=${solution.id}`);
  await page.reload(); // the language is read when the app starts
  await page.getByTestId('product-create').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Produkt anlegen');

  // Model name left empty, a mode with text for its power: the shared schema's keys, in German.
  await dialog.getByLabel('Leistung').first().fill('viel');
  await dialog.getByLabel('Leistung').first().press('Tab'); // its message appears on leaving the field
  await expect(dialog.getByText('Die Leistungsaufnahme muss eine Zahl sein.')).toBeVisible();
  await dialog.getByTestId('product-create-submit').click();
  await expect(dialog.getByText('Das Feld Modellname ist erforderlich.')).toBeVisible();
  await expect(dialog.getByText('Die Leistungsaufnahme muss eine Zahl sein.')).toBeVisible();
  await expect(dialog.getByText('The model name field is required.')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/product-create-de-DE.png' });
});
