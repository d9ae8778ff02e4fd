import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Logo({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#2e7d32" />
        <path d="M20 40c0-14 10-22 26-22-2 16-10 26-22 26-2 0-3 0-4-1l-4 5-3-2 5-6z" fill="#c8e6c9" />
      </svg>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.55, color: inverse ? 'inherit' : 'text.primary', letterSpacing: '-0.01em' }}>
        GreenIT Assess
      </Typography>
    </Box>
  );
}
