import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../common/testing';
import { silenceReportViewRefetchWarning } from './dialog-test-helpers';
import { ComparativeHeadingDialog, GroupHeadingDialog, type GroupHeadingField } from './GroupHeadingDialog';
import { ReportComparativeHeadingUpdateDocument, ReportGroupHeadingUpdateDocument } from './report-dialog-queries';

beforeEach(silenceReportViewRefetchWarning);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const GROUP = { id: '31', name: 'Server room 2026', baselineHeading: null, lcaHeading: 'LCA of the new room', refurbishmentHeading: '' };

interface HeadingInput {
  baselineHeading?: string | null;
  lcaHeading?: string | null;
  refurbishmentHeading?: string | null;
}

function headingMock(sent: HeadingInput[], result?: (input: HeadingInput) => unknown): MockLink.MockedResponse {
  return {
    request: { query: ReportGroupHeadingUpdateDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (v: { projectId: string; id: string; input: HeadingInput }) => {
      sent.push(v.input);
      return (
        result?.(v.input) ?? {
          data: { solutionGroupHeadingsUpdate: { __typename: 'SolutionGroup', id: v.id, name: GROUP.name, baselineHeading: null, lcaHeading: null, refurbishmentHeading: null, ...v.input } },
        }
      );
    },
  } as MockLink.MockedResponse;
}

async function renderGroupDialog(field: GroupHeadingField, mocks: MockLink.MockedResponse[]) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderWithProviders(<GroupHeadingDialog open onClose={onClose} onSaved={onSaved} projectId="7" group={GROUP} field={field} />, { mocks });
  await screen.findByRole('dialog', { name: 'Change group heading' });
  return { onClose, onSaved, input: screen.getByTestId('heading-input') as HTMLInputElement };
}

describe('GroupHeadingDialog', { timeout: 20000 }, () => {
  it('starts from the current heading, else from the group name', async () => {
    const { input } = await renderGroupDialog('lcaHeading', []);
    expect(input.value).toBe('LCA of the new room');
    expect(input.maxLength).toBe(255);
    cleanup();
    expect((await renderGroupDialog('baselineHeading', [])).input.value).toBe('Server room 2026');
    cleanup();
    expect((await renderGroupDialog('refurbishmentHeading', [])).input.value).toBe('Server room 2026');
  });

  it('requires a heading', async () => {
    const sent: HeadingInput[] = [];
    const { input, onClose } = await renderGroupDialog('baselineHeading', [headingMock(sent)]);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('heading-save'));
    expect(await screen.findByText('The heading field is required.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends only the field being changed, trimmed, then closes', async () => {
    const sent: HeadingInput[] = [];
    const { input, onClose, onSaved } = await renderGroupDialog('refurbishmentHeading', [headingMock(sent)]);
    fireEvent.change(input, { target: { value: '  Refurbished servers  ' } });
    fireEvent.click(screen.getByTestId('heading-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([{ refurbishmentHeading: 'Refurbished servers' }]);
    expect((await screen.findByTestId('notice')).textContent).toBe('Heading saved');
  });

  it('shows server errors in the dialog and stays open', async () => {
    const sent: HeadingInput[] = [];
    const fieldError = () => ({ errors: [{ message: 'Invalid.', extensions: { code: 'VALIDATION', fieldErrors: { lca_heading: ['This field may not be greater than 255 characters.'] } } }] });
    const { onClose } = await renderGroupDialog('lcaHeading', [headingMock(sent, fieldError)]);
    fireEvent.click(screen.getByTestId('heading-save'));
    expect(await screen.findByText('This field may not be greater than 255 characters.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toEqual([{ lcaHeading: 'LCA of the new room' }]);
  });

  it('shows a general server error in an alert', async () => {
    const forbidden = () => ({ errors: [{ message: 'You do not have permission to perform this action.', extensions: { code: 'FORBIDDEN' } }] });
    const { onClose } = await renderGroupDialog('baselineHeading', [headingMock([], forbidden)]);
    fireEvent.click(screen.getByTestId('heading-save'));
    expect((await screen.findByTestId('heading-error')).textContent).toBe('You do not have permission to perform this action.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ComparativeHeadingDialog', { timeout: 20000 }, () => {
  function comparativeMock(sent: (string | null | undefined)[]): MockLink.MockedResponse {
    return {
      request: { query: ReportComparativeHeadingUpdateDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (v: { projectId: string; comparativeHeading?: string | null }) => {
        sent.push(v.comparativeHeading);
        return { data: { projectReportUpdate: { __typename: 'ProjectReport', id: '5', projectId: v.projectId, year: 2025, comparativeHeading: v.comparativeHeading ?? null, reportSettings: [] } } };
      },
    } as MockLink.MockedResponse;
  }

  it('saves the comparative heading, and an empty one as null', async () => {
    const sent: (string | null | undefined)[] = [];
    const onClose = vi.fn();
    await renderWithProviders(<ComparativeHeadingDialog open onClose={onClose} projectId="7" heading="Old versus new" />, { mocks: [comparativeMock(sent)] });
    const input = (await screen.findByTestId('heading-input')) as HTMLInputElement;
    expect(input.value).toBe('Old versus new');
    fireEvent.change(input, { target: { value: 'Today versus 2027' } });
    fireEvent.click(screen.getByTestId('heading-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual(['Today versus 2027']);

    cleanup();
    const onClose2 = vi.fn();
    await renderWithProviders(<ComparativeHeadingDialog open onClose={onClose2} projectId="7" heading="Old versus new" />, { mocks: [comparativeMock(sent)] });
    fireEvent.change(await screen.findByTestId('heading-input'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('heading-save'));
    await waitFor(() => expect(onClose2).toHaveBeenCalled());
    expect(sent).toEqual(['Today versus 2027', null]);
  });
});
