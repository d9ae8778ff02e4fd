import { useLingui } from '@lingui/react/macro';
import Palette from '@mui/icons-material/Palette';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { ReportOptionsPanel } from './ReportOptionsPanel';

/**
 * /partner-admin (spec/platform-and-shell.md §2, §6): partner admins only; the screen is chosen by
 * the template query parameter. Built so far: the default overview and template=report-options.
 * Other templates (users, subscriptions…) show the overview until they exist.
 */
export function PartnerAdminPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const template = params.get('template');

  if (!user.isPartnerAdmin && !user.isSuperAdmin) {
    return (
      <Dialog open aria-labelledby="access-denied-title">
        <DialogTitle id="access-denied-title">{t`Access denied`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`The partner-admin area is for partner admins.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => navigate('/', { replace: true })} autoFocus>{t`Go to the start page`}</Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (template === 'report-options') {
    return (
      <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
        <Breadcrumbs aria-label={t`Breadcrumb`}>
          <Link component={RouterLink} to="/partner-admin" underline="hover" color="inherit">{t`Partner admin`}</Link>
          <Typography color="text.primary">{t`Report options`}</Typography>
        </Breadcrumbs>
        <Typography variant="h1" component="h1">{t`Report options`}</Typography>
        <Typography color="text.secondary">{t`Defaults for every user of ${user.partner.name}. Users can choose their own unless you make the front-page images apply to all.`}</Typography>
        <ReportOptionsPanel scope="partner" />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Partner admin`}</Typography>
      <Typography color="text.secondary">{user.partner.name}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
              <Palette color="primary" />
              <Typography variant="h3" component="h2">{t`Report options`}</Typography>
            </Box>
            <Typography color="text.secondary">{t`Theme, colours and front-page images of your organisation's reports, and image uploads.`}</Typography>
          </CardContent>
          <CardActions>
            <Button component={RouterLink} to="/partner-admin?template=report-options">{t`Open report options`}</Button>
          </CardActions>
        </Card>
      </Box>
    </Box>
  );
}
