import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ComparativeFrame } from './ComparativeFrame';
import { ProjectChangeLogDocument } from './comparative.queries';

/** /comparative-solution/projects/{projectId}/logging: who changed what in the project, and when. */
export function LoggingPage() {
  const { projectId = '' } = useParams();
  const { t, i18n } = useLingui();
  const { data } = useQuery(ProjectChangeLogDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const actions: Record<string, string> = {
    calculation_created: t`Calculation created`,
    calculation_updated: t`Calculation changed`,
    calculation_deleted: t`Calculation deleted`,
    report_settings: t`Report settings changed`,
    report_data: t`Report title, year or kickback changed`,
    pre_analysis: t`Pre-analysis changed`,
    validation_started: t`Validation started`,
    cloned_to_it_analysis: t`Cloned to IT analysis`,
    report_generated: t`Report printed or exported`,
  };
  return (
    <ComparativeFrame projectId={projectId} section="logging" title={t`Logging`} subtitle={t`Who changed what in the project, and when`}>
      {() => (
        <Card>
          {!data ? (
            <Skeleton variant="rounded" height={200} />
          ) : data.projectChangeLog.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">{t`Nothing has been changed yet.`}</Typography>
          ) : (
            <Table size="small" data-testid="change-log">
              <TableHead>
                <TableRow>
                  <TableCell>{t`When`}</TableCell>
                  <TableCell>{t`Who`}</TableCell>
                  <TableCell>{t`What`}</TableCell>
                  <TableCell>{t`Details`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.projectChangeLog.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{i18n.date(new Date(e.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
                    <TableCell>{e.userName ?? t`A former user`}</TableCell>
                    <TableCell>{actions[e.action] ?? e.action}</TableCell>
                    <TableCell>{e.detail ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </ComparativeFrame>
  );
}
