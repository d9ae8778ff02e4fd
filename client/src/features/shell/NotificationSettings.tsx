import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import { MySettingsDocument, UserSettingsUpdateDocument } from './profile-queries';

type Key = 'notifyNewRequests' | 'notifyRequestResponses' | 'notifyProjectShares';

/** The notification preferences of /users/settings (GET/PUT /user/settings); each switch saves at once. */
export function NotificationSettings() {
  const { t } = useLingui();
  const { data, loading } = useQuery(MySettingsDocument);
  // The settings have no id: the reply is written over the query's cached answer.
  const [update] = useMutation(UserSettingsUpdateDocument, {
    update: (cache, { data: reply }) => {
      if (reply) cache.writeQuery({ query: MySettingsDocument, data: { mySettings: reply.userSettingsUpdate } });
    },
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const rows: { key: Key; label: string }[] = [
    { key: 'notifyNewRequests', label: t`E-mail me when a buyer sends a new request` },
    { key: 'notifyRequestResponses', label: t`E-mail me when a seller answers my request` },
    { key: 'notifyProjectShares', label: t`E-mail me when a colleague shares a project with me` },
  ];
  const settings = data?.mySettings;
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
                    onChange={async (e) => {
                      try {
                        await update({ variables: { input: { [key]: e.target.checked } } });
                        setNotice({ ok: true, text: t`Notification settings saved.` });
                      } catch (err) {
                        setNotice({ ok: false, text: graphQLErrorInfo(err).message });
                      }
                    }}
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
