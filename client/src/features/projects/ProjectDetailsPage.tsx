import { useApolloClient, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { formatDate } from '../common/format-date';
import { UnauthorizedDialog } from '../common/UnauthorizedDialog';
import { useNotice } from '../common/useNotice';
import { ClientDetailsCard } from './components/ClientDetailsCard';
import { NotesPanel } from './components/NotesPanel';
import { ProjectActions } from './components/ProjectActions';
import { ProjectDetailsForm } from './components/ProjectDetailsForm';
import { SharesPanel } from './components/SharesPanel';
import type { ProjectListLocationState } from './ProjectListPage';
import { clientProjectsPath, projectDetailsPath, projectSettingsPath } from './project-form';
import {
  ClientDetailsDocument,
  ProjectDetailsDocument,
  ProjectNotesDocument,
  ProjectSharesDocument,
} from './projects-queries';
import { ItemValidationStatus } from '../validation';
import { useAppName } from './useAppName';
import { useProjectUpdates } from '../common/project-updates';

/** Namespaces whose project pages this client routes (a project of another one is opened there). */
const ROUTED_NAMESPACES = ['project-manager', 'comparative-solution', 'buyers', 'single-solution'];

/** /{namespace}/projects/{projectId}/project-details (and, in comparative-solution, client-details). */
export function ProjectDetailsPage({ namespace, tab }: { namespace: string; tab?: string }) {
  const { projectId = '' } = useParams();
  // A new id (e.g. after cloning) starts a fresh page: forms, dialogs and lists.
  return <ProjectDetailsView key={projectId} namespace={namespace} tab={tab} projectId={projectId} />;
}

function ProjectDetailsView({ namespace, tab, projectId }: { namespace: string; tab?: string; projectId: string }) {
  const { t, i18n } = useLingui();
  const { user, hasPermission } = useSession();
  const navigate = useNavigate();
  const appName = useAppName(namespace);
  const { notify, noticeElement } = useNotice();
  const [unauthorized, setUnauthorized] = useState(false);
  /** Set once the user archives or hands over the project: the page is leaving, errors no longer matter. */
  const leaving = useRef(false);

  const apollo = useApolloClient();
  const { data, error, refetch } = useQuery(ProjectDetailsDocument, { variables: { id: projectId } });
  const project = data?.project;

  // Spec §8: a project that does not exist (or is not visible) is a 404; any other load failure a 403.
  useEffect(() => {
    if (!error || leaving.current) return;
    void navigate(graphQLErrorInfo(error).code === 'NOT_FOUND' ? '/404' : '/403', { replace: true });
  }, [error, navigate]);

  // A project of another sub-app opens under its own namespace.
  useEffect(() => {
    if (project && project.namespace !== namespace && ROUTED_NAMESPACES.includes(project.namespace)) {
      void navigate(projectSettingsPath(project.namespace, project.id), { replace: true });
    }
  }, [project, namespace, navigate]);

  const listPath = `/${namespace}/projects`;
  const leaveToList = (notice: string) => {
    leaving.current = true;
    void navigate(listPath, { state: { notice } satisfies ProjectListLocationState });
  };

  useProjectUpdates((event) => {
    if (event.projectId !== projectId || leaving.current) return;
    if (event.action === 'archived') {
      if (event.byUserId !== user.id) leaveToList(t`The project was archived by another user.`);
      return;
    }
    void refetch().catch(() => undefined);
    // Notes and shares of this page (the only active queries of those documents).
    if (event.action === 'note') void apollo.refetchQueries({ include: [ProjectNotesDocument] }).catch(() => undefined);
    if (event.action === 'shared' || event.action === 'unshared') void apollo.refetchQueries({ include: [ProjectSharesDocument] }).catch(() => undefined);
  });

  /** NOT_OWNER ends in the Unauthorized dialog (spec §6); returns whether it did. */
  const onNotOwner = (e: unknown): boolean => {
    if (graphQLErrorInfo(e).code !== 'NOT_OWNER') return false;
    setUnauthorized(true);
    return true;
  };
  const onActionError = (e: unknown) => {
    if (!onNotOwner(e)) notify(graphQLErrorInfo(e).message, 'error');
  };

  if (!project || project.id !== projectId) return <DetailsSkeleton />;

  // The server's rule (features/projects/project-access.ts): owner actions for the owner only; the
  // project's own fields for the owner, a partner admin or a collaborator with manage_projects.
  const canOwn = project.isProjectOwner;
  const canEdit = !project.sharedWithPartner && (project.isProjectOwner || user.isPartnerAdmin || (user.isCollaborator && hasPermission('manage_projects')));
  const showClientTab = namespace === 'comparative-solution' && !project.sharedWithPartner;
  const currentTab = tab === 'client' && showClientTab ? 'client' : 'details';
  const clientName = project.client.name;
  const ownerName = project.isProjectOwner ? t`You` : project.owner.name;
  const updated = formatDate(project.updatedAt, i18n.locale);

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label={t`Breadcrumb`} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={listPath} underline="hover" color="inherit">{appName}</Link>
        {project.sharedWithPartner ? (
          <Typography color="text.secondary">{clientName}</Typography>
        ) : (
          <Link component={RouterLink} to={clientProjectsPath(namespace, project.clientId)} underline="hover" color="inherit">{clientName}</Link>
        )}
        <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: 320 }}>{project.name}</Typography>
      </Breadcrumbs>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="project-title">{project.name}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={<Trans>Owner: {ownerName}</Trans>} />
            <Chip size="small" variant="outlined" label={<Trans>Updated {updated}</Trans>} />
            {project.sharedWithPartner && <Chip size="small" color="info" label={t`Shared with you`} />}
            {(namespace === 'project-manager' || namespace === 'comparative-solution') && (
              <ItemValidationStatus projectId={project.id} namespace={namespace} canStart={!project.sharedWithPartner && hasPermission('manage_solutions')} notify={notify} />
            )}
          </Box>
        </Box>
        {namespace === 'buyers' && (
          <Button variant="outlined" component={RouterLink} to={`/buyers/projects/${project.id}/requests`} data-testid="project-requests">{t`Requests`}</Button>
        )}
        {(namespace === 'project-manager' || namespace === 'buyers') && (
          <Button variant="contained" component={RouterLink} to={`/${namespace}/projects/${project.id}/solutions`} data-testid="project-solutions">{t`Solutions`}</Button>
        )}
        {namespace === 'comparative-solution' && (
          <>
            <Button variant="outlined" component={RouterLink} to={`/comparative-solution/projects/${project.id}/select-report`} data-testid="project-reports">{t`Reports`}</Button>
            <Button variant="contained" component={RouterLink} to={`/comparative-solution/projects/${project.id}/calculations`} data-testid="project-calculations">{t`Calculations`}</Button>
          </>
        )}
        <ProjectActions
          project={project}
          canOwn={canOwn}
          canClone={hasPermission('manage_projects')}
          onCloned={(clone) => {
            notify(t`Project cloned`);
            void navigate(projectDetailsPath(clone.namespace, clone.id));
          }}
          onArchived={() => leaveToList(t`Project archived`)}
          onOwnerChanged={() => leaveToList(t`The owner was changed`)}
          onLeaving={() => {
            leaving.current = true;
          }}
          onError={(e) => {
            leaving.current = false;
            onActionError(e);
          }}
        />
      </Box>

      {showClientTab && (
        <Tabs value={currentTab} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }} aria-label={t`Project sections`}>
          <Tab value="details" label={t`Project details`} component={RouterLink} to={projectSettingsPath(namespace, project.id)} />
          <Tab value="client" label={t`Client details`} component={RouterLink} to={`/${namespace}/projects/${project.id}/client-details`} />
        </Tabs>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {currentTab === 'client' ? (
            <ProjectClientTab clientId={project.clientId} notify={notify} />
          ) : (
            <ProjectDetailsForm project={project} namespace={namespace} canEdit={canEdit} notify={notify} onNotOwner={onNotOwner} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <NotesPanel projectId={project.id} canModerate={user.isPartnerAdmin && !project.sharedWithPartner} notify={notify} onNotOwner={onNotOwner} />
          <SharesPanel projectId={project.id} canManage={canOwn} notify={notify} onNotOwner={onNotOwner} />
        </Box>
      </Box>

      <UnauthorizedDialog open={unauthorized} />
      {noticeElement}
    </Box>
  );
}

/** The client-details tab (comparative-solution): the project's client, editable. */
function ProjectClientTab({ clientId, notify }: { clientId: string; notify(text: string, severity?: 'success' | 'error'): void }) {
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(ClientDetailsDocument, { variables: { id: clientId } });
  if (error && !data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>{t`Try again`}</Button>}>
        <Trans>An error has occurred</Trans>
      </Alert>
    );
  }
  if (!data) return <Skeleton variant="rounded" height={420} />;
  return <ClientDetailsCard client={data.client} notify={notify} />;
}

function DetailsSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }} role="status" aria-label={t`Loading`} data-testid="project-details-loading">
      <Skeleton width={260} height={24} />
      <Skeleton width="45%" height={48} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Skeleton variant="rounded" width={120} height={24} />
        <Skeleton variant="rounded" width={140} height={24} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Card>
          <CardContent>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      </Box>
    </Box>
  );
}
