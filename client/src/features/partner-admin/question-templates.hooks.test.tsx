import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_TYPE } from '../../../../shared/validation/requests';
import { activateLocale, i18n } from '../../app/i18n';
import { possibleTypes } from '../../app/possible-types';
import { QuestionTemplateAdminSaveDocument, QuestionTemplateListDocument } from './partner-admin.queries';
import { useQuestionTemplates } from './question-templates.hooks';

const template = { __typename: 'QuestionTemplate' as const, id: '3', name: 'Basics', icon: 'regular:Dns', questions: [{ __typename: 'TemplateQuestion' as const, question: 'How many servers?', type: DEFAULT_QUESTION_TYPE }] };
const draft = { id: null, name: 'Basics', icon: 'regular:Dns', questions: [{ question: 'How many servers?', type: DEFAULT_QUESTION_TYPE }, { question: '  ', type: DEFAULT_QUESTION_TYPE }] };
const saveRequest = { query: QuestionTemplateAdminSaveDocument, variables: { templateId: null, input: { name: 'Basics', icon: 'regular:Dns', questions: [{ question: 'How many servers?', type: DEFAULT_QUESTION_TYPE }] } } };

async function setup(save: MockLink.MockedResponse) {
  await act(() => activateLocale('en-GB'));
  let reads = 0;
  const list: MockLink.MockedResponse = {
    request: { query: QuestionTemplateListDocument },
    result: () => {
      reads += 1;
      return { data: { questionTemplates: [] } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const notices: Array<[string, string | undefined]> = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <MockedProvider mocks={[list, save]} cache={new InMemoryCache({ possibleTypes })}>{children}</MockedProvider>
    </I18nProvider>
  );
  const hook = renderHook(() => useQuestionTemplates((text, severity) => notices.push([text, severity])), { wrapper });
  await waitFor(() => expect(hook.result.current.data?.questionTemplates).toEqual([]));
  return { hook, notices, reads: () => reads };
}

describe('useQuestionTemplates', () => {
  it('saves a template without its empty questions, says so and reads the list again', async () => {
    const { hook, notices, reads } = await setup({ request: saveRequest, result: { data: { questionTemplateSave: template } } });
    const before = reads();
    let result: Awaited<ReturnType<typeof hook.result.current.saveTemplate>> | undefined;
    await act(async () => {
      result = await hook.result.current.saveTemplate(draft);
    });
    expect(result).toEqual({ ok: true });
    expect(notices).toEqual([['Question template saved', undefined]]);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("gives the server's field messages to the dialog without a notice", async () => {
    const refused: MockLink.MockedResponse = {
      request: saveRequest,
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'VALIDATION', fieldErrors: { name: ['The name is taken'], 'questions[0].question': [] } } }] },
    };
    const { hook, notices } = await setup(refused);
    let result: Awaited<ReturnType<typeof hook.result.current.saveTemplate>> | undefined;
    await act(async () => {
      result = await hook.result.current.saveTemplate(draft);
    });
    // A field without a message of its own shows the error's message.
    expect(result).toEqual({ ok: false, errors: { name: 'The name is taken', 'questions[0].question': 'The name is taken' } });
    expect(notices).toEqual([]);
  });

  it("shows the server's message when no field is named", async () => {
    const refused: MockLink.MockedResponse = { request: saveRequest, result: { errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] } };
    const { hook, notices } = await setup(refused);
    let result: Awaited<ReturnType<typeof hook.result.current.saveTemplate>> | undefined;
    await act(async () => {
      result = await hook.result.current.saveTemplate(draft);
    });
    expect(result).toEqual({ ok: false, errors: {} });
    expect(notices).toHaveLength(1);
    expect(notices[0][1]).toBe('error');
  });
});
