import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../common/testing';
import { AnswerField } from './RequestAnswerPage';
import { RequestAnswerSaveDocument } from './requests.queries';

afterEach(cleanup);

const errors: string[] = [];
const question = { id: '9', question: 'What is the delivery time?', type: 'text' };

function Harness() {
  const [value, setValue] = useState('');
  return <AnswerField index={1} requestShareId="5" question={question} value={value} disabled={false} onChange={setValue} onError={(e) => errors.push(String(e))} />;
}

describe('AnswerField', () => {
  it('saves an answer once, 4 seconds after the last change, with a countdown', async () => {
    const saved: string[] = [];
    const save: MockLink.MockedResponse = {
      // Only the last text is expected: a save of anything else would find no mock and fail the test.
      request: { query: RequestAnswerSaveDocument, variables: { requestShareId: '5', questionId: '9', answer: 'Six weeks' } },
      result: () => {
        saved.push('Six weeks');
        return { data: { requestAnswerSave: { __typename: 'QuestionAnswer', id: '1', questionId: '9', answer: 'Six weeks' } } };
      },
    };
    await renderWithProviders(<Harness />, { mocks: [save] });
    const box = await screen.findByRole('textbox', { name: 'What is the delivery time?' });
    fireEvent.change(box, { target: { value: 'Six' } });
    expect(screen.getByTestId('autosave-status').textContent).toBe('Saving in 4 s…');
    await new Promise((r) => setTimeout(r, 1500));
    // A second change restarts the countdown: nothing is saved in between.
    fireEvent.change(box, { target: { value: 'Six weeks' } });
    expect(saved).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('autosave-status').textContent).toBe('Saved'), { timeout: 8000, onTimeout: (e) => new Error(`${e.message} ${errors.join('; ')}`) });
    expect(errors).toEqual([]);
    expect(saved).toEqual(['Six weeks']);
  }, 15_000);
});
