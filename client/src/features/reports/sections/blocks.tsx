import { useLingui } from '@lingui/react/macro';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { createContext, useContext, type ReactNode } from 'react';
import { assumptionTexts, type AssumptionInput } from '../../common/assumption-text';
import type { FigureKey } from '../../../../../shared/reports';
import { useReport } from '../report-context';
import { Fig, figureList, type SentenceFigure } from './figure-key';

const PartContext = createContext<number | null>(null);

/** Which part of a section a flow block draws (report-model SECTION_PARTS); null draws the whole section. */
export const PartProvider = PartContext.Provider;

/** One part of a section that the page flow may put on another sheet than the rest; drawn when its block is. */
export function Part({ n, children }: { n: number; children: ReactNode }) {
  const part = useContext(PartContext);
  return part === null || part === n ? <>{children}</> : null;
}

/** A section's test id: on the block of its first part only, so that it names one element. */
export function useSectionTestId(id: string): string | undefined {
  const part = useContext(PartContext);
  return part === null || part === 0 ? id : undefined;
}

/** A page or section heading in the theme colour, with an optional edit button (screen only). */
export function SectionTitle({ children, level = 1, onEdit, figures }: { children: ReactNode; level?: 1 | 2; onEdit?: () => void; figures?: readonly SentenceFigure[] }) {
  const { t } = useLingui();
  const { palette, print } = useReport();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: level === 1 ? '4mm' : '2mm', mt: level === 2 ? '3mm' : 0 }}>
      <Typography
        component={level === 1 ? 'h2' : 'h3'}
        data-figures={figureList(figures)}
        sx={{ fontSize: level === 1 ? '18pt' : '12pt', fontWeight: 700, color: level === 1 ? palette[0] : 'text.primary', lineHeight: 1.2 }}
      >
        {children}
      </Typography>
      {onEdit && !print && (
        <IconButton
          size="small"
          className="report-no-print"
          onClick={onEdit}
          aria-label={t`Change group heading`}
          // Negative margins: the button adds no height, so that the page flow is the same on screen and in print.
          sx={{ p: '2px', my: '-6px' }}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** Body text of a report page; `figures`: the keys of the figures it prints (issue #46). */
export function Paragraph({ children, figures }: { children: ReactNode; figures?: readonly SentenceFigure[] }) {
  return (
    <Typography sx={{ fontSize: '10pt', lineHeight: 1.55, mb: '3mm', textAlign: 'justify' }} data-figures={figureList(figures)}>
      {children}
    </Typography>
  );
}

export interface Kpi {
  label: ReactNode;
  value: string;
  unit?: string;
  note?: ReactNode;
  /** The keys of the figures the note prints in its own words (issue #46). */
  noteFigures?: readonly SentenceFigure[];
  testId?: string;
  /** The value's key into the manifest's figure set (issue #46), and its M7 unit's divider. */
  figure?: FigureKey | null;
  scale?: number;
}

/** Headline figures as tiles: the numbers a customer reads first. */
export function KpiTiles({ items, columns = 4 }: { items: Kpi[]; columns?: number }) {
  const { palette } = useReport();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: '3mm', mb: '5mm' }}>
      {items.map((k, i) => (
        <Box key={i} sx={{ borderLeft: `1.2mm solid ${i % 2 ? palette[1] : palette[0]}`, bgcolor: 'rgba(0,0,0,0.035)', px: '3mm', py: '2.5mm' }}>
          <Typography sx={{ fontSize: '8pt', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.4 }}>{k.label}</Typography>
          <Typography sx={{ fontSize: '16pt', fontWeight: 700, lineHeight: 1.2 }} data-testid={k.testId}>
            <Fig k={k.figure} scale={k.scale}>
              {k.value}
            </Fig>
            {k.unit && <Box component="span" sx={{ fontSize: '9pt', fontWeight: 400, ml: 0.5 }}>{k.unit}</Box>}
          </Typography>
          {k.note && (
            <Typography sx={{ fontSize: '8pt', color: 'text.secondary' }} data-figures={figureList(k.noteFigures)}>
              {k.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

export interface Column<T> {
  header: ReactNode;
  cell(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: string;
}

/** The class of a cell aligned right or centre (ReportPrintStyles), after `base` when given. */
function alignClass(align: Column<unknown>['align'], base?: string): string | undefined {
  const aligned = align === 'right' || align === 'center' ? `report-cell-${align}` : undefined;
  return [base, aligned].filter(Boolean).join(' ') || undefined;
}

/**
 * A compact table for print. Body rows are plain <tr>/<td> styled once by the table (the look of MUI's small
 * body cells): an item appendix of 10,000 rows would otherwise render 100,000 styled TableCell
 * components, seconds of work before the report is ready (issue #17).
 */
/** `dense`: a smaller type and narrower padding for a table of many columns (the Detailed LCA with its refurbishment column: ten columns in German fit the A4 width only so). */
export function ReportTable<T>({ columns, rows, rowKey, footer, testId, dense = false }: { columns: Column<T>[]; rows: readonly T[]; rowKey(row: T): string; footer?: ReactNode; testId?: string; dense?: boolean }) {
  const { palette } = useReport();
  // Plain elements styled by class (ReportPrintStyles) like MUI's small table: a 10,000-item report has
  // hundreds of these tables, and a styled component per cell cost more than the rest of the page.
  const rule = `0.6mm solid ${palette[0]}`;
  return (
    <table data-testid={testId} className={dense ? 'report-table report-table-dense' : 'report-table'}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} className={alignClass(c.align)} style={{ width: c.width, borderBottom: rule }}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c, i) => (
              <td key={i} className={alignClass(c.align, 'report-cell')}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
        {footer}
      </tbody>
    </table>
  );
}

/** A row of charts or blocks that share the width. */
export function Row({ children, columns = 2, gap = '5mm' }: { children: ReactNode; columns?: number; gap?: string }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, mb: '4mm' }}>{children}</Box>;
}

/** A captioned figure. */
export function Figure({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }} data-chart="">
      <Typography sx={{ fontSize: '9.5pt', fontWeight: 600, mb: '1.5mm' }}>{caption}</Typography>
      {children}
    </Box>
  );
}

/**
 * What the figures of the given groups assumed where nothing was given (shared/calc assumptionsOf, M9),
 * as a note under the figures: a reader who sees DCiE 100 % or rating A must be told why.
 */
export function AssumptionNotes({ groups }: { groups: readonly { id: string; name: string; assumptions: readonly AssumptionInput[] }[] }) {
  const { t, i18n } = useLingui();
  const notes = groups.flatMap((g) => assumptionTexts(i18n, g.assumptions).map((text) => ({ key: `${g.id}-${text}`, group: g.name, text })));
  if (notes.length === 0) return null;
  return (
    <Box data-testid="report-assumptions" sx={{ borderLeft: 3, borderColor: 'info.main', pl: '3mm', mb: '3mm' }}>
      <Typography sx={{ fontSize: '9pt', fontWeight: 700, mb: '1mm' }}>{t`What the figures assume`}</Typography>
      {notes.map((n) => (
        <Typography key={n.key} sx={{ fontSize: '9pt', lineHeight: 1.45 }}>
          {groups.length > 1 ? `${n.group}: ${n.text}` : n.text}
        </Typography>
      ))}
    </Box>
  );
}
