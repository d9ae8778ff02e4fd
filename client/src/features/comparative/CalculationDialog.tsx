/** The dialog that creates a comparative calculation. */
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSolutionsScreen } from '../solutions';
import { useCalculationWrites } from './comparative.hooks';

export function CalculationDialog({ projectId, onClose, onCreated }: { projectId: string; onClose(): void; onCreated(id: string): void }) {
  const { t } = useLingui();
  const { notify, fail } = useSolutionsScreen();
  const { create, creating: loading } = useCalculationWrites(projectId, fail);
  const [name, setName] = useState('');
  const [variant, setVariant] = useState('replacement');
  const [type, setType] = useState('datacenter');
  const submit = async () => {
    const id = await create({ name: name.trim(), variant, solutionTypeId: type });
    if (id === null) return;
    notify(t`Calculation created`);
    onClose();
    if (id) onCreated(id);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t`New calculation`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField autoFocus label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'calculation-create-name' } }} />
        <TextField select label={t`Kind`} value={variant} onChange={(e) => setVariant(e.target.value)} helperText={variant === 'growth' ? t`Growth: items before in data state 1, after in data state 2` : t`Replacement: items before in data state 3, after in data state 4`}>
          <MenuItem value="replacement">{t`Replacement`}</MenuItem>
          <MenuItem value="growth">{t`Growth`}</MenuItem>
        </TextField>
        <TextField select label={t`Equipment`} value={type} onChange={(e) => setType(e.target.value)}>
          <MenuItem value="datacenter">{t`Data centre (with UPS and cooling)`}</MenuItem>
          <MenuItem value="end_user">{t`End user / office`}</MenuItem>
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!name.trim() || loading} data-testid="calculation-create-submit">{t`Create`}</Button>
      </DialogActions>
    </Dialog>
  );
}
