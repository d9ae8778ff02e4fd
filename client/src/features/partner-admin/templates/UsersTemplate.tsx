import { Trans, useLingui } from '@lingui/react/macro';
import PersonAdd from '@mui/icons-material/PersonAdd';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Group from '@mui/icons-material/Group';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import { useSession } from '../../../app/session';
import type { PartnerUserFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { useNotice } from '../../common/useNotice';
import { usePartnerUsers } from '../partner-users.hooks';
import { useSorted } from '../sorting';
import { UserCreateDialog } from './UserCreateDialog';
import { formatNumber } from '../../../../../shared/format/number';

type Row = PartnerUserFieldsFragment;
const NO_ROWS: Row[] = [];

/**
 * Users and seats (spec §4 Partner users): create (invitation e-mail), assign a seat, release it
 * after confirmation, toggle partner admin (reverted when refused), delete with transfer of projects.
 * When the admin's own seat changes, the page reloads (their own access changes with it).
 */
export function UsersTemplate() {
  const { t, i18n } = useLingui();
  const { user: me } = useSession();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, refetch, subsidiaries, assignSeat, releaseSeat, setPartnerAdmin, deleteUser, setSubsidiary } = usePartnerUsers();
  const rows = data?.partnerAdminUsers ?? NO_ROWS;
  const { sorted, by, direction, sortBy } = useSorted(rows, 'name', i18n.locale);

  const onSubsidiary = async (row: Row, subsidiaryId: string) => {
    try {
      await setSubsidiary(row.id, subsidiaryId);
      notify(t`Subsidiary of ${row.name} saved`);
      await refetch();
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };
  const [creating, setCreating] = useState(false);
  const [releasing, setReleasing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [transferTo, setTransferTo] = useState('');
  /** Admin toggles shown while the server answers; a refusal drops the entry, reverting the switch. */
  const [pendingAdmin, setPendingAdmin] = useState<Record<string, boolean>>({});

  const seats = data?.partnerSeats;
  const ownSeatChanged = (row: Row) => row.id === String(me.id) && window.location.reload();

  const onSeat = async (row: Row) => {
    try {
      await assignSeat(row.id);
      notify(t`Seat assigned to ${row.name}`);
      await refetch();
      ownSeatChanged(row);
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };

  const onRelease = async () => {
    const row = releasing!;
    try {
      await releaseSeat(row.id);
      notify(t`Seat released`);
      setReleasing(null);
      await refetch();
      ownSeatChanged(row);
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };

  const onAdminToggle = async (row: Row, next: boolean) => {
    setPendingAdmin((p) => ({ ...p, [row.id]: next }));
    try {
      await setPartnerAdmin(row.id, next);
      notify(next ? t`${row.name} is now a partner admin` : t`${row.name} is no longer a partner admin`);
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    } finally {
      setPendingAdmin(({ [row.id]: _dropped, ...rest }) => rest);
    }
  };

  const onDelete = async () => {
    const row = deleting!;
    try {
      await deleteUser(row.id, transferTo);
      notify(t`User deleted and projects was transferred`);
      setDeleting(null);
      setTransferTo('');
      await refetch();
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };

  const header = (key: keyof Row & string, label: string, numeric = false) => (
    <TableCell align={numeric ? 'right' : 'left'} sortDirection={by === key ? direction : false}>
      <TableSortLabel active={by === key} direction={by === key ? direction : 'asc'} onClick={() => sortBy(key)}>{label}</TableSortLabel>
    </TableCell>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {seats && (
          <Chip color={seats.used >= seats.quantity ? 'warning' : 'default'} label={t`${seats.used} of ${seats.quantity} seats in use`} data-testid="seat-count" />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setCreating(true)} data-testid="user-create">{t`Add user`}</Button>
      </Box>
      {error && <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>}
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<Group />} title={t`No users yet`} text={t`Add a colleague: they get an e-mail to choose a password.`} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t`Users`}>
            <TableHead>
              <TableRow>
                {header('name', t`Name`)}
                {header('email', t`E-mail`)}
                {header('projectCount', t`Projects`, true)}
                {header('hasSeat', t`Seat`)}
                {header('isPartnerAdmin', t`Partner admin`)}
                {subsidiaries.length > 0 && <TableCell>{t`Subsidiary`}</TableCell>}
                <TableCell align="right">{t`Actions`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => {
                const admin = pendingAdmin[row.id] ?? row.isPartnerAdmin;
                return (
                  <TableRow key={row.id} data-testid={`user-row-${row.email}`}>
                    <TableCell>
                      {row.name}
                      {row.isCollaborator && <Chip size="small" label={t`Collaborator`} sx={{ ml: 1 }} />}
                      {!row.emailVerified && <Chip size="small" variant="outlined" label={t`Invited`} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{row.email}</TableCell>
                    <TableCell align="right">{row.projectCount}</TableCell>
                    <TableCell>
                      {row.hasSeat ? (
                        <Button size="small" color="warning" onClick={() => setReleasing(row)} sx={{ whiteSpace: 'nowrap' }} data-testid="seat-release">{t`Release seat`}</Button>
                      ) : (
                        <Button size="small" variant="outlined" onClick={() => void onSeat(row)} sx={{ whiteSpace: 'nowrap' }} data-testid="seat-assign">{t`Assign seat`}</Button>
                      )}
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={admin}
                        onChange={(_e, next) => void onAdminToggle(row, next)}
                        disabled={row.id in pendingAdmin}
                        slotProps={{ input: { 'aria-label': t`Partner admin: ${row.name}` } }}
                        data-testid="admin-toggle"
                      />
                    </TableCell>
                    {subsidiaries.length > 0 && (
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          value={row.subsidiaryId ?? ''}
                          onChange={(e) => void onSubsidiary(row, e.target.value)}
                          slotProps={{ htmlInput: { 'aria-label': t`Subsidiary of ${row.name}` } }}
                          sx={{ minWidth: 140 }}
                        >
                          <MenuItem value="">{t`None`}</MenuItem>
                          {subsidiaries.map((s) => (
                            <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                    )}
                    <TableCell align="right">
                      <Tooltip title={row.id === String(me.id) ? t`You cannot delete yourself` : t`Delete user`}>
                        <span>
                          <IconButton onClick={() => setDeleting(row)} disabled={row.id === String(me.id)} aria-label={t`Delete ${row.name}`} data-testid="user-delete">
                            <DeleteOutline />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <UserCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={async (name) => {
          setCreating(false);
          notify(t`${name} was invited by e-mail. Assign a seat to give them access.`);
          await refetch();
        }}
      />

      <ConfirmDialog open={!!releasing} title={t`Release seat`} destructive confirmLabel={t`Release seat`} onConfirm={onRelease} onClose={() => setReleasing(null)}>
        <Trans>{releasing?.name} loses access to the paid areas until a seat is assigned again.</Trans>
      </ConfirmDialog>

      <ConfirmDialog
        open={!!deleting}
        title={t`Delete user`}
        destructive
        confirmLabel={t`Delete and transfer`}
        onConfirm={() => (transferTo ? onDelete() : notify(t`Choose who takes over the projects.`, 'warning'))}
        onClose={() => {
          setDeleting(null);
          setTransferTo('');
        }}
      >
        <Typography sx={{ mb: 2 }}>
          <Trans>{deleting?.name} will be deleted. Their {formatNumber(deleting?.projectCount, i18n.locale)} project(s) move to the colleague you choose.</Trans>
        </Typography>
        <TextField select fullWidth label={t`Transfer projects to`} value={transferTo} onChange={(e) => setTransferTo(e.target.value)} data-testid="transfer-to">
          {rows.filter((r) => r.id !== deleting?.id).map((r) => (
            <MenuItem key={r.id} value={r.id}>{`${r.name} (${r.email})`}</MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
      {noticeElement}
    </Box>
  );
}
