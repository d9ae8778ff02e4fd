import type { ReactNode } from 'react';

interface ReportSheetProps {
  /** 'Page n/total' (spec §2), already translated. */
  pageLabel: string;
  /** The running header: project and partner. */
  header?: ReactNode;
  /** The front page has no running header or footer rule. */
  bare?: boolean;
  /** A sheet of its own (a continued item page): laid out on screen only when it is shown. */
  own?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * One printed A4 page of a report: a 210 × 297 mm box that prints as exactly one page (print styles
 * in ReportPrintStyles), with the running header and the 'Page n/total' footer.
 */
export function ReportSheet({ pageLabel, header, bare, own, children, testId }: ReportSheetProps) {
  // Plain elements styled by class (ReportPrintStyles): a 10,000-item report has hundreds of sheets.
  return (
    <section className={own ? 'report-sheet report-sheet-own' : 'report-sheet'} data-testid={testId} data-bare={bare ? 'true' : undefined}>
      {!bare && header && <div className="report-sheet-header">{header}</div>}
      <div className="report-sheet-body">{children}</div>
      <div className={bare ? 'report-sheet-footer report-sheet-footer-bare' : 'report-sheet-footer'}>
        <span className="report-page-label">{pageLabel}</span>
      </div>
    </section>
  );
}
