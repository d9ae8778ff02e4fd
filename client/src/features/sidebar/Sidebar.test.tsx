import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { buildUser, renderWithProviders } from '../common/testing';
import { Sidebar } from './Sidebar';
import { ProjectListSidebarDocument, SidebarProjectUpdatedDocument } from './sidebar-queries';

afterEach(cleanup);

interface ListInput {
  namespace: string;
  filter: string;
  limit?: number;
  offset?: number;
  search?: string;
}

function group(clientId: string, clientName: string, projects: Array<[string, string]>) {
  return {
    __typename: 'ClientProjects',
    client: { __typename: 'Client', id: clientId, name: clientName },
    projects: projects.map(([id, name]) => ({ __typename: 'Project', id, name, namespace: 'project-manager', updatedAt: '2026-11-20T10:00:00.000Z', sharedWithPartner: false })),
  };
}

/** Answers every sidebar list query, recording its input; a search returns the "Fjord" project only. */
function listMock(calls: ListInput[], options: { failSearch?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: ProjectListSidebarDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ input }: { input: ListInput }) => {
      calls.push(input);
      if (input.search && options.failSearch) return { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } as never;
      if (input.search) return { data: { projectList: [group('1', 'Fjordby Municipality', [['11', 'Fjord data centre']])] } };
      return { data: { projectList: [group('1', 'Fjordby Municipality', [['11', 'Fjord data centre'], ['12', 'Workplace refresh']]), group('2', 'Acme', [['21', 'Acme servers']])] } };
    },
  };
}

const searchCalls = (calls: ListInput[]) => calls.filter((c) => c.search !== undefined);
const typeSearch = (value: string) => fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value } });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

// MUI in jsdom is slow when the whole suite runs at once.
describe('Sidebar', { timeout: 20000 }, () => {
  it('starts ordinary users on their latest projects, 20 at a time, and lists clients with project links', async () => {
    const calls: ListInput[] = [];
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls)], path: '/project-manager/projects' });

    const link = await screen.findByTestId('sidebar-project-12');
    expect(link.getAttribute('href')).toBe('/project-manager/projects/12/project-details');
    expect(calls[0]).toEqual({ namespace: 'project-manager', filter: 'latest', limit: 20, offset: 0 });
    expect(screen.getByTestId('sidebar-filter-latest').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Acme')).toBeTruthy();
  });

  it('starts collaborators on the organisation projects, a page of 50 at a time', async () => {
    const calls: ListInput[] = [];
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls)], user: buildUser({ isCollaborator: true }), path: '/' });

    await screen.findByTestId('sidebar-project-11');
    expect(calls[0]).toEqual({ namespace: 'project-manager', filter: 'orgProjects', limit: 50, offset: 0 });
    expect(screen.getByTestId('sidebar-filter-orgProjects').getAttribute('aria-pressed')).toBe('true');
  });

  it("lists a buyer's project groups and projects, without the sellers' app switch", async () => {
    const calls: ListInput[] = [];
    const seller = buildUser();
    const buyer = buildUser({ partner: { ...seller.partner, type: 'buyer' } });
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls)], user: buyer, path: '/project-manager/projects' });

    await screen.findByTestId('sidebar-project-11');
    expect(calls[0]).toEqual({ namespace: 'buyers', filter: 'latest', limit: 20, offset: 0 });
    expect(screen.queryByTestId('sidebar-namespace-project-manager')).toBeNull();
    expect(screen.getAllByText('Project groups').length).toBeGreaterThan(0);
    // Issue #34 point 3: the sellers' apps are not a buyer's; their first link is their project groups.
    const apps = screen.getByRole('list', { name: 'Apps' });
    const hrefs = Array.from(apps.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/buyers/projects', '/dashboard']);
  });

  it('lists the admin pages a user may open, beside the apps (issue #34 point 13)', async () => {
    await renderWithProviders(<Sidebar />, { mocks: [listMock([])], user: buildUser({ isPartnerAdmin: true, isSuperAdmin: true }), path: '/' });
    const admin = await screen.findByRole('list', { name: 'Administration' });
    expect(Array.from(admin.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['/partner-admin', '/admin/catalogue', '/admin/validation', '/admin/categories']);
    cleanup();
    await renderWithProviders(<Sidebar />, { mocks: [listMock([])], user: buildUser(), path: '/' });
    await screen.findByTestId('sidebar');
    expect(screen.queryByRole('list', { name: 'Administration' })).toBeNull();

  });

  it("shows a super admin whose organisation has no projects no empty client list, and a seller without projects the list's empty state (issue #47 point 11)", async () => {
    const empty: MockLink.MockedResponse = { request: { query: ProjectListSidebarDocument, variables: () => true }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { projectList: [] } } };
    await renderWithProviders(<Sidebar />, { mocks: [empty], user: buildUser({ isPartnerAdmin: true, isSuperAdmin: true }), path: '/' });
    await screen.findByRole('list', { name: 'Administration' });
    await waitFor(() => expect(screen.queryByTestId('sidebar-loading')).toBeNull());
    expect(screen.queryByTestId('sidebar-empty')).toBeNull();
    expect(screen.queryByTestId('sidebar-search')).toBeNull();
    cleanup();
    await renderWithProviders(<Sidebar />, { mocks: [empty], user: buildUser(), path: '/' });
    expect(await screen.findByTestId('sidebar-empty')).toBeTruthy();
    expect(screen.getByTestId('sidebar-search')).toBeTruthy();
  });

  it('marks the paid apps with a lock for a free seller, before they are entered (issue #34 point 2)', async () => {
    const free = buildUser({ paidSubscription: false });
    await renderWithProviders(<Sidebar />, { mocks: [listMock([])], user: free, path: '/' });
    expect(await screen.findByTestId('sidebar-locked-comparative-solution')).toBeTruthy();
    expect(screen.getByTestId('sidebar-locked-project-manager')).toBeTruthy();
    expect(screen.getByTestId('sidebar-locked-single-solution')).toBeTruthy();
    expect(screen.queryByTestId('sidebar-locked-requests')).toBeNull();
    cleanup();
    await renderWithProviders(<Sidebar />, { mocks: [listMock([])], user: buildUser({ paidSubscription: true }), path: '/' });
    await screen.findByTestId('sidebar');
    expect(screen.queryByTestId('sidebar-locked-comparative-solution')).toBeNull();
  });

  it('takes the namespace from the URL', async () => {
    const calls: ListInput[] = [];
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls)], path: '/comparative-solution/projects/5/project-details' });

    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0].namespace).toBe('comparative-solution');
  });

  it('does not search below 4 characters, searches from 4, and reloads the normal list when emptied', async () => {
    const calls: ListInput[] = [];
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls)], path: '/project-manager/projects' });
    await screen.findByTestId('sidebar-project-21');

    typeSearch('fjo');
    await pause(700);
    expect(searchCalls(calls)).toEqual([]);
    expect(screen.getByText('Type at least 4 characters to search')).toBeTruthy();
    expect(screen.getByTestId('sidebar-project-21')).toBeTruthy();

    typeSearch('fjor');
    await waitFor(() => expect(searchCalls(calls)).toEqual([{ namespace: 'project-manager', filter: 'latest', limit: 50, offset: 0, search: 'fjor' }]));
    await waitFor(() => expect(screen.queryByTestId('sidebar-project-21')).toBeNull());
    expect(screen.getByTestId('sidebar-project-11')).toBeTruthy();

    const before = calls.length;
    typeSearch('');
    await waitFor(() => expect(calls.slice(before)).toContainEqual({ namespace: 'project-manager', filter: 'latest', limit: 20, offset: 0 }));
    expect(await screen.findByTestId('sidebar-project-21')).toBeTruthy();
  });

  it('says "Could not load projects" when a search fails', async () => {
    const calls: ListInput[] = [];
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls, { failSearch: true })], path: '/project-manager/projects' });
    await screen.findByTestId('sidebar-project-11');

    typeSearch('acme');
    expect(await screen.findByText('Could not load projects')).toBeTruthy();
  });

  it('switches filter when a chip is chosen', async () => {
    const calls: ListInput[] = [];
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls)], path: '/project-manager/projects' });
    await screen.findByTestId('sidebar-project-11');

    fireEvent.click(screen.getByTestId('sidebar-filter-sharedWithMe'));
    await waitFor(() => expect(calls).toContainEqual({ namespace: 'project-manager', filter: 'sharedWithMe', limit: 50, offset: 0 }));
  });

  it('loads the next page of 50 when the list is scrolled to its end, and stops after a short page', async () => {
    const calls: ListInput[] = [];
    const many = (from: number, n: number) => Array.from({ length: n }, (_, i): [string, string] => [String(from + i), `Project ${from + i}`]);
    const paging: MockLink.MockedResponse = {
      request: { query: ProjectListSidebarDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: ({ input }: { input: ListInput }) => {
        calls.push(input);
        // Client 1's projects run over into the second page; client 2 comes with it.
        if (!input.offset) return { data: { projectList: [group('1', 'Fjordby Municipality', many(1000, 50))] } };
        return { data: { projectList: [group('1', 'Fjordby Municipality', many(1050, 5)), group('2', 'Acme', many(2000, 5))] } };
      },
    };
    await renderWithProviders(<Sidebar />, { mocks: [paging], user: buildUser({ isCollaborator: true }), path: '/' });
    await screen.findByTestId('sidebar-project-1049');
    expect(calls).toEqual([{ namespace: 'project-manager', filter: 'orgProjects', limit: 50, offset: 0 }]);
    expect(screen.queryByTestId('sidebar-project-1050')).toBeNull();

    fireEvent.scroll(screen.getByTestId('sidebar-projects'));
    await screen.findByTestId('sidebar-project-2004');
    expect(calls[1]).toEqual({ namespace: 'project-manager', filter: 'orgProjects', limit: 50, offset: 50 });
    // The second page joined the first: client 1 lists its 55 projects once, in order.
    expect(screen.getByTestId('sidebar-project-1000')).toBeTruthy();
    expect(screen.getByTestId('sidebar-project-1054')).toBeTruthy();
    expect(screen.getByTestId('sidebar-client-1').textContent).toContain('55');

    // 10 projects on the second page: the end of the list; scrolling asks for nothing more.
    fireEvent.scroll(screen.getByTestId('sidebar-projects'));
    await pause(300);
    expect(calls).toHaveLength(2);
  });

  it("updates a changed project's entry from the live event, without reloading the list", async () => {
    const calls: ListInput[] = [];
    const renamed: MockLink.MockedResponse = {
      request: { query: SidebarProjectUpdatedDocument },
      delay: 600,
      result: {
        data: {
          projectUpdated: {
            __typename: 'ProjectUpdatedEvent',
            projectId: '12',
            action: 'updated',
            project: { __typename: 'Project', id: '12', name: 'Workplace refresh 2028', namespace: 'project-manager', updatedAt: '2026-11-26T10:00:00.000Z', sharedWithPartner: false, client: { __typename: 'Client', id: '1', name: 'Fjordby Municipality' } },
          },
        },
      },
    };
    await renderWithProviders(<Sidebar />, { mocks: [listMock(calls), renamed], path: '/project-manager/projects' });
    await screen.findByTestId('sidebar-project-12');
    expect(screen.getByTestId('sidebar-project-12').textContent).toContain('Workplace refresh');

    await waitFor(() => expect(screen.getByTestId('sidebar-project-12').textContent).toContain('Workplace refresh 2028'));
    await pause(300);
    expect(calls).toHaveLength(1);
  });
});
