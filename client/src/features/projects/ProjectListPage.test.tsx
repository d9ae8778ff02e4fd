import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../common/testing';
import { ProjectListPage } from './ProjectListPage';
import { ClientListDocument, ProjectCreateDocument, ProjectListDocument } from './projects-queries';

afterEach(cleanup);

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const client = { __typename: 'Client', id: '3', name: 'Fjordby Municipality', address: null, address2: null, city: 'Fjordby', zip: '8000', country: 'DK', vatNo: null, description: null, updatedAt: '2026-11-01T10:00:00.000Z' };
const listMock = (projectList: unknown[]): MockLink.MockedResponse => ({
  request: { query: ProjectListDocument, variables: { input: { namespace: 'project-manager', filter: 'orgProjects', limit: 1000 } } },
  result: { data: { projectList } },
  ...always,
});
const oneGroup = [
  {
    __typename: 'ClientProjects',
    client: { __typename: 'Client', id: '3', name: 'Fjordby Municipality', city: 'Fjordby', country: 'DK' },
    projects: [
      { __typename: 'Project', id: '7', name: 'Data centre consolidation', namespace: 'project-manager', updatedAt: '2026-11-02T10:00:00.000Z', sharedWithPartner: false, owner: { __typename: 'UserSummary', id: '2', name: 'Ulrik User' } },
    ],
  },
];

const render = (mocks: MockLink.MockedResponse[], user = buildUser()) =>
  renderWithProviders(<ProjectListPage namespace="project-manager" />, { mocks, user, path: '/project-manager/projects', route: '/project-manager/projects' });

// MUI in jsdom is slow when the whole suite runs at once.
describe('ProjectListPage', { timeout: 20000 }, () => {
  it("lists the organisation's projects by client with owner and date", async () => {
    await render([listMock(oneGroup)]);
    const row = await screen.findByTestId('project-row-7');
    expect(within(row).getByText('Data centre consolidation')).toBeTruthy();
    expect(within(row).getAllByText('Ulrik User').length).toBeGreaterThan(0);
    expect(within(row).getByText('2 Nov 2026')).toBeTruthy();
  });

  it('offers a call to action when there are no projects', async () => {
    await render([listMock([])]);
    expect(await screen.findByText('No projects yet')).toBeTruthy();
  });

  it('disables "New client" and "New project" without the manage permissions', async () => {
    await render([listMock(oneGroup)], buildUser({ permissions: ['manage_solutions'] }));
    await screen.findByTestId('project-row-7');
    expect((screen.getByTestId('new-client') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('new-project') as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a project and opens its details page', async () => {
    let sent: Record<string, unknown> | null = null;
    const create: MockLink.MockedResponse = {
      request: { query: ProjectCreateDocument, variables: () => true },
      result: (variables: { namespace: string; input: Record<string, unknown> }) => {
        sent = { namespace: variables.namespace, ...variables.input };
        return {
          data: {
            projectCreate: {
              __typename: 'Project', id: '42', name: 'Server room', description: null, namespace: 'project-manager', clientId: '3', kwhPrice: 1.42, oldKwh: null,
              currency: 'DKK', investment: null, address: null, city: null, zip: null, country: null, isProjectOwner: true, sharedWithPartner: false,
              createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
              owner: { __typename: 'UserSummary', id: '1', name: 'Anna Admin', email: 'anna@seller.test' },
              client: { __typename: 'Client', id: '3', name: 'Fjordby Municipality', country: 'DK' },
            },
          },
        };
      },
    };
    await render([listMock(oneGroup), { request: { query: ClientListDocument }, result: { data: { clients: [client] } }, ...always }, create]);
    fireEvent.click(await screen.findByTestId('new-project'));

    const name = await screen.findByLabelText(/Project name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'Server room' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Client/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fjordby Municipality' }));
    fireEvent.change(screen.getByLabelText('kWh price'), { target: { value: '1,42' } });
    fireEvent.click(screen.getByTestId('project-create-submit'));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/project-manager/projects/42/project-details'));
    expect(sent).toMatchObject({ namespace: 'project-manager', name: 'Server room', clientId: '3', kwhPrice: '1.42', currency: null });
  });
});

describe('New client dialog', { timeout: 20000 }, () => {
  it("asks for the country, defaulting to the partner's (issue #47, point 4)", async () => {
    await render([listMock(oneGroup)], buildUser({ partner: { ...buildUser().partner, countryCode: 'DK' } }));
    fireEvent.click(await screen.findByTestId('new-client'));
    const country = (await screen.findByRole('combobox', { name: /Country/ })) as HTMLInputElement;
    expect(country.value).toMatch(/\(DK\)$/);
  });
});
