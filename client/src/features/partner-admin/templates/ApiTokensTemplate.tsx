import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Key from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import type { PartnerApiTokensQuery } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { formatDateTime } from '../../common/format-date';
import { useNotice } from '../../common/useNotice';
import { useApiTokens } from '../api-tokens.hooks';
import { useSorted } from '../sorting';

type Row = PartnerApiTokensQuery['partnerApiTokens'][number];
const NO_ROWS: Row[] = [];

/**
 * API tokens (spec §3 API token, §7 api/v3/partner/api-token): the plain token is shown once, with
 * a copy button; a deleted token stops working at once.
 */
export function ApiTokensTemplate() {
  const { t, i18n } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, createToken, deleteToken } = useApiTokens(notify);
  const rows = data?.partnerApiTokens ?? NO_ROWS;
  const { sorted, by, direction, sortBy } = useSorted(rows, 'tokenName', i18n.locale);
  const [naming, setNaming] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [plain, setPlain] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const onCreate = async () => {
    const result = await createToken(naming ?? '');
    if (!result.ok) {
      setNameError(result.error);
      return;
    }
    setNaming(null);
    setPlain(result.plain);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plain ?? '');
      notify(t`Copied to clipboard`);
    } catch {
      notify(t`Copy the token by hand: the browser refused the clipboard.`, 'warning');
    }
  };

  const sortHeader = (key: 'tokenName' | 'ownerName' | 'createdAt' | 'lastUsedAt', label: string) => (
    <TableCell sortDirection={by === key ? direction : false}>
      <TableSortLabel active={by === key} direction={by === key ? direction : 'asc'} onClick={() => sortBy(key)}>{label}</TableSortLabel>
    </TableCell>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => { setNameError(null); setNaming(''); }} data-testid="token-create">{t`Create API token`}</Button>
      </Box>
      {error && <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>}
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<Key />} title={t`No API tokens`} text={t`A token lets another system call the REST and GraphQL APIs as you: send it as Authorization: Bearer.`} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t`API tokens`}>
            <TableHead>
              <TableRow>
                {sortHeader('tokenName', t`Name`)}
                {sortHeader('ownerName', t`Acts as`)}
                {sortHeader('createdAt', t`Created`)}
                {sortHeader('lastUsedAt', t`Last used`)}
                <TableCell align="right">{t`Actions`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={row.id} data-testid={`token-row-${row.tokenName}`}>
                  <TableCell>{row.tokenName}</TableCell>
                  <TableCell>{row.ownerName}</TableCell>
                  <TableCell>{formatDateTime(row.createdAt as string, i18n.locale)}</TableCell>
                  <TableCell>{row.lastUsedAt ? formatDateTime(row.lastUsedAt as string, i18n.locale) : t`Never`}</TableCell>
                  <TableCell align="right">
                    <IconButton aria-label={t`Delete ${row.tokenName}`} onClick={() => setDeleting(row)}><DeleteOutline /></IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Dialog open={naming !== null} onClose={() => setNaming(null)} maxWidth="xs" fullWidth aria-labelledby="token-name-title">
        <DialogTitle id="token-name-title">{t`Create API token`}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="normal" label={t`Token name`} value={naming ?? ''} onChange={(e) => setNaming(e.target.value)} error={!!nameError} helperText={nameError ?? ' '} required slotProps={{ htmlInput: { 'data-testid': 'token-name' } }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setNaming(null)}>{t`Cancel`}</Button>
          <Button variant="contained" onClick={() => void onCreate()} data-testid="token-create-submit">{t`Create`}</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={!!plain} onClose={() => setPlain(null)} maxWidth="sm" fullWidth aria-labelledby="token-plain-title">
        <DialogTitle id="token-plain-title">{t`Your new API token`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t`Copy it now: it is shown only once and cannot be read again.`}</DialogContentText>
          <TextField
            fullWidth
            value={plain ?? ''}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'token-plain' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t`Copy`}>
                      <IconButton onClick={() => void copy()} aria-label={t`Copy`} data-testid="token-copy"><ContentCopy /></IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setPlain(null)}>{t`Done`}</Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={!!deleting}
        title={t`Delete API token`}
        destructive
        onConfirm={async () => {
          if (await deleteToken(deleting!.id)) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <Trans>Systems that use {deleting?.tokenName} stop working at once.</Trans>
      </ConfirmDialog>
      {noticeElement}
    </Box>
  );
}
