import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ReportSheet } from './print/ReportSheet';
import { FrontPage } from './print/FrontPage';
import { sheetHeightOf, sheetZoomOf, useMeasureOnLayoutAndFonts } from './print/SheetZoom';
import { useReport } from './report-context';
import { flowBlocks, joinedPages, keptWithNext, ownSheet, packSheets, planPages, type FlowBlock, type PageSpec } from './report-model';
import { REPORT_TITLES } from './report-titles';
import { PartProvider } from './sections/blocks';
import { LcaProductsPage, SolutionPage } from './sections/ItemPages';
import { LcaGroupPage, LcaOverviewPage, RefurbishmentGroupPage, RefurbishmentOverviewPage } from './sections/LcaPages';
import { EnergyWheelsPage } from './sections/EnergyWheelsPage';
import { BaselineResultsPage, Co2Page, ExecutiveSummaryPage } from './sections/OperationalPages';
import { RoiPage, UpsCoolingPage } from './sections/SavingsPages';
import { DecisionSection } from './sections/DecisionSection';
import { IntroductionPage, MethodologyPage, ReferencesPage } from './sections/TextPages';
import { useDocumentTitle } from '../common/use-document-title';

function pageContent(page: PageSpec): ReactNode {
  switch (page.kind) {
    case 'front':
      return null; // rendered by ReportDocument with the stamp
    case 'introduction':
      return <IntroductionPage />;
    case 'baseline-results':
      return <BaselineResultsPage />;
    case 'executive-summary':
      return <ExecutiveSummaryPage />;
    case 'co2':
      return <Co2Page />;
    case 'energy-wheels':
      return <EnergyWheelsPage />;
    case 'roi':
      return <RoiPage />;
    case 'decision':
      return <DecisionSection groupId={page.groupId} first={page.first} />;
    case 'ups-cooling':
      return <UpsCoolingPage />;
    case 'lca-overview':
      return <LcaOverviewPage />;
    case 'lca-group':
      return <LcaGroupPage groupId={page.groupId} />;
    case 'refurbishment-overview':
      return <RefurbishmentOverviewPage />;
    case 'refurbishment-group':
      return <RefurbishmentGroupPage groupId={page.groupId} />;
    case 'methodology':
      return <MethodologyPage />;
    case 'references':
      return <ReferencesPage />;
    case 'solution':
      return <SolutionPage {...page} />;
    case 'lca-products':
      return <LcaProductsPage {...page} />;
  }
}

function blockKey(block: FlowBlock, i: number): string {
  const page = block.page;
  const base = 'groupId' in page ? `${page.kind}-${page.groupId}-${'solutionId' in page ? page.solutionId : ''}-${'chunk' in page ? page.chunk : ''}` : page.kind;
  return `${base}-${block.part ?? 'all'}-${i}`;
}

/** Space between two blocks on one sheet, in CSS px (6 mm). */
const BLOCK_GAP_PX = 23;

/**
 * Measures the height of every flow block and the text area of a sheet, and again once the fonts are
 * in; null until the first measurement of this list of blocks. Heights are rounded up to whole px, so
 * that measuring the packed layout again changes nothing.
 */
function useFlowMeasurement(signature: string) {
  const root = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ signature: string; heights: number[]; available: number } | null>(null);
  const measure = useCallback(() => {
    const el = root.current;
    if (!el) return;
    // Blocks on a sheet of their own (data-own-sheet, the continued item pages) are not measured: packing does
    // not need them, and leaving them unmeasured keeps a 10,000-item appendix out of this layout.
    // Heights in the sheet's own px: on a phone the sheets are zoomed (print/SheetZoom), which scales
    // getBoundingClientRect but not clientHeight.
    const zoom = sheetZoomOf(el);
    const heights: number[] = [];
    for (const block of el.querySelectorAll<HTMLElement>('[data-flow-block]')) {
      heights[Number(block.dataset.flowBlock)] = block.dataset.ownSheet ? 1 : sheetHeightOf(block, zoom);
    }
    const body = el.querySelector<HTMLElement>('.report-sheet:not([data-bare]) .report-sheet-body');
    const available = body ? Math.floor(body.clientHeight) : 0;
    setMeasured((prev) =>
      prev && prev.signature === signature && prev.available === available && prev.heights.length === heights.length && prev.heights.every((h, i) => h === heights[i])
        ? prev
        : { signature, heights, available },
    );
  }, [signature]);
  useMeasureOnLayoutAndFonts(measure);
  return { root, measured: measured?.signature === signature ? measured : null };
}

/**
 * The report as its printed pages, each an A4 sheet numbered 'Page n/total' (spec §2). The sections of
 * planPages flow onto the sheets as blocks (a section, or a part of one): a block goes below the
 * previous one when it fits and starts a new sheet when it does not, so that short sections share a
 * page instead of leaving most of it blank. The first render puts every block on a sheet of its own
 * to measure it; the packed layout replaces it before the browser paints.
 */
export function ReportDocument({ stamp, date }: { stamp?: ReactNode; date: Date }) {
  const { t, i18n } = useLingui();
  const { model, items } = useReport();
  const blocks = flowBlocks(planPages(model, items));
  const signature = blocks.map(blockKey).join('|');
  const { root, measured } = useFlowMeasurement(signature);
  const sheets = packSheets(blocks, measured?.heights ?? null, measured?.available ?? 0, BLOCK_GAP_PX);
  // A list's last page on the sheet of its page before goes on in that page's table (issue #46 point 9).
  const drawn = joinedPages(blocks, sheets);
  const total = sheets.length;
  // A gap above a block with content when a block with content is above it (a part switched off is empty).
  const hasContent = (i: number) => (measured ? measured.heights[i] > 0 : true);
  const gapBefore = (sheet: number[], k: number) => k > 0 && hasContent(sheet[k]) && sheet.slice(0, k).some(hasContent);
  const pageLabel = (n: number) => t`Page ${n}/${total}`;
  // The PDF's Title metadata is the report's own title (issue #47, point 11).
  useDocumentTitle(`${i18n._(REPORT_TITLES[model.type])} – ${model.data.project.name}`);
  const header = (
    <>
      <Typography variant="caption">{i18n._(REPORT_TITLES[model.type])}</Typography>
      <Typography variant="caption">
        {model.data.project.name} · {model.data.partner.name}
      </Typography>
    </>
  );
  return (
    <Box ref={root} className="report-document" data-testid="report-document" data-pages={total} data-packed={measured ? 'true' : 'false'}>
      {sheets.map((sheet, n) => {
        const first = blocks[sheet[0]].page;
        const front = first.kind === 'front';
        return (
          <ReportSheet key={blockKey(blocks[sheet[0]], sheet[0])} pageLabel={pageLabel(n + 1)} header={header} bare={front} own={ownSheet(first)} testId={`report-page-${first.kind}`}>
            {sheet.map((i, k) => (
              // A plain element with an inline style: one per block, hundreds in a large report.
              <div
                key={blockKey(blocks[i], i)}
                data-flow-block={i}
                data-own-sheet={ownSheet(blocks[i].page) ? 'true' : undefined}
                data-keep-with-next={keptWithNext(blocks, i) ? 'true' : undefined}
                data-testid={`report-block-${blocks[i].page.kind}`}
                style={front ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } : { flexShrink: 0, display: 'flow-root', marginTop: gapBefore(sheet, k) ? `${BLOCK_GAP_PX}px` : 0 }}
              >
                {front ? <FrontPage stamp={stamp} date={date} /> : drawn[i] && <PartProvider value={blocks[i].part}>{pageContent(drawn[i])}</PartProvider>}
              </div>
            ))}
          </ReportSheet>
        );
      })}
    </Box>
  );
}
