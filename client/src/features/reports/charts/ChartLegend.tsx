import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface ChartLegendItem {
  id: string;
  label: string;
  color: string;
  /** A figure after the label (a pie legend's value and share). */
  value?: ReactNode;
}

/**
 * The legend of a report chart as plain HTML below or beside it: it wraps, prints crisply and keeps
 * its labels selectable. `direction` column lists the items one under the other, each value under its label.
 */
export function ChartLegend({ items, direction = 'row', fontSize = 12 }: { items: readonly ChartLegendItem[]; direction?: 'row' | 'column'; fontSize?: number }) {
  if (!items.length) return null;
  return (
    <Box
      component="ul"
      data-testid="chart-legend"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: direction === 'row' ? 'flex' : 'grid',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gridTemplateColumns: direction === 'column' ? 'auto minmax(0, 1fr)' : undefined,
        columnGap: direction === 'row' ? 2 : 1,
        rowGap: direction === 'row' ? 0.5 : 0.75,
        alignItems: direction === 'row' ? 'center' : 'start',
        fontSize,
        lineHeight: 1.3,
        color: 'text.primary',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} data-testid="chart-legend-item" sx={{ display: 'contents' }}>
          {direction === 'row' ? (
            // A label longer than the chart is wide ("Auswirkung der Generalüberholung" in a narrower font) wraps
            // instead of running off the sheet (issue #28: no text outside the sheet's margins).
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, maxWidth: '100%', minWidth: 0 }}>
              <Swatch color={item.color} />
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.label}
              </Box>
              {item.value != null && (
                <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {item.value}
                </Box>
              )}
            </Box>
          ) : (
            <>
              <Swatch color={item.color} top={3} />
              <Box component="span" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <Box component="span" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                  {item.label}
                </Box>
                {item.value != null && (
                  <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', fontSize: '0.92em' }}>
                    {item.value}
                  </Box>
                )}
              </Box>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}

function Swatch({ color, top = 0 }: { color: string; top?: number }) {
  // A border as well as the fill, so that the colour prints even with "background graphics" off.
  return <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', flexShrink: 0, bgcolor: color, border: `5px solid ${color}`, boxSizing: 'border-box', mt: `${top}px` }} />;
}
