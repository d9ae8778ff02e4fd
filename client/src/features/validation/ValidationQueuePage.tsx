import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { formatDateTime } from '../common/format-date';
import { useNotice } from '../common/useNotice';
import { useEntryEdit, useValidationQueue, type ValidationEntry } from './validation-queue.hooks';

type Entry = ValidationEntry;
interface Mode {
  name: string;
  powerWatts: number;
  hours: number;
}

/** Super admin: the validation queue (queued products and requested items): accept, edit or reject. */
export function ValidationQueuePage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { notify, noticeElement } = useNotice();
  const { entries, loading, error, reload, decide: write } = useValidationQueue(user.isSuperAdmin, notify);
  const [editing, setEditing] = useState<Entry | null>(null);

  if (!user.isSuperAdmin) return <Navigate to="/403" replace />;

  const decide = async (entry: Entry, action: 'accept' | 'reject') => {
    // A requested item needs a category to become a catalogue product: the edit dialog asks for it.
    if (action === 'accept' && !entry.categoryId) return setEditing(entry);
    await write(entry, action);
  };

  return (
    <Box sx={{ maxWidth: 1400, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Validation queue`}</Typography>
      <Typography color="text.secondary">
        <Trans>Products that partners asked to have validated, and items they requested because they were not in the catalogue. An accepted product counts as validated in every project that uses it; an accepted requested item becomes a catalogue product.</Trans>
      </Typography>
      {error && <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>}
      <Card sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t`Validation queue`} data-testid="validation-queue">
          <TableHead>
            <TableRow>
              <TableCell>{t`Kind`}</TableCell>
              <TableCell>{t`Item`}</TableCell>
              <TableCell>{t`Category`}</TableCell>
              <TableCell>{t`Modes`}</TableCell>
              <TableCell align="right">{t`Amount`}</TableCell>
              <TableCell>{t`Project`}</TableCell>
              <TableCell>{t`Requested by`}</TableCell>
              <TableCell align="right">{t`Actions`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!loading && !entries.length && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography color="text.secondary" sx={{ py: 2 }}>{t`The queue is empty.`}</Typography>
                </TableCell>
              </TableRow>
            )}
            {entries.map((e) => (
              <TableRow key={`${e.kind}-${e.id}`} data-testid="validation-entry">
                <TableCell>
                  <Chip size="small" color={e.kind === 'request' ? 'warning' : 'default'} label={e.kind === 'request' ? t`Requested item` : t`Product`} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{e.manufacturer} {e.modelName}</Typography>
                  {e.manufacturerPartNumber && <Typography variant="caption" color="text.secondary">{e.manufacturerPartNumber}</Typography>}
                </TableCell>
                <TableCell>{e.categoryName ?? '–'}</TableCell>
                <TableCell>
                  {(e.modes as Mode[]).map((m, i) => (
                    <Typography key={i} variant="body2" sx={{ whiteSpace: 'nowrap' }}>{e.kind === 'request' ? m.name : `${m.name}: ${i18n.number(m.powerWatts)} W × ${i18n.number(m.hours)} h`}</Typography>
                  ))}
                  {!(e.modes as Mode[]).length && '–'}
                </TableCell>
                <TableCell align="right">{e.amount}</TableCell>
                <TableCell>
                  <Typography variant="body2">{e.projectName ?? '–'}</Typography>
                  <Typography variant="caption" color="text.secondary">{e.partnerName}</Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{e.requestedByName ?? '–'}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt, i18n.locale)}</Typography>
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
                    <Button size="small" variant="contained" color="success" onClick={() => void decide(e, 'accept')} data-testid="validation-accept">{t`Accept`}</Button>
                    <Tooltip title={t`Edit`}>
                      <IconButton size="small" aria-label={t`Edit`} onClick={() => setEditing(e)} data-testid="validation-edit"><EditOutlined fontSize="small" /></IconButton>
                    </Tooltip>
                    <Tooltip title={t`Reject`}>
                      <IconButton size="small" color="error" aria-label={t`Reject`} onClick={() => void decide(e, 'reject')} data-testid="validation-reject"><Block fontSize="small" /></IconButton>
                    </Tooltip>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {editing && (
        <EntryDialog
          entry={editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            notify(text);
            reload();
          }}
          onError={(text) => notify(text, 'error')}
        />
      )}
      {noticeElement}
    </Box>
  );
}

function EntryDialog({ entry, onClose, onDone, onError }: { entry: Entry; onClose(): void; onDone(text: string): void; onError(text: string): void }) {
  const { t } = useLingui();
  const { categories, run: write } = useEntryEdit(onDone, onError);
  const [manufacturer, setManufacturer] = useState(entry.manufacturer);
  const [modelName, setModelName] = useState(entry.modelName);
  const [partNumber, setPartNumber] = useState(entry.manufacturerPartNumber ?? '');
  const [categoryId, setCategoryId] = useState(entry.categoryId ?? '');
  const [modes, setModes] = useState<Mode[]>(entry.modes as Mode[]);
  const [busy, setBusy] = useState(false);

  const pickCategory = (id: string) => {
    setCategoryId(id);
    // A requested item has mode titles only: take the category's default figures for them.
    const defaults = (categories.find((c) => c.id === id)?.defaultModes ?? []) as Mode[];
    if (entry.kind === 'request' && defaults.length) {
      setModes((ms) => (ms.length ? ms.map((m, i) => ({ ...m, powerWatts: m.powerWatts || (defaults[i] ?? defaults[0]).powerWatts, hours: (defaults[i] ?? defaults[0]).hours })) : defaults));
    }
  };

  const input = () => ({
    kind: entry.kind,
    id: entry.id,
    manufacturer,
    modelName,
    manufacturerPartNumber: partNumber || null,
    categoryId: categoryId || null,
    modes: modes.length ? modes.map((m) => ({ name: m.name, powerWatts: Number(m.powerWatts) || 0, hours: Number(m.hours) || 0 })) : null,
  });
  const run = async (action: 'save' | 'accept') => {
    setBusy(true);
    await write(action, input());
    setBusy(false);
  };
  const setMode = (i: number, patch: Partial<Mode>) => setModes((ms) => ms.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{entry.kind === 'request' ? t`Requested item` : t`Product`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField label={t`Manufacturer`} value={manufacturer} onChange={(e) => setManufacturer(e.target.value)} size="small" />
        <TextField label={t`Model name`} value={modelName} onChange={(e) => setModelName(e.target.value)} size="small" />
        <TextField label={t`Manufacturer part number`} value={partNumber} onChange={(e) => setPartNumber(e.target.value)} size="small" />
        <TextField select label={t`Category`} value={categoryId} onChange={(e) => pickCategory(e.target.value)} size="small" required={entry.kind === 'request'} slotProps={{ htmlInput: { 'data-testid': 'entry-category' } }}>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle2">{t`Modes`}</Typography>
        {modes.map((m, i) => (
          <Box key={i} sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr auto', gap: 1 }}>
            <TextField label={t`Name`} value={m.name} onChange={(e) => setMode(i, { name: e.target.value })} size="small" />
            <TextField label={t`Watts`} type="number" value={m.powerWatts} onChange={(e) => setMode(i, { powerWatts: Number(e.target.value) })} size="small" />
            <TextField label={t`Hours`} type="number" value={m.hours} onChange={(e) => setMode(i, { hours: Number(e.target.value) })} size="small" />
            <IconButton aria-label={t`Remove mode`} onClick={() => setModes((ms) => ms.filter((_, j) => j !== i))}><DeleteOutlined /></IconButton>
          </Box>
        ))}
        <Button startIcon={<Add />} onClick={() => setModes((ms) => [...ms, { name: '', powerWatts: 0, hours: 8760 }])} sx={{ justifySelf: 'start' }}>{t`Add mode`}</Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>{t`Cancel`}</Button>
        <Button onClick={() => void run('save')} disabled={busy}>{t`Save`}</Button>
        <Button variant="contained" color="success" onClick={() => void run('accept')} disabled={busy || (entry.kind === 'request' && !categoryId)} data-testid="entry-accept">{t`Accept`}</Button>
      </DialogActions>
    </Dialog>
  );
}
