import Box from '@mui/material/Box';

/** Tooltip of a report chart (screen only): the full label, then the series and its value. */
export function ChartTooltip({ title, color, rows }: { title: string; color?: string; rows: readonly { label?: string; value: string }[] }) {
  return (
    <Box
      data-testid="chart-tooltip"
      sx={{ minWidth: 120, bgcolor: 'background.paper', color: 'text.primary', px: 1.25, py: 0.75, borderRadius: 1, boxShadow: '0 2px 10px rgba(0, 0, 0, 0.16)', fontSize: 12, lineHeight: 1.5, whiteSpace: 'nowrap' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, mb: rows.length ? 0.25 : 0 }}>
        {color && <Box component="span" sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: color, flexShrink: 0 }} />}
        {title}
      </Box>
      {rows.map((r, i) => (
        <Box key={i} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          {r.label && <span>{r.label}</span>}
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, ml: 'auto' }}>
            {r.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
