import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { graphQLErrorInfo } from '../../app/errors';
import type { ProjectFieldsFragment } from '../../gql/graphql';
import { clientProjectsPath, ProjectDetailsDocument } from '../projects';
import { comparativePath, CS, type ComparativeSection } from './comparative-paths';

interface FrameProps {
  projectId: string;
  section: ComparativeSection;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: (project: ProjectFieldsFragment) => ReactNode;
  maxWidth?: number;
}

/** Breadcrumbs, title and the section tabs of a comparative-solution project; a foreign project goes to /404. */
export function ComparativeFrame({ projectId, section, title, subtitle, actions, children, maxWidth = 1500 }: FrameProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, error } = useQuery(ProjectDetailsDocument, { variables: { id: projectId } });
  const project = data?.project;
  useEffect(() => {
    if (error && !project) void navigate(graphQLErrorInfo(error).code === 'NOT_FOUND' ? '/404' : '/403', { replace: true });
    else if (project && project.namespace !== CS) void navigate('/404', { replace: true });
  }, [error, project, navigate]);
  if (!project || project.id !== projectId) {
    return (
      <Box sx={{ maxWidth, mx: 'auto' }} aria-busy="true">
        <Skeleton width={320} height={24} />
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  const tab = section === 'admin' || section === 'report' || section === 'report/inddatering' || section === 'annual-report' ? 'select-report' : section;
  return (
    <Box sx={{ maxWidth, mx: 'auto' }} data-testid={`comparative-${section.replace('/', '-')}`}>
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label={t`Breadcrumb`} sx={{ mb: 1 }} className="report-no-print">
        <Link component={RouterLink} to={`/${CS}/projects`} underline="hover" color="inherit">{t`Comparative solution`}</Link>
        <Link component={RouterLink} to={clientProjectsPath(CS, project.clientId)} underline="hover" color="inherit">{project.client.name}</Link>
        <Link component={RouterLink} to={comparativePath(project.id, 'project-details')} underline="hover" color="inherit" sx={{ maxWidth: 280 }} noWrap>{project.name}</Link>
        <Typography color="text.primary" aria-current="page">{title}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 1 }} className="report-no-print">
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>{project.name}</Typography>
          {subtitle && <Typography variant="body2" color="text.secondary">{subtitle}</Typography>}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      <Tabs value={tab} variant="scrollable" className="report-no-print" sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, minHeight: 44 } }} aria-label={t`Project sections`}>
        <Tab value="project-details" label={t`Project details`} component={RouterLink} to={comparativePath(project.id, 'project-details')} />
        <Tab value="pre-analysis" label={t`Pre-analysis`} component={RouterLink} to={comparativePath(project.id, 'pre-analysis')} />
        <Tab value="calculations" label={t`Calculations`} component={RouterLink} to={comparativePath(project.id, 'calculations')} data-testid="tab-calculations" />
        <Tab value="select-report" label={t`Reports`} component={RouterLink} to={comparativePath(project.id, 'select-report')} data-testid="tab-reports" />
        <Tab value="logging" label={t`Logging`} component={RouterLink} to={comparativePath(project.id, 'logging')} />
      </Tabs>
      {project.sharedWithPartner && <Alert severity="info" sx={{ mb: 2 }} className="report-no-print">{t`This project is shared with you: you can look, but not change it.`}</Alert>}
      {children(project)}
    </Box>
  );
}
