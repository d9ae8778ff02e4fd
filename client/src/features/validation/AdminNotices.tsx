import { useApolloClient, useSubscription } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NOTICE_MS } from '../../../../shared/constants';
import { notificationText } from './notification-text';
import { AdminNotificationDocument, NotificationsDocument, ValidationQueueDocument, ValidationStatusInitializeDocument } from './validation.queries';

interface Notice {
  key: number;
  text: string;
}

/**
 * The super admin's private channel admin (spec §4 Real-time): ValidationStatusInitialize and
 * AdminNotification show a notice for 5 seconds (§9) and refresh the validation queue and the
 * notifications. Mounted once in the shell, for super admins only.
 */
export function AdminNotices() {
  const { t } = useLingui();
  const apollo = useApolloClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const refresh = () => void apollo.refetchQueries({ include: [ValidationQueueDocument, NotificationsDocument] }).catch(() => undefined);

  useSubscription(ValidationStatusInitializeDocument, {
    onData: ({ data }) => {
      const e = data.data?.validationStatusInitialize;
      if (!e) return;
      const items = plural(e.queued, { one: '# item', other: '# items' });
      const partner = e.partnerName;
      const project = e.projectName;
      setNotice({ key: Date.now(), text: t`${partner} started validation of "${project}" (${items} in the queue).` });
      refresh();
    },
  });
  useSubscription(AdminNotificationDocument, {
    onData: ({ data }) => {
      const e = data.data?.adminNotification;
      if (!e) return;
      // A validation start is announced (translated) by ValidationStatusInitialize above.
      if (e.category !== 'validation') setNotice({ key: Date.now(), text: notificationText(e) });
      refresh();
    },
  });

  return (
    <Snackbar
      key={notice?.key}
      open={!!notice}
      autoHideDuration={ADMIN_NOTICE_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ mt: 7 }}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setNotice(null)}
        data-testid="admin-notice"
        action={<Button color="inherit" size="small" component={RouterLink} to="/admin/validation" onClick={() => setNotice(null)}>{t`Open queue`}</Button>}
        sx={{ minWidth: 320 }}
      >
        <AlertTitle>{t`Validation`}</AlertTitle>
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
