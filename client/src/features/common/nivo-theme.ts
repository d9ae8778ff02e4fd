import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

/**
 * A nivo theme in the MUI theme's font and colours, so a chart's axes, grid and tooltip follow light and
 * dark mode (nivo's own defaults are dark grey text and a light grey grid: unreadable in dark mode;
 * issue #47, point 11). Charts on report sheets get the sheets' light paper theme.
 */
export function useNivoTheme() {
  const theme = useTheme();
  return useMemo(
    () => ({
      text: { fontFamily: theme.typography.fontFamily, fontSize: 11, fill: theme.palette.text.secondary },
      axis: { domain: { line: { stroke: theme.palette.divider } }, ticks: { line: { stroke: theme.palette.divider }, text: { fill: theme.palette.text.secondary } }, legend: { text: { fill: theme.palette.text.primary } } },
      grid: { line: { stroke: theme.palette.divider, strokeDasharray: '2 4' } },
      tooltip: { container: { background: theme.palette.background.paper, color: theme.palette.text.primary, fontSize: 12 } },
    }),
    [theme],
  );
}
