import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { graphQLErrorInfo } from '../../app/errors';
import { activateLocale, i18n } from '../../app/i18n';
import { possibleTypes } from '../../app/possible-types';
import { ProjectSharesDocument, ShareCreateDocument } from './projects-queries';
import { useProjectShares } from './shares.hooks';

const list: MockLink.MockedResponse = {
  request: { query: ProjectSharesDocument, variables: { projectId: '7' } },
  result: { data: { projectShares: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const refusal = (email: string, extensions: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: ShareCreateDocument, variables: { projectId: '7', subscriber: email } },
  result: { errors: [{ message: 'Refused', extensions }] } as never,
});

async function share(email: string, mocks: MockLink.MockedResponse[]) {
  await act(() => activateLocale('en-GB'));
  const notices: Array<[string, string | undefined]> = [];
  const notOwner: unknown[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <MockedProvider mocks={[list, ...mocks]} cache={new InMemoryCache({ possibleTypes })}>{children}</MockedProvider>
    </I18nProvider>
  );
  const report = {
    notify: (text: string, severity?: string) => notices.push([text, severity]),
    onNotOwner: (e: unknown) => graphQLErrorInfo(e).code === 'NOT_OWNER' && notOwner.push(e) > 0,
  };
  const hook = renderHook(() => useProjectShares('7', report), { wrapper });
  await waitFor(() => expect(hook.result.current.data).toBeTruthy());
  let result: Awaited<ReturnType<typeof hook.result.current.share>> | undefined;
  await act(async () => {
    result = await hook.result.current.share(email);
  });
  return { result, notices, notOwner };
}

describe('useProjectShares', () => {
  it('answers "already shared" for the subscriber field, naming the address the server names', async () => {
    const { result, notices } = await share('Ulrik@Seller.test', [refusal('Ulrik@Seller.test', { code: 'CONFLICT', email: 'ulrik@seller.test' })]);
    expect(result).toEqual({ ok: false, fieldErrors: { subscriber: 'Error! already shared with ulrik@seller.test' } });
    expect(notices).toEqual([]);
  });

  it("answers the server's subscriber field error for the form, without a notice", async () => {
    const { result, notices } = await share('nobody@seller.test', [refusal('nobody@seller.test', { code: 'BAD_USER_INPUT', fieldErrors: { subscriber: ['No user with that e-mail address'] } })]);
    expect(result).toEqual({ ok: false, fieldErrors: { subscriber: 'No user with that e-mail address' } });
    expect(notices).toEqual([]);
  });

  it('hands "not the owner" to the page and shows nothing itself', async () => {
    const { result, notices, notOwner } = await share('a@seller.test', [refusal('a@seller.test', { code: 'NOT_OWNER' })]);
    expect(result).toEqual({ ok: false });
    expect(notOwner).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it("shows any other error as a notice", async () => {
    const { result, notices } = await share('a@seller.test', [refusal('a@seller.test', { code: 'FORBIDDEN' })]);
    expect(result).toEqual({ ok: false });
    expect(notices).toHaveLength(1);
    expect(notices[0]![1]).toBe('error');
  });
});
