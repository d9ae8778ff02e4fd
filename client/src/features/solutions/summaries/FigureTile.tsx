import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TraceEntry } from './trace-format';
import { TraceButton } from './TracePopover';

interface FigureTileProps {
  /** Test id suffix and trace path. */
  id: string;
  label: string;
  value: ReactNode;
  unit?: string;
  caption?: ReactNode;
  tracePath?: string;
  traces?: readonly TraceEntry[] | null;
  scope: string;
  emphasis?: boolean;
  pending?: boolean;
  children?: ReactNode;
}

/** One figure of a summary: its label, value and unit, and the ⓘ that shows how it was calculated. */
export function FigureTile({ id, label, value, unit, caption, tracePath, traces, scope, emphasis, pending, children }: FigureTileProps) {
  return (
    <Box
      data-testid={`figure-${id}`}
      sx={{
        position: 'relative',
        p: 1.5,
        pr: 4,
        borderRadius: 1.5,
        border: 1,
        borderColor: emphasis ? 'primary.light' : 'divider',
        bgcolor: emphasis ? (th) => (th.palette.mode === 'dark' ? 'rgba(33,150,243,0.12)' : 'rgba(33,150,243,0.05)') : 'background.paper',
        minWidth: 0,
      }}
    >
      {/* Key figures never truncate (issue #34, point 4): the label and caption wrap, the unit goes under a long value. */}
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, display: 'block', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.5, mt: 0.5, opacity: pending ? 0.55 : 1, transition: 'opacity 150ms', minWidth: 0 }}>
        <Typography component="span" data-testid={`figure-${id}-value`} sx={{ fontSize: emphasis ? '1.45rem' : '1.15rem', fontWeight: 700, letterSpacing: -0.2, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
        {unit && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {unit}
          </Typography>
        )}
      </Box>
      {caption && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {caption}
        </Typography>
      )}
      {children}
      {tracePath && (
        <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
          <TraceButton path={tracePath} traces={traces} scope={scope} />
        </Box>
      )}
    </Box>
  );
}
