import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function ErrorPage({ status }: { status: 404 | 403 }) {
  const { t } = useLingui();
  return (
    <Box component="main" sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: '4rem', color: 'primary.main' }}>{status}</Typography>
        <Typography variant="h2" component="p" gutterBottom>
          {status === 404 ? t`Page not found` : t`Access denied`}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {status === 404 ? <Trans>The page you asked for does not exist, or you do not have access to it.</Trans> : <Trans>You do not have permission to see this page.</Trans>}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">{t`Go to the start page`}</Button>
      </Box>
    </Box>
  );
}
