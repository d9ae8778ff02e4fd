import { Trans, useLingui } from '@lingui/react/macro';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { shareSchema } from '../../../../../shared/validation';
import type { ProjectShareFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { useProjectShares } from '../shares.hooks';
import { initials } from '../../common/initials';

interface SharesPanelProps {
  projectId: string;
  /** Owner-only: adding and removing subscribers. */
  canManage: boolean;
  notify(text: string, severity?: 'success' | 'error'): void;
  onNotOwner(error: unknown): boolean;
}

/** Who the project is shared with; the owner adds subscribers by e-mail and removes them after confirming. */
export function SharesPanel({ projectId, canManage, notify, onNotOwner }: SharesPanelProps) {
  const { t } = useLingui();
  const { data, shares, loading, error, reload, share, unshare } = useProjectShares(projectId, { notify, onNotOwner });
  const [toRemove, setToRemove] = useState<ProjectShareFieldsFragment | null>(null);
  const removeName = toRemove?.subscriber.name ?? '';
  const removeEmail = toRemove?.subscriber.email ?? '';

  return (
    <Card component="section" aria-labelledby="shares-title">
      <CardContent>
        <Typography id="shares-title" variant="h3" component="h2" gutterBottom>{t`Shared with`}</Typography>
        {canManage ? (
          <Formik
            initialValues={{ subscriber: '' }}
            validationSchema={shareSchema}
            validateOnBlur={false}
            onSubmit={async (values, helpers) => {
              const result = await share(values.subscriber.trim());
              if (result.ok) helpers.resetForm();
              else if (result.fieldErrors) helpers.setErrors(result.fieldErrors);
            }}
          >
            {({ isSubmitting, values }) => (
              <Form noValidate aria-label={t`Share the project`}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <FormikField
                    name="subscriber"
                    type="email"
                    label={t`E-mail address`}
                    size="small"
                    autoComplete="off"
                    placeholder={t`colleague@company.com`}
                    slotProps={{ htmlInput: { 'data-testid': 'share-email' } }}
                  />
                  <Button type="submit" variant="contained" disabled={isSubmitting || !values.subscriber.trim()} data-testid="share-add" sx={{ mt: 2, height: 40, flexShrink: 0 }}>
                    {t({ message: 'Share', context: 'give access' })}
                  </Button>
                </Box>
                <Typography variant="caption" color="text.secondary">
                  <Trans>The person must already have an account.</Trans>
                </Typography>
              </Form>
            )}
          </Formik>
        ) : (
          <Typography variant="body2" color="text.secondary">
            <Trans>Only the project's owner can share it.</Trans>
          </Typography>
        )}

        <Box sx={{ mt: 1 }}>
          {loading && !data && [0, 1].map((i) => <Skeleton key={i} height={52} />)}
          {error && !data && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>{t`Try again`}</Button>}>
              <Trans>An error has occurred</Trans>
            </Alert>
          )}
          {data && shares.length === 0 && <EmptyState dense icon={<GroupOutlined />} title={t`Not shared yet`} />}
          {shares.length > 0 && (
            <List dense aria-label={t`Shared with`}>
              {shares.map((s) => {
                const subscriberName = s.subscriber.name;
                return (
                <ListItem
                  key={s.id}
                  disableGutters
                  data-testid={`share-${s.subscriber.id}`}
                  secondaryAction={
                    canManage && (
                      <Tooltip title={t`Stop sharing with ${subscriberName}`}>
                        <IconButton edge="end" onClick={() => setToRemove(s)} aria-label={t`Stop sharing with ${subscriberName}`} data-testid={`share-remove-${s.subscriber.id}`}>
                          <PersonRemoveOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemAvatar sx={{ minWidth: 44 }}>
                    <Avatar sx={{ width: 32, height: 32, fontSize: 13 }} aria-hidden>{initials(s.subscriber.name)}</Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={s.subscriber.name}
                    secondary={s.subscriber.email}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </CardContent>

      <ConfirmDialog
        open={!!toRemove}
        title={t`Stop sharing?`}
        confirmLabel={t`Remove`}
        destructive
        onClose={() => setToRemove(null)}
        onConfirm={async () => {
          if (!toRemove) return;
          await unshare(toRemove.subscriber.id);
          setToRemove(null);
        }}
      >
        <Trans>
          {removeName} ({removeEmail}) will no longer see this project.
        </Trans>
      </ConfirmDialog>
    </Card>
  );
}
