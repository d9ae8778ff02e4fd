import { describe, expect, it } from 'vitest';
import { reportAvailability, type AvailabilityGroup } from './availability';

const group = (overrides: Partial<AvailabilityGroup> = {}): AvailabilityGroup => ({
  id: 1,
  name: 'Current',
  state: 'baseline',
  active: true,
  primary: false,
  itemCount: 3,
  warnings: [],
  lcaItemCount: 3,
  refurbishedItemCount: 0,
  ...overrides,
});
const WARN = ['category_infrastructure_share', 'invalid_group_data'];
const comparative = (overrides: Partial<AvailabilityGroup> = {}) => group({ id: 2, name: 'Proposal', state: 'comparative', ...overrides });

describe('reportAvailability (spec §3 Report availability, M9)', () => {
  it.each([
    {
      name: 'a baseline and a comparative without warnings, one item refurbished',
      groups: [group(), comparative({ refurbishedItemCount: 1 })],
      flags: [true, true, true, true],
      codes: [],
    },
    {
      name: 'no groups at all',
      groups: [],
      flags: [false, false, false, false],
      codes: ['baseline_report:no_baseline', 'comparative_report:no_baseline', 'comparative_report:no_active_comparative', 'lca_report:no_lca_data', 'refurbishment_report:no_refurbished_items'],
    },
    {
      name: 'an empty baseline (no items, so no energy: warnings): said once per report, never blamed on a share',
      groups: [group({ itemCount: 0, warnings: WARN, lcaItemCount: 0, shareInvalid: false }), comparative({ shareInvalid: false })],
      flags: [false, false, true, false],
      codes: ['baseline_report:baseline_empty', 'comparative_report:group_empty', 'refurbishment_report:no_refurbished_items'],
    },
    {
      name: 'a comparative group with an invalid share',
      groups: [group({ shareInvalid: false }), comparative({ warnings: WARN, shareInvalid: true })],
      flags: [false, true, true, false],
      codes: ['comparative_report:group_invalid_share', 'refurbishment_report:no_refurbished_items'],
    },
    {
      name: 'a comparative group whose items use no energy (shares valid)',
      groups: [group({ shareInvalid: false }), comparative({ warnings: WARN, shareInvalid: false })],
      flags: [false, true, true, false],
      codes: ['comparative_report:group_no_energy', 'refurbishment_report:no_refurbished_items'],
    },
    {
      name: 'warnings whose cause the caller does not know',
      groups: [group(), comparative({ warnings: WARN })],
      flags: [false, true, true, false],
      codes: ['comparative_report:group_warnings', 'refurbishment_report:no_refurbished_items'],
    },
    {
      name: 'only an inactive comparative group (its refurbished items do not count)',
      groups: [group(), comparative({ active: false, refurbishedItemCount: 2 })],
      flags: [false, true, true, false],
      codes: ['comparative_report:no_active_comparative', 'refurbishment_report:no_refurbished_items'],
    },
    {
      name: 'items without LCA data',
      groups: [group({ lcaItemCount: 0, refurbishedItemCount: 1 }), comparative({ state: 'requested', lcaItemCount: 0 })],
      flags: [true, true, false, true],
      codes: ['lca_report:no_lca_data'],
    },
  ])('$name', ({ groups, flags, codes }) => {
    const r = reportAvailability(groups);
    expect([r.comparativeAvailable, r.singleAvailable, r.lcaAvailable, r.refurbishmentAvailable]).toEqual(flags);
    expect(r.reasons.map((x) => `${x.reportType}:${x.code}`)).toEqual(codes);
  });

  it('names the group that has warnings', () => {
    const r = reportAvailability([group(), comparative({ warnings: WARN, shareInvalid: true })]);
    const reason = r.reasons.find((x) => x.code === 'group_invalid_share')!;
    expect(reason).toMatchObject({ groupId: 2, groupName: 'Proposal' });
    expect(reason.message).toContain('"Proposal"');
    expect(reason.message).toMatch(/category infrastructure share/);
  });
});
