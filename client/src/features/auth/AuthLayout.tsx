import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../common/Logo';

/** The frame of the signed-out pages: no user or subscription data is loaded here. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, background: 'linear-gradient(135deg, #e3f2fd 0%, #e8f5e9 100%)' }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3, boxShadow: '0 10px 40px rgba(0,0,0,0.08)' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Logo size={40} />
        </Box>
        <Typography variant="h1" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
