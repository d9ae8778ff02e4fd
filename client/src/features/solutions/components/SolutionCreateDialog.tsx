import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSolutionsScreen } from '../solutions-context';
import { useSolutionWrites } from '../solution.hooks';
import type { Group } from '../groups/group-rows';
import { useSolutionTypeText } from '../../common/solution-type-text';
import { SolutionTypeIcon } from './SolutionTypeIcon';

/** A new solution in a group: its type (data centre, end user, LCA products) and an optional name. */
export function SolutionCreateDialog({ group, onClose, onCreated }: { group: Group; onClose(): void; onCreated(id: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const screen = useSolutionsScreen();
  const { reference } = screen;
  const typeText = useSolutionTypeText();
  const types = reference?.solutionTypes ?? [];
  const [typeId, setTypeId] = useState<string>(types[0]?.id ?? 'datacenter');
  const [name, setName] = useState('');
  const [withDescription, setWithDescription] = useState(false);
  const { create, creating: loading } = useSolutionWrites(screen);
  const groupName = group.name;

  const submit = async () => {
    // Without a name the solution is numbered in the user's language (issue #47, Translations: the
    // server's default "Data centre 1" is English, and it is stored): "Datacenter 2" in Danish.
    const mode = types.find((x) => x.id === typeId)?.calculationMode;
    const numbered = mode ? `${typeText(mode).name} ${group.solutions.length + 1}` : '';
    const r = await create(group.id, { solutionTypeId: typeId, withDescription, ...(name.trim() || numbered ? { name: name.trim() || numbered } : {}) });
    if (!r.ok) return;
    if (r.id) onCreated(r.id);
    onClose();
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t`New solution in “${groupName}”`}</DialogTitle>
      <DialogContent>
        <Typography id={`${id}-types`} variant="subtitle2" sx={{ mb: 1 }}>{t`Solution type`}</Typography>
        <Box role="radiogroup" aria-labelledby={`${id}-types`} sx={{ display: 'grid', gap: 1 }}>
          {types.map((type) => {
            const text = typeText(type.calculationMode);
            const selected = type.id === typeId;
            return (
              <ButtonBase
                key={type.id}
                role="radio"
                aria-checked={selected}
                onClick={() => setTypeId(type.id)}
                data-testid={`solution-type-${type.id}`}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  p: 1.5,
                  textAlign: 'left',
                  justifyContent: 'flex-start',
                  borderRadius: 1.5,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'action.selected' : 'transparent',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <SolutionTypeIcon mode={type.calculationMode} size="medium" />
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{text.name}</Typography>
                  <Typography variant="body2" color="text.secondary">{text.description}</Typography>
                </Box>
              </ButtonBase>
            );
          })}
        </Box>
        <TextField label={t`Name (optional)`} value={name} onChange={(e) => setName(e.target.value)} fullWidth margin="normal" helperText={t`Without a name the solution is numbered, e.g. “Data centre 2”.`} slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'solution-name-input' } }} />
        <FormControlLabel control={<Checkbox checked={withDescription} onChange={(e) => setWithDescription(e.target.checked)} />} label={t`Start with the standard description`} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading || !typeId} data-testid="solution-create-submit">{t`Create solution`}</Button>
      </DialogActions>
    </Dialog>
  );
}
