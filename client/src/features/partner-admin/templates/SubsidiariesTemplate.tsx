import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import Apartment from '@mui/icons-material/Apartment';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { subsidiarySchema } from '../../../../../shared/validation/partner-admin';
import { graphQLErrorInfo } from '../../../app/errors';
import { translateUnknown } from '../../../app/messages';
import type { SubsidiaryListQuery } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { useNotice } from '../../common/useNotice';
import { useSubsidiaries } from '../subsidiaries.hooks';
import { useSorted } from '../sorting';
import { LogoUpload } from './LogoUpload';

type Row = SubsidiaryListQuery['subsidiaries'][number];
const NO_ROWS: Row[] = [];

/** Subsidiaries (spec §3 Subsidiary, §7): name and logo; the logo replaces the partner's on its users' reports. */
export function SubsidiariesTemplate() {
  const { t, i18n } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, refetch, saveSubsidiary, deleteSubsidiary } = useSubsidiaries();
  const rows = data?.subsidiaries ?? NO_ROWS;
  const { sorted, by, direction, sortBy } = useSorted(rows, 'name', i18n.locale);
  const [editing, setEditing] = useState<{ id: string | null; name: string; logoUrl: string | null } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const save = async () => {
    if (!editing) return;
    try {
      await subsidiarySchema.validate({ name: editing.name });
    } catch (e) {
      setNameError(translateUnknown((e as { errors?: unknown[] }).errors?.[0], t`Invalid name`));
      return;
    }
    try {
      await saveSubsidiary(editing.id, editing.name.trim());
      notify(t`Subsidiary saved`);
      setEditing(null);
      await refetch();
    } catch (e) {
      setNameError(graphQLErrorInfo(e).message);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => { setNameError(null); setEditing({ id: null, name: '', logoUrl: null }); }}>{t`Add subsidiary`}</Button>
      </Box>
      {error && <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>}
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<Apartment />} title={t`No subsidiaries`} text={t`A subsidiary has its own logo on the reports of the users who belong to it.`} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t`Subsidiaries`}>
            <TableHead>
              <TableRow>
                <TableCell sortDirection={by === 'name' ? direction : false}>
                  <TableSortLabel active={by === 'name'} direction={by === 'name' ? direction : 'asc'} onClick={() => sortBy('name')}>{t`Name`}</TableSortLabel>
                </TableCell>
                <TableCell>{t`Logo`}</TableCell>
                <TableCell align="right" sortDirection={by === 'userCount' ? direction : false}>
                  <TableSortLabel active={by === 'userCount'} direction={by === 'userCount' ? direction : 'asc'} onClick={() => sortBy('userCount')}>{t`Users`}</TableSortLabel>
                </TableCell>
                <TableCell align="right">{t`Actions`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.logoUrl ? <Box component="img" src={row.logoUrl} alt={t`${row.name} logo`} sx={{ height: 28, maxWidth: 120, objectFit: 'contain' }} /> : '–'}</TableCell>
                  <TableCell align="right">{row.userCount}</TableCell>
                  <TableCell align="right">
                    <IconButton aria-label={t`Edit ${row.name}`} onClick={() => { setNameError(null); setEditing({ id: row.id, name: row.name, logoUrl: row.logoUrl ?? null }); }}><Edit /></IconButton>
                    <IconButton aria-label={t`Delete ${row.name}`} onClick={() => setDeleting(row)}><DeleteOutline /></IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Dialog open={!!editing} onClose={() => setEditing(null)} maxWidth="xs" fullWidth aria-labelledby="subsidiary-title">
        <DialogTitle id="subsidiary-title">{editing?.id ? t`Edit subsidiary` : t`Add subsidiary`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            autoFocus
            margin="normal"
            label={t`Name`}
            value={editing?.name ?? ''}
            onChange={(e) => setEditing((x) => (x ? { ...x, name: e.target.value } : x))}
            error={!!nameError}
            helperText={nameError ?? ' '}
            required
          />
          {editing?.id && (
            <LogoUpload
              url={`/api/v1/partner/admin/subsidiary/${editing.id}/logo/upload`}
              current={editing.logoUrl}
              label={t`${editing.name} logo`}
              testId="subsidiary-logo"
              onUploaded={async (logoUrl) => {
                setEditing((x) => (x ? { ...x, logoUrl } : x));
                notify(t`Logo uploaded`);
                await refetch();
              }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setEditing(null)}>{t`Cancel`}</Button>
          <Button variant="contained" onClick={() => void save()}>{t`Save`}</Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={!!deleting}
        title={t`Delete subsidiary`}
        destructive
        onConfirm={async () => {
          try {
            await deleteSubsidiary(deleting!.id);
            notify(t`Subsidiary deleted`);
            setDeleting(null);
            await refetch();
          } catch (e) {
            notify(graphQLErrorInfo(e).message, 'error');
          }
        }}
        onClose={() => setDeleting(null)}
      >
        <Trans>Delete {deleting?.name}? Its users keep their accounts and get the partner's logo on their reports.</Trans>
      </ConfirmDialog>
      {noticeElement}
    </Box>
  );
}
