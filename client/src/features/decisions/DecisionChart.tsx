/** The cumulative carbon saving of a group over the projection (issue #32): it crosses zero at the payback. */
import { useLingui } from '@lingui/react/macro';
import { ResponsiveLine } from '@nivo/line';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatNumber } from '../../../../shared/format/number';
import { useNivoTheme } from '../common/nivo-theme';
import type { GroupDecisionData } from './decision.hooks';

/** `print`: no mesh or tooltips, and a lower chart (the report's A4 sheets). */
export function DecisionChart({ group, print = false }: { group: GroupDecisionData; print?: boolean }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  // Axes and grid in the page's colours, dark mode included (issue #47, point 11).
  const nivo = useNivoTheme();
  const data = [{ id: t`Cumulative saving (kg CO2e)`, data: group.projection.map((p) => ({ x: p.year, y: p.cumulativeSavingKg })) }];
  const figures = group.projection
    .map((p) => {
      const n = formatNumber(p.cumulativeSavingKg, i18n.locale, 0);
      return t`Year ${p.year}: ${n} kg CO2e`;
    })
    .join(', ');
  return (
    <Box
      sx={{ height: print ? 190 : 280 }}
      role="figure"
      aria-label={t`Cumulative carbon saving per year`}
      data-testid="decision-chart"
      data-values={group.projection.map((p) => Math.round(p.cumulativeSavingKg)).join(',')}
    >
      <ResponsiveLine
        data={data}
        animate={false}
        theme={nivo}
        margin={{ top: 16, right: 24, bottom: 44, left: 72 }}
        xScale={{ type: 'linear', min: 1, max: 'auto' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        axisLeft={{ format: (v: number) => formatNumber(v, i18n.locale, 0), tickValues: 5, legend: t`kg CO2e`, legendOffset: -60, legendPosition: 'middle' }}
        axisBottom={{ tickValues: group.projection.map((p) => p.year), legend: t`Year`, legendOffset: 36, legendPosition: 'middle' }}
        markers={[{ axis: 'y', value: 0, lineStyle: { stroke: theme.palette.text.secondary, strokeWidth: 1 } }]}
        colors={[theme.palette.primary.main]}
        pointSize={6}
        useMesh={!print}
        isInteractive={!print}
        // The chart's text alternative: every year's figure (WCAG 1.1.1); nivo's <svg> has role="img".
        role="img"
        ariaLabel={t`Cumulative carbon saving per year: ${figures}`}
        yFormat={(v) => {
          const n = formatNumber(Number(v), i18n.locale, 0);
          return t`${n} kg CO2e`;
        }}
      />
    </Box>
  );
}
