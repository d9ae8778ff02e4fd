import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useNotice } from '../common/useNotice';
import type { RequestShareFieldsFragment } from '../../gql/graphql';
import { useInternalShares, useRequestInbox } from './requests.hooks';
import { formatNumber } from '../../../../shared/format/number';
import { formatDate } from '../common/format-date';

/** The request list page size (spec/project-areas.md §9). */
export const REQUEST_PAGE_SIZE = 10;
type SortField = 'created_at' | 'deadline' | 'title' | 'status';

export function useStatusLabel() {
  const { t } = useLingui();
  return (s: RequestShareFieldsFragment) =>
    s.respondedAt ? t`Response sent` : ({ pending: t`New`, accepted: t`Accepted`, rejected: t`Declined` } as Record<string, string>)[s.status] ?? s.status;
}

/** /requests: requests received plus internally shared ones; sortable and paged, with accept/decline and share-internally dialogs. */
export function RequestInboxPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { notify, noticeElement } = useNotice();
  const [field, setField] = useState<SortField>('created_at');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(REQUEST_PAGE_SIZE);
  const [confirming, setConfirming] = useState<RequestShareFieldsFragment | null>(null);
  const [sharing, setSharing] = useState<RequestShareFieldsFragment | null>(null);
  const { inbox, error, respond } = useRequestInbox({ field, order, page: page + 1, perPage }, notify);
  const statusLabel = useStatusLabel();

  const sortBy = (f: SortField) => {
    if (f === field) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setField(f);
      setOrder('asc');
    }
    setPage(0);
  };
  const header = (f: SortField, label: string) => (
    <TableCell sortDirection={field === f ? order : false}>
      <TableSortLabel active={field === f} direction={field === f ? order : 'asc'} onClick={() => sortBy(f)}>{label}</TableSortLabel>
    </TableCell>
  );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h1" component="h1">{t`Requests`}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t`Requests from buyers, and requests your colleagues shared with you.`}</Typography>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      <Card>
        <Table aria-label={t`Requests`} data-testid="request-inbox">
          <TableHead>
            <TableRow>
              {header('title', t`Request`)}
              <TableCell>{t`Buyer`}</TableCell>
              {header('deadline', t`Deadline`)}
              {header('status', t`Status`)}
              {header('created_at', t`Received`)}
              <TableCell align="right">{t`Actions`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {inbox?.items.map((s) => (
              <TableRow key={s.id} hover data-testid={`inbox-row-${s.id}`} sx={{ '& td': { fontWeight: s.seenAt ? 400 : 700 } }}>
                <TableCell>{s.request.title}</TableCell>
                <TableCell>{s.request.ownerPartner}</TableCell>
                <TableCell>{formatDate(s.request.deadline, i18n.locale)}</TableCell>
                <TableCell><Chip size="small" label={statusLabel(s)} color={s.status === 'pending' ? 'primary' : s.status === 'rejected' ? 'default' : 'success'} /></TableCell>
                <TableCell>{formatDate(s.receivedAt, i18n.locale)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {s.status === 'pending' && <Button size="small" onClick={() => setConfirming(s)} data-testid="inbox-confirm">{t`Accept or decline`}</Button>}
                  <Button size="small" onClick={() => setSharing(s)} data-testid="inbox-share">{t`Share internally`}</Button>
                  <Button size="small" variant="contained" onClick={() => void navigate(`/requests/${s.id}`)} data-testid="inbox-open">{t`Open`}</Button>
                </TableCell>
              </TableRow>
            ))}
            {inbox?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}><Typography color="text.secondary">{t`No requests yet.`}</Typography></TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={inbox?.total ?? 0}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t`Per page`}
          // In the user's language and number format (issue #47, Translations: MUI's English "1–3 of 3").
          labelDisplayedRows={({ from, to, count }) => t`${formatNumber(from, i18n.locale)}–${formatNumber(to, i18n.locale)} of ${formatNumber(count, i18n.locale)}`}
          getItemAriaLabel={(type) => (type === 'next' ? t`Next page` : type === 'previous' ? t`Previous page` : type === 'first' ? t`First page` : t`Last page`)}
        />
      </Card>

      <Dialog open={!!confirming} onClose={() => setConfirming(null)} aria-labelledby="confirm-request-title">
        <DialogTitle id="confirm-request-title">{t`Accept the request?`}</DialogTitle>
        <DialogContent>
          <Typography>{confirming?.request.title}</Typography>
          <Typography color="text.secondary">{confirming?.request.ownerPartner} · {confirming?.request.deadline}</Typography>
        </DialogContent>
        <DialogActions>
          {(['rejected', 'accepted'] as const).map((status) => (
            <Button
              key={status}
              variant={status === 'accepted' ? 'contained' : 'text'}
              data-testid={`confirm-${status}`}
              onClick={() => {
                const id = confirming!.id;
                setConfirming(null);
                void respond(id, status);
              }}
            >
              {status === 'accepted' ? t`Accept` : t`Decline`}
            </Button>
          ))}
        </DialogActions>
      </Dialog>
      {sharing && <InternalShareDialog share={sharing} onClose={() => setSharing(null)} notify={notify} />}
      {noticeElement}
    </Box>
  );
}

function InternalShareDialog({ share, onClose, notify }: { share: RequestShareFieldsFragment; onClose(): void; notify(text: string, severity?: 'success' | 'error'): void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { colleagues, internalShares, share: shareWith, unshare } = useInternalShares(share.id, search, notify);
  const shared = new Set(internalShares?.map((i) => i.userId));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="internal-share-title">
      <DialogTitle id="internal-share-title">{t`Share internally`}</DialogTitle>
      <DialogContent>
        <TextField label={t`Search colleagues`} value={search} onChange={(e) => setSearch(e.target.value)} fullWidth size="small" sx={{ mt: 1 }} slotProps={{ htmlInput: { 'data-testid': 'colleague-search' } }} />
        <List dense>
          {colleagues?.map((u) => (
            <ListItem key={u.id} secondaryAction={
              shared.has(u.id)
                ? <Chip size="small" label={t`Shared`} />
                : <Button size="small" data-testid={`colleague-share-${u.id}`} onClick={() => void shareWith(u.id)}>{t({ message: 'Share', context: 'give access' })}</Button>
            }>
              <ListItemText primary={u.name} secondary={u.email} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>{t`Shared with`}</Typography>
        <List dense data-testid="internal-shares">
          {internalShares?.map((i) => (
            <ListItem key={i.id} secondaryAction={<Button size="small" color="error" onClick={() => void unshare(i.id)}>{t`Remove`}</Button>}>
              <ListItemText primary={i.username} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
