import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { DRAG_TARGET_INDEX_LIMIT } from '../solution-rules';
import type { Group, SolutionRow } from './group-rows';

interface MoveSolutionDialogProps {
  solution: SolutionRow;
  source: Group;
  groups: Group[];
  onClose(): void;
  onMove(targetGroupId: string, index: number): Promise<void>;
}

/**
 * The keyboard alternative to dragging: choose the group and the position. Requested groups are
 * listed but cannot be chosen; positions stop below 10 (spec §5).
 */
export function MoveSolutionDialog({ solution, source, groups, onClose, onMove }: MoveSolutionDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const firstOther = groups.find((g) => g.id !== source.id && !g.requested) ?? source;
  const [target, setTarget] = useState(firstOther.id);
  const group = groups.find((g) => g.id === target) ?? source;
  const others = group.solutions.filter((s) => s.id !== solution.id);
  const positions = Math.min(others.length + 1, DRAG_TARGET_INDEX_LIMIT);
  const [position, setPosition] = useState(0);
  const [busy, setBusy] = useState(false);
  const pos = Math.min(position, positions - 1);
  const name = solution.name;

  const submit = async () => {
    setBusy(true);
    // Within the group the index counts positions before the move (planMove), so a move down adds one.
    const from = source.solutions.findIndex((s) => s.id === solution.id);
    const index = group.id === source.id && pos >= from ? pos + 1 : pos;
    await onMove(group.id, index);
    setBusy(false);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t`Move “${name}”`}</DialogTitle>
      <DialogContent>
        <TextField select label={t`To group`} value={target} onChange={(e) => { setTarget(e.target.value); setPosition(0); }} fullWidth margin="normal" slotProps={{ htmlInput: { 'data-testid': 'move-group' } }}>
          {groups.map((g) => (
            <MenuItem key={g.id} value={g.id} disabled={g.requested && g.id !== source.id}>
              {g.requested ? t`${g.name} (requested: not allowed)` : g.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t`Position`} value={pos} onChange={(e) => setPosition(Number(e.target.value))} fullWidth margin="normal" helperText={others.length + 1 > DRAG_TARGET_INDEX_LIMIT ? t`A solution can be placed among the first 10 positions.` : undefined}>
          {Array.from({ length: positions }, (_, i) => (
            <MenuItem key={i} value={i}>
              {i === 0 ? t`First` : i < others.length ? t`After “${others[i - 1].name}”` : t`Last`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="move-submit">{t`Move`}</Button>
      </DialogActions>
    </Dialog>
  );
}
