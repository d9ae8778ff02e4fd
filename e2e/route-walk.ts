import { expect, type Page } from '@playwright/test';
import { defaultEedYear } from '../shared/validation/eed-reports';

/**
 * Walking every route of the app as the demo login that uses it (issue #47): the accessibility scan and
 * the label check (labels.spec.ts) fill the routes' parameters with the demo's ids and wait for each screen.
 */

/** The logins that see the routes (app-routes.ts routeUser), a signed-out visitor first. */
export const ROUTE_USERS = [null, 'admin@seller.demo', 'admin@buyer.demo', 'superadmin@demo.test'] as const;

type Project = { id: number; name: string; client_id: number };

/** A namespace's demo project (the named one, else the first) and its client, through the signed-in user's REST session. */
async function demoProject(page: Page, namespace: string, name?: string): Promise<Record<string, string>> {
  const r = await page.request.get(`/api/v1/${namespace}/projects`);
  expect(r.status(), `GET /api/v1/${namespace}/projects`).toBe(200);
  const projects = ((await r.json()).data as Array<{ projects: { data: Project[] } }>).flatMap((c) => c.projects.data);
  const project = projects.find((p) => !name || p.name === name) ?? projects[0];
  expect(project, `a demo ${namespace} project`).toBeTruthy();
  return { projectId: String(project.id), clientId: String(project.client_id) };
}

/** The demo values of the routes' parameters, by the route's namespace (its first segment after /print). */
export async function demoParams(page: Page, user: string): Promise<Record<string, Record<string, string>>> {
  if (user === 'admin@buyer.demo') return { buyers: await demoProject(page, 'buyers') };
  if (user !== 'admin@seller.demo') return {};
  const pm = await demoProject(page, 'project-manager', 'Data centre consolidation 2027');
  const groups = (await (await page.request.get(`/api/v1/project-manager/projects/${pm.projectId}/solution-groups`)).json()).data as { comparative: Array<{ solutions: Array<{ id: number }> }> };
  // The request a buyer shared with the seller: its inbox's first Open button.
  await page.goto('/#/requests');
  await page.getByTestId('inbox-open').first().click();
  await expect(page).toHaveURL(/#\/requests\/\d+/);
  const requestShareId = /#\/requests\/(\d+)/.exec(page.url())![1];
  return {
    'project-manager': { ...pm, solutionId: String(groups.comparative[0].solutions[0].id), year: String(defaultEedYear()) },
    'comparative-solution': await demoProject(page, 'comparative-solution', 'Server room and workplace renewal 2027'),
    'single-solution': await demoProject(page, 'single-solution', 'Town hall server room today'),
    requests: { requestShareId },
  };
}

/** Waits for a screen's data: no loader or skeleton left, then a moment for the charts to draw. */
export async function settle(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible')).toHaveCount(0, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(700);
}

