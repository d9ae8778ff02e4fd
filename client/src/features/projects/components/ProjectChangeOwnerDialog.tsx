import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PartnerUserListQuery, ProjectFieldsFragment } from '../../../gql/graphql';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { PartnerUserListDocument } from '../projects-queries';

export type PartnerUser = PartnerUserListQuery['partnerUsers'][number];

interface ProjectChangeOwnerDialogProps {
  open: boolean;
  project: ProjectFieldsFragment;
  onClose(): void;
  /** The chosen user; the caller asks for confirmation before changing the owner. */
  onChoose(user: PartnerUser): void;
}

/** Choose the new owner among the partner's users (partnerUsers search). */
export function ProjectChangeOwnerDialog({ open, project, onClose, onChoose }: ProjectChangeOwnerDialogProps) {
  const { t } = useLingui();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const { data, previousData, loading } = useQuery(PartnerUserListDocument, { variables: { search }, skip: !open });
  const [chosen, setChosen] = useState<PartnerUser | null>(null);
  const users = ((data ?? previousData)?.partnerUsers ?? []).filter((u) => u.id !== project.owner.id);
  const owner = project.owner.name;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-owner-title" maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) onChoose(chosen);
        }}
      >
        <DialogTitle id="change-owner-title">{t`Change owner`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            <Trans>The project is owned by {owner}. Choose a user of your organisation to take over.</Trans>
          </DialogContentText>
          <Autocomplete
            options={users}
            value={chosen}
            onChange={(_e, value) => setChosen(value)}
            inputValue={input}
            onInputChange={(_e, value) => setInput(value)}
            // The server searches; the list shows what it found.
            filterOptions={(x) => x}
            loading={loading}
            getOptionLabel={(u) => u.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t`No users found`}
            loadingText={t`Loading…`}
            renderOption={({ key, ...props }, u) => (
              <Box component="li" key={key} {...props}>
                <Box>
                  <Typography variant="body2">{u.name}</Typography>
                  <Typography variant="caption" color="text.secondary">{u.email}</Typography>
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField {...params} label={t`New owner`} name="user_id" autoFocus margin="normal" slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'change-owner-user' } }} />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={!chosen} data-testid="change-owner-submit">{t`Continue`}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
