import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import type { ReportType } from '../../../../shared/reports';
import { graphQLErrorInfo } from '../../app/errors';
import { clientProjectsPath, useAppName } from '../projects';
import { solutionsPath } from '../solutions';
import { ReportNotAvailableDialog } from './dialogs/ReportNotAvailableDialog';
import { IssuedDocumentsCard } from './IssuedDocumentsCard';
import { availabilityOf } from './report-availability';
import { frontPageImage } from './report-model';
import { ReportSelectDocument } from './report-queries';
import { REPORT_DESCRIPTIONS, reportsOf, REPORT_TITLES, reportPath } from './report-titles';

/** /project-manager/projects/{projectId}/select-report: the four reports, which can be opened, and why not. */
export function SelectReportPage() {
  const { t, i18n } = useLingui();
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const namespace = useLocation().pathname.split('/')[1] || 'project-manager';
  const appName = useAppName(namespace);
  const { data, error } = useQuery(ReportSelectDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const [unavailable, setUnavailable] = useState<string[] | null>(null);

  useEffect(() => {
    if (error && !data) void navigate(graphQLErrorInfo(error).code === 'NOT_FOUND' ? '/404' : '/403', { replace: true });
  }, [error, data, navigate]);

  const open = (type: ReportType) => {
    if (!data) return;
    const a = availabilityOf(data.projectReportAvailability, type);
    if (a.available) void navigate(reportPath(projectId, type));
    else setUnavailable(a.reasons);
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      {/* The app, the client and the project by name (issue #47, point 11), as on the project's other pages. */}
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label={t`Breadcrumb`} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={`/${namespace}/projects`} underline="hover" color="inherit">{appName}</Link>
        {data?.project.client && (
          <Link component={RouterLink} to={clientProjectsPath(namespace, data.project.client.id)} underline="hover" color="inherit">{data.project.client.name}</Link>
        )}
        <Link component={RouterLink} to={solutionsPath(projectId, undefined, namespace)} underline="hover" color="inherit" noWrap sx={{ maxWidth: 320 }}>
          {data?.project.name ?? t`Project`}
        </Link>
        <Typography color="text.primary" aria-current="page">
          <Trans>Reports</Trans>
        </Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <Trans>Choose a report</Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
        {reportsOf(namespace).map((type) => {
          const a = data ? availabilityOf(data.projectReportAvailability, type) : null;
          return (
            <Card key={type} variant="outlined" data-testid={`select-${type}`} sx={{ opacity: a && !a.available ? 0.75 : 1 }}>
              <CardActionArea onClick={() => open(type)} disabled={!data} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
                {data ? (
                  <CardMedia component="img" height={140} image={frontPageImage(type, data.effectiveReportOptions)} alt="" />
                ) : (
                  <Skeleton variant="rectangular" height={140} />
                )}
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {i18n._(REPORT_TITLES[type])}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {i18n._(REPORT_DESCRIPTIONS[type])}
                  </Typography>
                  {a &&
                    (a.available ? (
                      <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlined />} label={t`Available`} />
                    ) : (
                      <Chip size="small" variant="outlined" icon={<InfoOutlined />} label={t`Not available`} />
                    ))}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      <IssuedDocumentsCard projectId={projectId} />
      <ReportNotAvailableDialog open={unavailable != null} onClose={() => setUnavailable(null)} reasons={unavailable ?? []} fixPath={solutionsPath(projectId, undefined, namespace)} />
    </Box>
  );
}
