import { describe, expect, it } from 'vitest';
import { printApp, REPORT_ORDER, reportsOf } from './report-titles';

describe('#report-titles.app', () => {
  it('prints and exports a single-solution report through its own app, the others through the project manager\'s', () => {
    expect(printApp('single-solution')).toBe('single-solution');
    expect(printApp('project-manager')).toBe('project-manager');
    expect(printApp('buyers')).toBe('project-manager');
  });

  it('offers a single-solution project its baseline report only', () => {
    expect(reportsOf('single-solution')).toEqual(['baseline_report']);
    expect(reportsOf('project-manager')).toEqual(REPORT_ORDER);
  });
});
