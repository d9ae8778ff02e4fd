/**
 * Replace or retain (issue #32, methodology M10 in docs/decisions.md), in the comparative report beside
 * the return on investment: per comparative group the recommendation with its reason, the figures with
 * how each was calculated, and the cumulative carbon saving over the projection.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DecisionChart, DecisionFigureTable, useGridPathText, useRecommendationReason } from '../../decisions';
import { CountryMissingNote } from '../../common/CountryMissingNote';
import { figureKey } from '../../../../../shared/reports';
import { useReport } from '../report-context';
import { Paragraph, Part, SectionTitle } from './blocks';

export function DecisionSection({ groupId, first }: { groupId: string; first: boolean }) {
  const { t } = useLingui();
  const { decision, print } = useReport();
  const reason = useRecommendationReason();
  const gridPathText = useGridPathText();
  const group = decision?.groups.find((g) => g.groupId === groupId);
  if (!decision || !group) return null;
  const replace = group.recommendation === 'replace';
  const years = decision.years;
  // Two parts of the page flow (SECTION_PARTS): the section's introduction may close the sheet of the
  // return on investment, its groups' blocks each start where they fit (issue #46 point 9: the ROI's
  // sheet was left two-thirds blank before this section).
  return (
    <>
      {first && (
        <Part n={0}>
          <Box data-testid="section-decision">
            <SectionTitle>
              <Trans>Replace or retain</Trans>
            </SectionTitle>
            <Paragraph figures={[figureKey.decisionYears()]}>
              <Trans>
                Replacing equipment pays back in carbon when the yearly CO2 saving of the proposal has made up for the embodied carbon of its new
                equipment. It is recommended when that happens within the new equipment's service life. The chart shows the cumulative saving
                over {years} years on the grid factor path below; the carbon payback is where it crosses zero (the curve ends below zero when that is later).
              </Trans>
            </Paragraph>
            <Typography sx={{ fontSize: '8pt', color: 'text.secondary', mb: '2mm' }} data-testid="decision-report-grid-source" data-source-note>
              {gridPathText(decision)}
            </Typography>
            {decision.gridPathSource === 'flat' && !decision.countryCode && <CountryMissingNote kind="grid-path" />}
          </Box>
        </Part>
      )}
      <Part n={1}>
        <Box data-decision-group={group.groupId}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <SectionTitle level={2}>{group.name}</SectionTitle>
            <Typography sx={{ fontSize: '10pt', fontWeight: 700, color: replace ? 'success.main' : 'warning.dark' }} data-testid="decision-report-recommendation">
              {replace ? t`Replace` : t`Retain`}
            </Typography>
          </Box>
          <Typography sx={{ fontSize: '9pt', mb: '1mm' }}>{reason(group.recommendationReason)}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: print ? '1fr 1fr' : { xs: '1fr', md: '1fr 1fr' }, gap: '4mm', alignItems: 'start', '& .MuiTableCell-root': { fontSize: '8pt', py: '2px', px: '4px' } }}>
            <DecisionFigureTable group={group} currency={decision.currency} variant="print" />
            <DecisionChart group={group} print={print} />
          </Box>
        </Box>
      </Part>
    </>
  );
}
