/**
 * The sheets of the comparative-solution report (spec §2 "Report screen (comparative-solution)"): the
 * screen, the print dialog and the server's PDF export render them alike. The front page, the summary
 * and the energy wheels each fill a sheet (ComparativeReportPages); the sections after them flow onto
 * the sheets below one another (ComparativeReportUnits), and long tables continue on the next sheet
 * under their repeated head (ComparativeReportFlow, issue #28).
 */
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { comparativeReportFigures } from '../../../../shared/calc';
import { COMPARATIVE_INCLUDE_KEYS, type ComparativeIncludeKey } from '../../../../shared/comparative';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { withCategoryNames } from '../common/category-names';
import { ReportSheet } from '../reports';
import type { ComparativeFormat } from './comparative-format';
import { packFlow, type FlowMeasure } from './comparative-report-flow';
import { FLOW_GAP_PX, FlowPart, FlowTable, gapOf, Measuring, useFlowMeasurement } from './ComparativeReportFlow';
import { FrontPage, SummaryPage, WheelsPage } from './ComparativeReportPages';
import { useFlowUnits } from './ComparativeReportUnits';

export type ComparativeReport = ComparativeReportQuery['comparativeReport'];
type Report = ComparativeReport;

export function settingsOf(r: Report): Record<ComparativeIncludeKey, boolean> {
  const map = new Map(r.settings.map((s) => [s.key, s.value]));
  return Object.fromEntries(COMPARATIVE_INCLUDE_KEYS.map((k) => [k, map.get(k) !== '0'])) as Record<ComparativeIncludeKey, boolean>;
}


interface Sheet {
  key: string;
  node: ReactNode;
  front?: boolean;
}

type SheetsProps = { report: Report; date: Date; stamp?: ReactNode; print: boolean; f: ComparativeFormat };

/**
 * Every sheet of the report, numbered 'Page n/total'. Category names are printed in the report's language.
 * A sheet is paper: its text keeps the light theme's colours in the app's dark mode too (as the
 * project-manager reports', ReportPage), or grey-on-white turned white-on-white (1.06:1, issue #47).
 */
export function ComparativeReportSheets(props: SheetsProps) {
  const ambient = useTheme();
  const paper = useMemo(() => createTheme({ palette: { mode: 'light' }, typography: ambient.typography }), [ambient.typography]);
  return (
    <ThemeProvider theme={paper}>
      <Sheets {...props} />
    </ThemeProvider>
  );
}

function Sheets({ report: sent, date, stamp, print, f }: SheetsProps) {
  const { t, i18n } = useLingui();
  // The server sends the English names; the catalogues hold each category's name (msgctxt "category").
  const report = withCategoryNames(i18n, sent);
  const s = settingsOf(report);
  const figures = comparativeReportFigures({ calculations: report.calculations.map((c) => c.totals), moneySaving: report.totals.moneySaving, years: report.years, kickback: report.kickback });

  const fixed: Sheet[] = [{ key: 'front', front: true, node: <FrontPage report={report} date={date} stamp={stamp} /> }];
  fixed.push({ key: 'summary', node: <SummaryPage report={report} figures={figures} f={f} print={print} /> });
  if (s.INCLUDE_ENERGYWHEEL) fixed.push({ key: 'wheels', node: <WheelsPage report={report} f={f} print={print} /> });

  const units = useFlowUnits(report, figures, s, f);
  const signature = `${i18n.locale}|${units.map((u) => (u.kind === 'table' ? `${u.key}:${u.rows.length}` : u.key)).join('|')}`;
  const { root, measured } = useFlowMeasurement(signature);
  const flowSheets = measured
    ? packFlow(measured.units, measured.available, FLOW_GAP_PX)
    : packFlow(units.map((u): FlowMeasure => (u.kind === 'block' ? { kind: 'block', height: 0 } : { kind: 'table', title: 0, continuedTitle: 0, head: 0, rows: u.rows.map(() => 0) })), 0, 0);
  const total = fixed.length + flowSheets.length;
  const header = (
    <>
      <Typography variant="caption" data-testid="running-head">{report.title || t`Energy savings report`}</Typography>
      <Typography variant="caption" data-testid="running-head">{report.projectName} · {report.clientName}</Typography>
    </>
  );
  return (
    <Box ref={root} className="report-document" data-testid="report-document" data-pages={total} data-packed={measured ? 'true' : 'false'}>
      {fixed.map((p, i) => (
        <ReportSheet key={p.key} pageLabel={t`Page ${i + 1}/${total}`} header={header} bare={p.front} testId={`report-page-${p.key}`}>
          {p.node}
        </ReportSheet>
      ))}
      {flowSheets.map((sheet, n) => (
        <ReportSheet key={`flow-${n}`} pageLabel={t`Page ${fixed.length + n + 1}/${total}`} header={header} testId={`report-page-${units[sheet[0]!.unit]!.key}`}>
          {sheet.map((placement, k) => (
            <div key={`${placement.unit}-${'from' in placement ? placement.from : 0}`} style={{ flexShrink: 0, display: 'flow-root', marginTop: k > 0 ? `${gapOf(units[placement.unit]!)}px` : 0 }}>
              <FlowPart unit={units[placement.unit]!} placement={placement} />
            </div>
          ))}
        </ReportSheet>
      ))}
      {
        // The measuring sheet: every flow unit whole, laid out at a sheet's width but never shown or printed
        // (absolutely placed off the page and hidden; measured again once the fonts are in).
        <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', top: 0, visibility: 'hidden' }} data-flow-measure>
          <Measuring.Provider value>
            <ReportSheet pageLabel={t`Page ${fixed.length + 1}/${total}`} header={header}>
              {units.map((u) => (
                <div key={u.key} data-flow-unit data-flow-kind={u.kind} data-flow-gap={u.kind === 'block' ? u.gap : undefined} style={{ flexShrink: 0, display: 'flow-root' }}>
                  {u.kind === 'block' ? (
                    u.node
                  ) : (
                    <>
                      <div data-flow-title style={{ display: 'flow-root' }}>{u.title}</div>
                      <div data-flow-continued style={{ display: 'flow-root' }}>{u.continuedTitle}</div>
                      <FlowTable unit={u} from={0} to={u.rows.length} measuring />
                    </>
                  )}
                </div>
              ))}
            </ReportSheet>
          </Measuring.Provider>
        </Box>
      }
    </Box>
  );
}
