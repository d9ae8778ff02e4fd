import { Trans, useLingui } from '@lingui/react/macro';
import ArrowForward from '@mui/icons-material/ArrowForward';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { APPS, type Namespace } from '../../../../shared/constants';
import { isLockedFor, type Capability } from '../../../../shared/subscriptions/paid';
import { useSession } from '../../app/session';
import { WelcomeDialog } from '../subscriptions';

/** The capability behind each app's work (shared/subscriptions/paid.ts): a locked one shows "Paid" before entering. */
const APP_CAPABILITY: Record<Namespace, Capability> = {
  'project-manager': 'projectManager',
  'comparative-solution': 'comparativeProject',
  buyers: 'projects',
  'single-solution': 'solutions',
};

/** Start page: a greeting and the sub-apps the user can open; a buyer's start page is their project groups. */
export function HomePage() {
  const { user } = useSession();
  // Buyers work in their project groups only: the seller areas are not theirs (issue #34 point 3).
  if (user.partner.type === 'buyer') return <Navigate to="/buyers/projects" replace />;
  return <SellerHome />;
}

function SellerHome() {
  const { t } = useLingui();
  const { user } = useSession();
  const descriptions: Record<string, string> = {
    'project-manager': t`Model the current IT and its alternatives with solution groups, and print the reports.`,
    'comparative-solution': t`Compare the equipment before and after a change, and show the savings.`,
    buyers: t`Send requests with questions to sellers and compare their answers.`,
    'single-solution': t`Assess one IT solution on its own: its energy, CO2, rating and life cycle in a baseline report.`,
  };
  const names: Record<string, string> = {
    'project-manager': t`Project manager`,
    'comparative-solution': t`Comparative solution`,
    buyers: t`Buyers`,
    'single-solution': t`Single solution`,
  };
  const firstName = user.profile?.firstname ?? user.name;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <WelcomeDialog />
      <Typography variant="h1" component="h1" gutterBottom>
        <Trans>Welcome, {firstName}</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>Choose where to work. Your clients and projects are in the navigation on the left.</Trans>
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {APPS.filter((a) => a.namespace !== 'buyers').map((app) => (
          <Card key={app.namespace}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>{names[app.namespace]}</Typography>
                {isLockedFor(user, APP_CAPABILITY[app.namespace]) && (
                  <Chip size="small" icon={<LockOutlined />} label={t`Paid`} data-testid={`home-locked-${app.namespace}`} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">{descriptions[app.namespace]}</Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={app.uri} endIcon={<ArrowForward />}>{t`Open`}</Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
