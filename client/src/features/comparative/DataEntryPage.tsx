import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { reportPages } from '../../../../shared/calc';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { ReportPrintStyles, ReportSheet, useReadySignal } from '../reports';
import { ComparativeFrame } from './ComparativeFrame';
import { comparativePrintPath } from './comparative-paths';
import { ComparativeReportDocument } from './comparative.queries';

type Report = ComparativeReportQuery['comparativeReport'];
type Item = Report['calculations'][number]['itemsBefore'][number];

/**
 * /comparative-solution/projects/{projectId}/report/inddatering: the data-entry sheet. Per calculation
 * and category the equipment entered so far, with empty columns to count and note on site, and
 * blank rows for what is missing; printed from /print/…/admin/data-entry.
 */
export function DataEntryPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  return (
    <ComparativeFrame
      projectId={projectId}
      section="report/inddatering"
      title={t`Data-entry sheet`}
      subtitle={t`Count the equipment on site, category by category`}
      actions={<Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.open(`#${comparativePrintPath(projectId, 'admin/data-entry')}?autoprint=1`, '_blank', 'noopener')}>{t`Print`}</Button>}
    >
      {() => <DataEntrySheets projectId={projectId} print={false} />}
    </ComparativeFrame>
  );
}

/** /comparative-solution/projects/{projectId}/admin/data-entry/print and /print/…/admin/data-entry. */
export function DataEntryPrintPage() {
  const { projectId = '' } = useParams();
  return <DataEntrySheets projectId={projectId} print />;
}

const ROWS_PER_SHEET = 16;

function DataEntrySheets({ projectId, print }: { projectId: string; print: boolean }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { data, error } = useQuery(ComparativeReportDocument, { variables: { projectId } });
  useReadySignal(print && !!data, print && !!error, print && params.get('autoprint') === '1' ? () => window.print() : undefined);
  if (!data) return <Skeleton variant="rounded" height={400} />;
  const r = data.comparativeReport;
  const sheets: Array<{ key: string; calc: string; category: string; side: string; items: Array<Item | null> }> = [];
  for (const c of r.calculations) {
    for (const [side, list] of [[t`Before`, c.itemsBefore], [t`After`, c.itemsAfter]] as const) {
      const byCategory = new Map<string, Item[]>();
      for (const i of list) byCategory.set(i.categoryName, [...(byCategory.get(i.categoryName) ?? []), i]);
      for (const [category, items] of byCategory) {
        // Blank rows under the known items, to write down what is missing.
        const blanks = Math.max(3, (ROWS_PER_SHEET - (items.length % ROWS_PER_SHEET)) % ROWS_PER_SHEET);
        const padded: Array<Item | null> = [...items, ...Array.from({ length: blanks }, () => null)];
        reportPages(padded, ROWS_PER_SHEET).forEach((chunk, i) => sheets.push({ key: `${c.id}-${side}-${category}-${i}`, calc: c.name, category, side, items: chunk }));
      }
    }
  }
  if (!sheets.length) sheets.push({ key: 'empty', calc: t`New calculation`, category: t`Category`, side: t`Before`, items: Array.from({ length: ROWS_PER_SHEET }, () => null) });
  return (
    <Box sx={print ? undefined : { overflowX: 'auto' }} data-testid="data-entry-sheets">
      <ReportPrintStyles />
      {sheets.map((s, n) => (
        <Fragment key={s.key}>
          <ReportSheet
            pageLabel={t`Page ${n + 1}/${sheets.length}`}
            header={<><Typography variant="caption">{t`Data-entry sheet`}</Typography><Typography variant="caption">{r.projectName} · {r.clientName}</Typography></>}
          >
            <Typography sx={{ fontSize: '15pt', fontWeight: 700 }}>{s.category}</Typography>
            <Typography sx={{ fontSize: '10pt', mb: '4mm' }} color="text.secondary">
              <Trans>{s.calc} · {s.side} · counted by ____________ on ____________</Trans>
            </Typography>
            <Box component="table" sx={{ width: '100%', fontSize: '9.5pt', borderCollapse: 'collapse', '& th, & td': { border: '1px solid #b0bec5', px: '1.5mm', height: '9mm' }, '& th': { bgcolor: '#eceff1', textAlign: 'left' } }}>
              <thead>
                <tr><th>{t`Manufacturer and model`}</th><th style={{ width: '20mm' }}>{t`Entered`}</th><th style={{ width: '20mm' }}>{t`Counted`}</th><th style={{ width: '24mm' }}>{t`Hours a day`}</th><th style={{ width: '45mm' }}>{t`Note`}</th></tr>
              </thead>
              <tbody>
                {s.items.map((i, k) => (
                  <tr key={k}><td>{i ? [i.brandName, i.modelName].filter(Boolean).join(' ') : ''}</td><td style={{ textAlign: 'right' }}>{i ? i.amount : ''}</td><td /><td /><td /></tr>
                ))}
              </tbody>
            </Box>
          </ReportSheet>
        </Fragment>
      ))}
    </Box>
  );
}
