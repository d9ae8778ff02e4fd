/**
 * Test helpers for feature components: Lingui activated (inside act, stack note 9), a mocked Apollo
 * client, a memory router, and a signed-in session built from a CurrentUser mock.
 */
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { activateLocale, i18n } from '../../app/i18n';
import { typePolicies } from '../../app/cache-policies';
import { possibleTypes } from '../../app/possible-types';
import { CurrentUserDocument } from '../../app/session-queries';
import { SessionProvider } from '../../app/session';
import type { CurrentUserFieldsFragment } from '../../gql/graphql';
import { ProjectUpdatedDocument } from './project-updates';
import { SidebarProjectUpdatedDocument } from '../sidebar';

// The first render of a file pays for loading MUI and Apollo: wait for elements longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** A signed-in user as the CurrentUser query returns it (with the __typename fields the cache expects). */
export function buildUser(overrides: Partial<CurrentUserFieldsFragment> = {}): CurrentUserFieldsFragment {
  const user = {
    __typename: 'CurrentUser',
    id: '1',
    email: 'anna@seller.test',
    name: 'Anna Admin',
    locale: 'en-GB',
    isCollaborator: false,
    partnerId: '10',
    roles: ['partner_user'],
    permissions: ['manage_projects', 'manage_clients'],
    isSuperAdmin: false,
    isPartnerAdmin: false,
    freeSubscription: false,
    paidSubscription: true,
    emailVerified: true,
    newRequestCount: 0,
    hasSeat: true,
    buyerWelcomeDismissed: false,
    partner: { __typename: 'PartnerInfo', id: '10', name: 'Nordic IT', type: 'seller', countryCode: 'DK', logoUrl: null, subscription: { __typename: 'SubscriptionInfo', type: 'pro', stripeStatus: 'active' } },
    profile: { __typename: 'ProfileInfo', firstname: 'Anna', lastname: 'Admin' },
    ...overrides,
  };
  return user as CurrentUserFieldsFragment;
}

export function sessionMock(user: CurrentUserFieldsFragment): MockLink.MockedResponse {
  return { request: { query: CurrentUserDocument }, result: { data: { me: user } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The live-update subscription, kept open and silent. */
export const quietProjectUpdates: MockLink.MockedResponse = {
  request: { query: ProjectUpdatedDocument },
  result: { data: { projectUpdated: { __typename: 'ProjectUpdatedEvent', projectId: '0', action: 'updated', byUserId: '0' } } },
  // Under 2^31 ms, so the timer does not overflow and fire at once.
  delay: 2_000_000_000,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The sidebar's live-update subscription, kept open and silent. */
export const quietSidebarUpdates: MockLink.MockedResponse = {
  request: { query: SidebarProjectUpdatedDocument },
  result: { data: { projectUpdated: { __typename: 'ProjectUpdatedEvent', projectId: '0', action: 'updated', project: null } } },
  delay: 2_000_000_000,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export async function renderWithProviders(
  ui: ReactNode,
  { mocks, user = buildUser(), path = '/', route = '*' }: { mocks: MockLink.MockedResponse[]; user?: CurrentUserFieldsFragment; path?: string; route?: string },
): Promise<RenderResult> {
  // The real en-GB catalogue, so that texts looked up by id (server messages) read as in the app.
  await act(() => activateLocale('en-GB'));
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <MockedProvider mocks={[sessionMock(user), ...mocks, quietProjectUpdates, quietSidebarUpdates]} cache={new InMemoryCache({ possibleTypes, typePolicies })}>
          <MemoryRouter initialEntries={[path]}>
            <SessionProvider>
              <Routes>
                <Route path={route} element={ui} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </SessionProvider>
          </MemoryRouter>
        </MockedProvider>
      </I18nProvider>,
    );
  });
  return result;
}
