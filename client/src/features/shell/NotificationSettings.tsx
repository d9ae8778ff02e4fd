import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotificationSettings } from './settings.hooks';

type Key = 'notifyNewRequests' | 'notifyRequestResponses' | 'notifyProjectShares';

/** The notification preferences of /users/settings (GET/PUT /user/settings); each switch saves at once. */
export function NotificationSettings() {
  const { t } = useLingui();
  const { settings, loading, notice, saveNotification } = useNotificationSettings();
  const rows: { key: Key; label: string }[] = [
    { key: 'notifyNewRequests', label: t`E-mail me when a buyer sends a new request` },
    { key: 'notifyRequestResponses', label: t`E-mail me when a seller answers my request` },
    { key: 'notifyProjectShares', label: t`E-mail me when a colleague shares a project with me` },
  ];
  return (
    <Card data-testid="notification-settings">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>{t`Notifications`}</Typography>
        {notice && <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1 }}>{notice.text}</Alert>}
        {loading || !settings ? (
          <Skeleton variant="rectangular" height={96} />
        ) : (
          <FormGroup>
            {rows.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                label={label}
                control={
                  <Switch
                    checked={settings[key]}
                    onChange={(e) => void saveNotification({ [key]: e.target.checked })}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </CardContent>
    </Card>
  );
}
