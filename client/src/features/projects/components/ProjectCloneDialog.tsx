import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { useProjectClone } from '../project-writes.hooks';
import { ClientListDocument } from '../projects-queries';

interface ProjectCloneDialogProps {
  open: boolean;
  project: ProjectFieldsFragment;
  onClose(): void;
  onCloned(clone: ProjectFieldsFragment): void;
  onError(error: unknown): void;
}

/** Clone into a chosen client (spec §4); the caller then opens the clone. */
export function ProjectCloneDialog({ open, project, onClose, onCloned, onError }: ProjectCloneDialogProps) {
  const { t } = useLingui();
  const { data, loading } = useQuery(ClientListDocument, { skip: !open });
  const [clientId, setClientId] = useState(project.clientId);
  const { clone, cloning } = useProjectClone(project.id, onError);
  const clients = data?.clients ?? [];
  const known = clients.some((c) => c.id === clientId);
  const name = project.name;

  const submit = async () => {
    const cloned = await clone(clientId);
    if (cloned) onCloned(cloned);
  };

  return (
    <Dialog open={open} onClose={cloning ? undefined : onClose} aria-labelledby="project-clone-title" maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="project-clone-title">{t`Clone project`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>A copy of “{name}” will be created for the client you choose, with you as its owner.</Trans>
          </DialogContentText>
          <TextField
            select
            label={t`Client`}
            value={known ? clientId : ''}
            onChange={(e) => setClientId(e.target.value)}
            fullWidth
            margin="normal"
            autoFocus
            disabled={loading && !data}
            name="client_id"
            slotProps={{ htmlInput: { 'data-testid': 'clone-client' } }}
          >
            {clients.map((c) => (
              <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={cloning}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={cloning || !known} data-testid="clone-submit">
            {cloning ? t`Cloning…` : t`Clone`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
