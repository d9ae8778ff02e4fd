import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { SIDEBAR_ALL_PAGE_SIZE } from '../../../../shared/constants';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { EmptyState } from '../common/EmptyState';
import { useNotice } from '../common/useNotice';
import { ClientDetailsCard } from './components/ClientDetailsCard';
import { ProjectCreateDialog } from './components/ProjectCreateDialog';
import { ProjectTable } from './components/ProjectTable';
import { projectDetailsPath } from './project-form';
import { ClientDetailsDocument, ProjectListDocument } from './projects-queries';
import { useAppName } from './useAppName';
import { useProjectUpdates } from '../common/project-updates';

/** /{namespace}/clients/{clientId}/projects (and /project-manager/client-details/{clientId}): the client and its projects. */
export function ClientProjectsPage({ namespace }: { namespace: string; tab?: string }) {
  const { clientId = '' } = useParams();
  const { t } = useLingui();
  const { hasPermission } = useSession();
  const navigate = useNavigate();
  const appName = useAppName(namespace);
  const { notify, noticeElement } = useNotice();
  const [projectOpen, setProjectOpen] = useState(false);
  const canManageProjects = hasPermission('manage_projects');

  const client = useQuery(ClientDetailsDocument, { variables: { id: clientId } });
  const list = useQuery(ProjectListDocument, { variables: { input: { namespace, filter: 'orgProjects', limit: SIDEBAR_ALL_PAGE_SIZE } } });
  useProjectUpdates(() => void list.refetch().catch(() => undefined));

  const clientError = client.error ? graphQLErrorInfo(client.error) : null;
  useEffect(() => {
    if (clientError?.code === 'NOT_FOUND') void navigate('/404', { replace: true });
  }, [clientError?.code, navigate]);

  const listData = list.data ?? list.previousData;
  const projects = listData?.projectList.find((g) => g.client.id === clientId)?.projects;
  const c = client.data?.client;

  if (clientError && clientError.code !== 'NOT_FOUND' && !c) {
    return (
      <Alert severity="error" sx={{ maxWidth: 720, mx: 'auto' }} action={<Button color="inherit" size="small" onClick={() => void client.refetch().catch(() => undefined)}>{t`Try again`}</Button>}>
        <Trans>An error has occurred</Trans>
      </Alert>
    );
  }
  if (!c || c.id !== clientId) return <PageSkeleton />;

  const clientName = c.name;
  const vatNo = c.vatNo;
  const place = [c.zip, c.city, c.country].filter(Boolean).join(' ');
  const count = projects?.length ?? 0;
  // The header's button and, for an empty list, the empty state's: one test id each.
  const newProjectButton = (testId: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setProjectOpen(true)} disabled={!canManageProjects} data-testid={testId}>
      {t`New project`}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label={t`Breadcrumb`} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={`/${namespace}/projects`} underline="hover" color="inherit">{appName}</Link>
        <Typography color="text.primary" aria-current="page">{c.name}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>{c.name}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {place && <Chip size="small" variant="outlined" icon={<PlaceOutlined />} label={place} />}
            {c.vatNo && <Chip size="small" variant="outlined" label={<Trans>VAT {vatNo}</Trans>} />}
          </Box>
        </Box>
        <Tooltip title={canManageProjects ? '' : t`You do not have permission to create projects.`}>
          <span>{newProjectButton('new-project')}</span>
        </Tooltip>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="client-projects-title">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id="client-projects-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Projects`}</Typography>
            {projects && <Chip size="small" label={<Plural value={count} one="# project" other="# projects" />} />}
          </Box>
          {list.loading && listData && <LinearProgress aria-label={t`Loading`} />}
          {list.error && !listData && (
            <Alert severity="error" sx={{ m: 2 }}>
              <Trans>An error has occurred</Trans>
            </Alert>
          )}
          {!listData && !list.error && (
            <Box sx={{ p: 2 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={40} />
              ))}
            </Box>
          )}
          {listData && count === 0 && (
            <EmptyState
              dense
              icon={<FolderOpenOutlined />}
              title={t`No projects for this client yet`}
              text={<Trans>Start an assessment for {clientName}.</Trans>}
              action={canManageProjects ? newProjectButton('new-project-empty') : undefined}
            />
          )}
          {projects && count > 0 && <ProjectTable namespace={namespace} projects={projects} caption={t`Projects of ${clientName}`} />}
        </Card>
        <ClientDetailsCard client={c} notify={notify} />
      </Box>

      <ProjectCreateDialog
        open={projectOpen}
        namespace={namespace}
        clientId={c.id}
        onClose={() => setProjectOpen(false)}
        onCreated={(project) => {
          setProjectOpen(false);
          void navigate(projectDetailsPath(namespace, project.id));
        }}
      />
      {noticeElement}
    </Box>
  );
}

function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }} role="status" aria-label={t`Loading`}>
      <Skeleton width={200} height={24} />
      <Skeleton width="40%" height={48} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    </Box>
  );
}
