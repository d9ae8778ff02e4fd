import { describe, expect, it } from 'vitest';
import { isLcaReport, isReportType, REPORT_TYPES, reportPrintPath, reportTypeFromAddress } from './report-types';

describe('reportTypeFromAddress (spec §2)', () => {
  it.each([
    { address: '/project-manager/projects/4/baseline-report', type: 'baseline_report' },
    { address: '#/print/project-manager/projects/4/lca-report?document=GIA-ABCD-EFGH', type: 'lca_report' },
    { address: '/project-manager/projects/4/comparative-report', type: 'comparative_report' },
    { address: '/project-manager/projects/4/refurbishment-report', type: 'refurbishment_report' },
    { address: '/project-manager/projects/4/anything-else', type: 'refurbishment_report' },
  ])('reads $address as $type', ({ address, type }) => {
    expect(reportTypeFromAddress(address)).toBe(type);
  });

  it('reads its own print path back as the same report type', () => {
    for (const type of REPORT_TYPES) {
      expect(reportPrintPath(7, type)).toMatch(/^\/print\/project-manager\/projects\/7\/[a-z]+-report$/);
      expect(reportTypeFromAddress(reportPrintPath(7, type))).toBe(type);
    }
  });

  it('puts a single-solution project\'s print view under its own namespace', () => {
    expect(reportPrintPath(7, 'baseline_report', 'single-solution')).toBe('/print/single-solution/projects/7/baseline-report');
    expect(reportTypeFromAddress(reportPrintPath(7, 'baseline_report', 'single-solution'))).toBe('baseline_report');
  });

  it('knows the four report types and which one is the LCA report', () => {
    expect(isReportType('lca_report')).toBe(true);
    expect(isReportType('executive_summary')).toBe(false);
    expect(isLcaReport('lca_report')).toBe(true);
    expect(isLcaReport('baseline_report')).toBe(false);
    expect(isLcaReport(null)).toBe(false);
  });
});
