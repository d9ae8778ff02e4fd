import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { graphQLErrorInfo } from '../../../app/errors';
import type { PartnerInvoicesQuery } from '../../../gql/graphql';
import { EmptyState } from '../../common/EmptyState';
import { formatDate } from '../../common/format-date';
import { PartnerInvoicesDocument } from '../partner-admin.queries';
import { useSorted } from '../sorting';

type Row = PartnerInvoicesQuery['partnerInvoices'][number];
const NO_ROWS: Row[] = [];

/** Invoices and the upcoming invoice (from Stripe when configured; otherwise the empty state). */
export function InvoicesTemplate() {
  const { t, i18n } = useLingui();
  const { data, loading, error } = useQuery(PartnerInvoicesDocument);
  const rows = data?.partnerInvoices ?? NO_ROWS;
  const { sorted, by, direction, sortBy } = useSorted(rows, 'createdAt', i18n.locale);
  const money = (minor: number, currency: string) => new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
  const upcoming = data?.partnerUpcomingInvoice;
  if (error) return <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>;
  if (loading && !data) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {upcoming && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2">{t`Upcoming invoice`}</Typography>
          <Typography>{t`${money(upcoming.total, upcoming.currency)} on ${formatDate(upcoming.periodEnd as string | null, i18n.locale)}`}</Typography>
        </Paper>
      )}
      {rows.length === 0 ? (
        <EmptyState icon={<ReceiptLong />} title={t`No invoices`} text={t`Invoices appear here once your subscription is billed.`} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t`Invoices`}>
            <TableHead>
              <TableRow>
                <TableCell sortDirection={by === 'createdAt' ? direction : false}>
                  <TableSortLabel active={by === 'createdAt'} direction={by === 'createdAt' ? direction : 'asc'} onClick={() => sortBy('createdAt')}>{t`Date`}</TableSortLabel>
                </TableCell>
                <TableCell>{t`Number`}</TableCell>
                <TableCell>{t`Status`}</TableCell>
                <TableCell align="right" sortDirection={by === 'total' ? direction : false}>
                  <TableSortLabel active={by === 'total'} direction={by === 'total' ? direction : 'asc'} onClick={() => sortBy('total')}>{t`Total`}</TableSortLabel>
                </TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDate(row.createdAt as string, i18n.locale)}</TableCell>
                  <TableCell>{row.number ?? '–'}</TableCell>
                  <TableCell>{row.status ?? '–'}</TableCell>
                  <TableCell align="right">{money(row.total, row.currency)}</TableCell>
                  <TableCell>
                    {row.hostedInvoiceUrl && <Link href={row.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">{t`View`}</Link>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
