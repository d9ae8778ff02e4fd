import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../../shared/format/number';
import { graphQLErrorInfo } from '../../app/errors';
import { graphql } from '../../gql';
import { documentTypeLabel, ManifestCheck } from '../verify';

/** Read by a screen reader, one pixel on screen (sx `width: 1` would be 100 %). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const ProjectDocumentsDocument = graphql(`
  query ProjectIssuedDocuments($projectId: ID!) {
    projectDocuments(projectId: $projectId) {
      documentId
      type
      co2TotalKg
      co2Precision
      issuedAt
      issuedBy
      manifestSha256
    }
  }
`);

/**
 * The project's issued documents (issue #47, point 9): each exported PDF's ID, type, date, issuer and
 * registered CO2 total, a link to its public check, and for its issuer the manifest to download and
 * re-run ("matches" or the named differences). Under the report cards of the report selection.
 */
export function IssuedDocumentsCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useLingui();
  const { data, loading, error } = useQuery(ProjectDocumentsDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<string | null>(null);
  const docs = data?.projectDocuments ?? [];
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="issued-documents">
      <CardContent>
        <Typography variant="h6" component="h2">{t`Issued documents`}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t`Every exported PDF is registered with its CO2 total and the manifest of its figures. Anyone can check a total on the verification page; you can re-run the figures from the manifest.`}
        </Typography>
        {error && <Alert severity="warning">{graphQLErrorInfo(error).message}</Alert>}
        {loading && !data && <Skeleton variant="rounded" height={80} />}
        {data && docs.length === 0 && <Typography color="text.secondary" data-testid="issued-documents-empty">{t`No document has been issued for this project yet. Export a report as PDF to issue one.`}</Typography>}
        {/* The hidden column name stays within the scrolling box (sx width 1 had meant 100 %: the page was 2,700 px wide; issue #47). */}
        {docs.length > 0 && (
          <Box sx={{ overflowX: 'auto', position: 'relative' }}>
            <Table size="small" aria-label={t`Issued documents`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t`Document ID`}</TableCell>
                  <TableCell>{t`Type`}</TableCell>
                  <TableCell>{t`Issued`}</TableCell>
                  <TableCell>{t`Issued by`}</TableCell>
                  <TableCell align="right">{t`CO2 total (kg CO2e)`}</TableCell>
                  <TableCell><Box component="span" sx={VISUALLY_HIDDEN}>{t`Manifest`}</Box></TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {docs.map((d) => {
                  const total = formatNumber(d.co2TotalKg, i18n.locale, d.co2Precision);
                  const verifyHref = `/verify-evoice?${new URLSearchParams({ id: d.documentId, total: d.co2TotalKg.toFixed(d.co2Precision) }).toString()}`;
                  const expanded = open === d.documentId;
                  return (
                    <Fragment key={d.documentId}>
                      <TableRow data-testid={`issued-document-${d.documentId}`}>
                        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                          <Link component={RouterLink} to={verifyHref} title={t`Check this total on the verification page`}>{d.documentId}</Link>
                        </TableCell>
                        <TableCell>{documentTypeLabel(i18n, d.type)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(d.issuedAt)}</TableCell>
                        <TableCell>{d.issuedBy}</TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{total}</TableCell>
                        <TableCell align="right">
                          {d.manifestSha256 ? (
                            <Button size="small" onClick={() => setOpen(expanded ? null : d.documentId)} endIcon={expanded ? <ExpandLess /> : <ExpandMore />} aria-expanded={expanded} data-testid="issued-document-manifest">
                              {t`Manifest`}
                            </Button>
                          ) : (
                            <Typography variant="caption" color="text.secondary">{t`Issued before manifests`}</Typography>
                          )}
                        </TableCell>
                      </TableRow>
                      {expanded && d.manifestSha256 && (
                        <TableRow>
                          <TableCell colSpan={6} sx={{ bgcolor: 'action.hover' }}>
                            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                              SHA-256 {d.manifestSha256}
                            </Typography>
                            <ManifestCheck documentId={d.documentId} dense />
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
