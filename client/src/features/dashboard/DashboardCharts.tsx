import { useLingui } from '@lingui/react/macro';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { useNivoTheme } from '../common/nivo-theme';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

export interface ChartMonth {
  month: string;
  projects: number;
  documentedCo2Tons: number;
}

function useMonthLabel() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    return (m: string) => f.format(new Date(`${m}-01T00:00:00Z`));
  }, [i18n.locale]);
}

/** Bars of projects created per month; the months of the selected range in full colour. */
export function ProjectsBarChart({ months, inRange }: { months: ChartMonth[]; inRange: (month: string) => boolean }) {
  const { t } = useLingui();
  const theme = useTheme();
  const nivo = useNivoTheme();
  const label = useMonthLabel();
  const data = months.map((m) => ({ month: label(m.month), key: m.month, projects: m.projects }));
  const max = Math.max(1, ...months.map((m) => m.projects));
  return (
    <Box sx={{ height: 280 }} role="figure" aria-label={t`Projects per month`} data-testid="projects-chart" data-values={months.map((m) => m.projects).join(',')} data-range-months={months.filter((m) => inRange(m.month)).length}>
      <ResponsiveBar
        data={data}
        keys={['projects']}
        indexBy="month"
        margin={{ top: 16, right: 16, bottom: 40, left: 44 }}
        padding={0.3}
        valueScale={{ type: 'linear', min: 0, max }}
        colors={(d) => (inRange(String(d.data.key)) ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.3))}
        axisLeft={{ tickValues: Math.min(max, 5), format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
        axisBottom={{ tickRotation: months.length > 8 ? -35 : 0 }}
        gridYValues={Math.min(max, 5)}
        enableLabel={false}
        theme={nivo}
        tooltipLabel={() => t`Projects`}
        // The chart's text alternative: every month's figure (WCAG 1.1.1).
        ariaLabel={t`Projects per month: ${data.map((d) => `${d.month} ${d.projects}`).join(', ')}`}
        animate
      />
    </Box>
  );
}

/** The documented CO2 in tons per month, as a line. */
export function Co2LineChart({ months }: { months: ChartMonth[] }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const nivo = useNivoTheme();
  const label = useMonthLabel();
  const fmt = useMemo(() => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }), [i18n.locale]);
  const data = [{ id: t`Documented CO2 (t)`, data: months.map((m) => ({ x: label(m.month), y: m.documentedCo2Tons })) }];
  return (
    <Box sx={{ height: 280 }} role="figure" aria-label={t`Documented CO2 in tons per month`} data-testid="co2-chart" data-values={months.map((m) => m.documentedCo2Tons).join(',')}>
      <ResponsiveLine
        data={data}
        margin={{ top: 16, right: 16, bottom: 40, left: 56 }}
        yScale={{ type: 'linear', min: 0, max: months.some((m) => m.documentedCo2Tons > 0) ? 'auto' : 1 }}
        axisLeft={{ format: (v: number) => fmt.format(v), tickValues: 5 }}
        axisBottom={{ tickRotation: months.length > 8 ? -35 : 0 }}
        colors={[theme.palette.secondary.main]}
        pointSize={6}
        enableArea
        areaOpacity={0.12}
        useMesh
        yFormat={(v) => `${fmt.format(Number(v))} t`}
        role="img"
        ariaLabel={t`Documented CO2 in tons per month: ${months.map((m) => `${label(m.month)} ${fmt.format(m.documentedCo2Tons)} t`).join(', ')}`}
        theme={nivo}
      />
    </Box>
  );
}
