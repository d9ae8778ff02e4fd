import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { SettingsPage } from '../shell';
import { ReportOptionsPanel } from './ReportOptionsPanel';

/**
 * /users/settings with its template query parameter (spec/platform-and-shell.md §2): the general
 * settings page as it is, or template=report-options for the user's own report options.
 */
export function UserSettingsTemplates() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = params.get('template') === 'report-options' ? 'report-options' : 'general';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs
        value={tab}
        onChange={(_e, next: string) => navigate(next === 'general' ? '/users/settings' : `/users/settings?template=${next}`)}
        aria-label={t`Settings sections`}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="general" label={t`General`} />
        <Tab value="report-options" label={t`Report options`} data-testid="settings-tab-report-options" />
      </Tabs>
      {tab === 'general' ? (
        <SettingsPage />
      ) : (
        <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
          <Typography variant="h1" component="h1">{t`My report options`}</Typography>
          {user.isPartnerAdmin && (
            <Typography color="text.secondary">
              <Link component={RouterLink} to="/partner-admin?template=report-options">{t`Edit the defaults for your whole organisation`}</Link>
            </Typography>
          )}
          <ReportOptionsPanel scope="user" />
        </Box>
      )}
    </Box>
  );
}
