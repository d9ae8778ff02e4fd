import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A friendly empty list: an icon, a title, a sentence and optionally a call to action. */
export function EmptyState({ icon, title, text, action, dense }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode; dense?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: dense ? 3 : 7, px: 2, color: 'text.secondary' }} data-testid="empty-state">
      {icon && (
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2,
            width: dense ? 48 : 72,
            height: dense ? 48 : 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            '& svg': { fontSize: dense ? 26 : 38 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant={dense ? 'subtitle2' : 'h3'} component="p" color="text.primary" gutterBottom>{title}</Typography>
      {text && <Typography variant="body2" sx={{ maxWidth: 420, mx: 'auto' }}>{text}</Typography>}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}
