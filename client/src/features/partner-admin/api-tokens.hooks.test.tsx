import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../app/i18n';
import { possibleTypes } from '../../app/possible-types';
import { useApiTokens } from './api-tokens.hooks';
import { ApiTokenCreateDocument, PartnerApiTokensDocument } from './partner-admin.queries';

const list: MockLink.MockedResponse = { request: { query: PartnerApiTokensDocument }, result: { data: { partnerApiTokens: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function setup(mocks: MockLink.MockedResponse[]) {
  await act(() => activateLocale('en-GB'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <MockedProvider mocks={[list, ...mocks]} cache={new InMemoryCache({ possibleTypes })}>{children}</MockedProvider>
    </I18nProvider>
  );
  const hook = renderHook(() => useApiTokens(() => undefined), { wrapper });
  await waitFor(() => expect(hook.result.current.data?.partnerApiTokens).toEqual([]));
  return hook;
}

describe('useApiTokens', () => {
  it('refuses a blank name with the shared schema message before asking the server', async () => {
    // No mock for the create: a call to the server would answer with an error of its own.
    const hook = await setup([]);
    let result: Awaited<ReturnType<typeof hook.result.current.createToken>> | undefined;
    await act(async () => {
      result = await hook.result.current.createToken('   ');
    });
    expect(result).toEqual({ ok: false, error: 'The token name field is required.' });
  });

  it('creates the token with the trimmed name and hands back its plain text once', async () => {
    const create: MockLink.MockedResponse = {
      request: { query: ApiTokenCreateDocument, variables: { input: { tokenName: 'CRM' } } },
      result: { data: { apiTokenCreate: { __typename: 'ApiTokenCreated', plainTextToken: 'plain-123', token: { __typename: 'PartnerApiToken', id: '4', tokenName: 'CRM' } } } },
    };
    const hook = await setup([create]);
    let result: Awaited<ReturnType<typeof hook.result.current.createToken>> | undefined;
    await act(async () => {
      result = await hook.result.current.createToken(' CRM ');
    });
    expect(result).toEqual({ ok: true, plain: 'plain-123' });
  });
});
