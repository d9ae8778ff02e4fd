import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../common/testing';
import { ProjectDetailsPage } from './ProjectDetailsPage';
import {
  ProjectArchiveDocument,
  ProjectDetailsDocument,
  ProjectNotesDocument,
  ProjectSharesDocument,
  ProjectUpdateDocument,
  ShareCreateDocument,
} from './projects-queries';

afterEach(cleanup);

const PATH = '/project-manager/projects/7/project-details';
const ROUTE = '/project-manager/projects/:projectId/project-details';

function buildProject(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project',
    id: '7',
    name: 'Data centre consolidation',
    description: 'Two rooms into one.',
    namespace: 'project-manager',
    clientId: '3',
    kwhPrice: 1.35,
    oldKwh: null,
    currency: 'DKK',
    investment: 250000,
    address: null,
    city: 'Aarhus',
    zip: '8000',
    country: 'DK',
    isProjectOwner: true,
    sharedWithPartner: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    owner: { __typename: 'UserSummary', id: '1', name: 'Anna Admin', email: 'anna@seller.test' },
    client: { __typename: 'Client', id: '3', name: 'Fjordby Municipality', country: 'DK' },
    ...overrides,
  };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const projectMock = (project = buildProject()): MockLink.MockedResponse => ({ request: { query: ProjectDetailsDocument, variables: { id: '7' } }, result: { data: { project } }, ...always });
const emptyPanels: MockLink.MockedResponse[] = [
  { request: { query: ProjectNotesDocument, variables: { projectId: '7' } }, result: { data: { projectNotes: [] } }, ...always },
  { request: { query: ProjectSharesDocument, variables: { projectId: '7' } }, result: { data: { projectShares: [] } }, ...always },
];
const graphQLError = (code: string, message = 'Failed.') => ({ errors: [{ message, extensions: { code } }] }) as never;

async function renderPage(mocks: MockLink.MockedResponse[], user = buildUser()) {
  await renderWithProviders(<ProjectDetailsPage namespace="project-manager" />, { mocks, path: PATH, route: ROUTE, user });
}
const location = () => screen.getByTestId('location').textContent;

// MUI in jsdom is slow when the whole suite runs at once.
describe('ProjectDetailsPage', { timeout: 20000 }, () => {
  it('sends a project that does not exist to /404', async () => {
    await renderPage([{ request: { query: ProjectDetailsDocument, variables: { id: '7' } }, result: graphQLError('NOT_FOUND', 'Project not found.') }, ...emptyPanels]);
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('sends any other load failure to /403', async () => {
    await renderPage([{ request: { query: ProjectDetailsDocument, variables: { id: '7' } }, result: graphQLError('FORBIDDEN') }, ...emptyPanels]);
    await waitFor(() => expect(location()).toBe('/403'));
  });

  it('saves the kWh price with the comma turned into a dot, and says "Project updated"', async () => {
    let sent: Record<string, unknown> | null = null;
    const update: MockLink.MockedResponse = {
      request: { query: ProjectUpdateDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent = variables.input;
        return { data: { projectUpdate: buildProject({ kwhPrice: 1.5 }) } };
      },
    };
    await renderPage([projectMock(), ...emptyPanels, update]);
    const price = (await screen.findByLabelText('kWh price')) as HTMLInputElement;
    expect(price.value).toBe('1.35');

    fireEvent.change(price, { target: { value: '1,5' } });
    fireEvent.click(screen.getByTestId('project-save'));

    expect(await screen.findByText('Project updated')).toBeTruthy();
    expect(sent).toMatchObject({ name: 'Data centre consolidation', kwhPrice: '1.5', currency: 'DKK', investment: 250000 });
  });

  it('does not save a kWh price that is not a number', async () => {
    await renderPage([projectMock(), ...emptyPanels]);
    const price = await screen.findByLabelText('kWh price');
    fireEvent.change(price, { target: { value: '1,5,0' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByTestId('project-save'));
    expect(await screen.findByText('The kWh price must be a number such as 1.35 or 1,35.')).toBeTruthy();
  });

  it('asks before archiving, and a NOT_OWNER reply shows the Unauthorized dialog that leads to /404', async () => {
    const archive: MockLink.MockedResponse = {
      request: { query: ProjectArchiveDocument, variables: { id: '7' } },
      result: graphQLError('NOT_OWNER', 'You are not the owner of this project. Please contact the owner of this project to get access.'),
    };
    await renderPage([projectMock(), ...emptyPanels, archive]);
    fireEvent.click(await screen.findByTestId('project-actions'));
    fireEvent.click(await screen.findByTestId('project-archive'));
    expect(await screen.findByText('Archive project?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));

    const dialog = await screen.findByTestId('unauthorized-dialog');
    expect(within(dialog).getByText('You are not the owner of this project. Please contact the owner of this project to get access.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('archives after confirmation and returns to the list', async () => {
    await renderPage([projectMock(), ...emptyPanels, { request: { query: ProjectArchiveDocument, variables: { id: '7' } }, result: { data: { projectArchive: true } } }]);
    fireEvent.click(await screen.findByTestId('project-actions'));
    fireEvent.click(await screen.findByTestId('project-archive'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(location()).toBe('/project-manager/projects'));
  });

  it('hides owner-only actions (archive, owner change, sharing) from everyone but the owner, partner admins included', async () => {
    await renderPage([projectMock(buildProject({ isProjectOwner: false })), ...emptyPanels], buildUser({ isPartnerAdmin: true }));
    fireEvent.click(await screen.findByTestId('project-actions'));
    expect(await screen.findByTestId('project-clone')).toBeTruthy();
    expect(screen.queryByTestId('project-archive')).toBeNull();
    expect(screen.queryByTestId('project-change-owner')).toBeNull();
    expect(screen.queryByTestId('share-email')).toBeNull();
  });

  it('tells the owner when the project is already shared with that e-mail address', async () => {
    const share: MockLink.MockedResponse = {
      request: { query: ShareCreateDocument, variables: { projectId: '7', subscriber: 'ulrik@seller.test' } },
      result: { errors: [{ message: 'Error! already shared with ulrik@seller.test', extensions: { code: 'CONFLICT', email: 'ulrik@seller.test' } }] } as never,
    };
    await renderPage([projectMock(), ...emptyPanels, share]);
    fireEvent.change(await screen.findByTestId('share-email'), { target: { value: 'ulrik@seller.test' } });
    fireEvent.click(screen.getByTestId('share-add'));
    expect(await screen.findByText('Error! already shared with ulrik@seller.test')).toBeTruthy();
  });
});
