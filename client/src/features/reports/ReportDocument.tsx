import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { ReportSheet } from './print/ReportSheet';
import { FrontPage } from './print/FrontPage';
import { useReport } from './report-context';
import { planPages, type PageSpec } from './report-model';
import { REPORT_TITLES } from './report-titles';
import { LcaProductsPage, SolutionPage } from './sections/ItemPages';
import { LcaGroupPage, LcaOverviewPage, RefurbishmentGroupPage, RefurbishmentOverviewPage } from './sections/LcaPages';
import { BaselineResultsPage, Co2Page, EnergyWheelsPage, ExecutiveSummaryPage, RoiPage, UpsCoolingPage } from './sections/OperationalPages';
import { IntroductionPage, MethodologyPage, ReferencesPage } from './sections/TextPages';

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

function pageKey(page: PageSpec, i: number): string {
  return 'groupId' in page ? `${page.kind}-${page.groupId}-${'solutionId' in page ? page.solutionId : ''}-${'chunk' in page ? page.chunk : ''}-${i}` : `${page.kind}-${i}`;
}

/**
 * The report as its printed pages, each an A4 sheet numbered 'Page n/total' (spec §2). The page list
 * comes from planPages, so the numbering is known before anything renders.
 */
export function ReportDocument({ stamp, date }: { stamp?: ReactNode; date: Date }) {
  const { t, i18n } = useLingui();
  const { model, items } = useReport();
  const pages = planPages(model, items);
  const total = pages.length;
  const pageLabel = (n: number) => t`Page ${n}/${total}`;
  const header = (
    <>
      <Typography variant="caption">{i18n._(REPORT_TITLES[model.type])}</Typography>
      <Typography variant="caption">
        {model.data.project.name} · {model.data.partner.name}
      </Typography>
    </>
  );
  return (
    <Box className="report-document" data-testid="report-document" data-pages={pages.length}>
      {pages.map((page, i) => (
        <Fragment key={pageKey(page, i)}>
          <ReportSheet pageLabel={pageLabel(i + 1)} header={header} bare={page.kind === 'front'} testId={`report-page-${page.kind}`}>
            {page.kind === 'front' ? <FrontPage stamp={stamp} date={date} /> : pageContent(page)}
          </ReportSheet>
        </Fragment>
      ))}
    </Box>
  );
}
