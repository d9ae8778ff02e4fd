import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { SIDEBAR_ALL_PAGE_SIZE } from '../../../../shared/constants';
import { useSession } from '../../app/session';
import { EmptyState } from '../common/EmptyState';
import { useNotice } from '../common/useNotice';
import { ClientCreateDialog } from './components/ClientCreateDialog';
import { ProjectCreateDialog } from './components/ProjectCreateDialog';
import { ProjectTable } from './components/ProjectTable';
import { clientProjectsPath, projectDetailsPath } from './project-form';
import { ProjectListDocument } from './projects-queries';
import { BuyerWelcomeDialog } from '../home';
import { useAppName } from './useAppName';
import { useProjectUpdates } from '../common/project-updates';

/** What a page that navigates here can ask the list to say (e.g. after archiving). */
export interface ProjectListLocationState {
  notice?: string;
}

/** /{namespace}/projects: the organisation's projects grouped by client, with "New client" and "New project". */
export function ProjectListPage({ namespace }: { namespace: string; tab?: string }) {
  const { t } = useLingui();
  const { hasPermission } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const appName = useAppName(namespace);
  const { notify, noticeElement } = useNotice();
  const [clientOpen, setClientOpen] = useState(false);
  const [projectOpen, setProjectOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const canManageClients = hasPermission('manage_clients');
  const canManageProjects = hasPermission('manage_projects');

  const { data, previousData, loading, error, refetch } = useQuery(ProjectListDocument, {
    variables: { input: { namespace, filter: 'orgProjects', limit: SIDEBAR_ALL_PAGE_SIZE } },
  });
  useProjectUpdates(() => void refetch().catch(() => undefined));

  const notice = (location.state as ProjectListLocationState | null)?.notice;
  useEffect(() => {
    if (notice) {
      notify(notice);
      // Shown once: a reload or "back" should not repeat it.
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [notice, notify, navigate, location.pathname]);

  const groups = (data ?? previousData)?.projectList;
  const term = filter.trim().toLocaleLowerCase();
  const visible = useMemo(() => {
    if (!groups || !term) return groups ?? [];
    return groups
      .map((g) => (g.client.name.toLocaleLowerCase().includes(term) ? g : { ...g, projects: g.projects.filter((p) => p.name.toLocaleLowerCase().includes(term)) }))
      .filter((g) => g.projects.length > 0);
  }, [groups, term]);
  const projectCount = groups?.reduce((n, g) => n + g.projects.length, 0) ?? 0;
  const clientCount = groups?.length ?? 0;

  // The header's button and, for an empty list, the empty state's: one test id each, so both can be found.
  const newProjectButton = (testId: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setProjectOpen(true)} disabled={!canManageProjects} data-testid={testId}>
      {t`New project`}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      {/* A buyer's start page: their one-time welcome (spec §1). */}
      {namespace === 'buyers' && <BuyerWelcomeDialog />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>{appName}</Typography>
          <Typography variant="h1" component="h1">{t`Projects`}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <Trans>Your organisation's projects, grouped by client.</Trans>
          </Typography>
          {groups && projectCount > 0 && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
              <Chip size="small" color="primary" variant="outlined" label={<Plural value={projectCount} one="# project" other="# projects" />} />
              <Chip size="small" variant="outlined" label={<Plural value={clientCount} one="# client" other="# clients" />} />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Tooltip title={canManageClients ? '' : t`You do not have permission to create clients.`}>
            <span>
              <Button variant="outlined" startIcon={<PersonAddAlt1Outlined />} onClick={() => setClientOpen(true)} disabled={!canManageClients} data-testid="new-client">
                {t`New client`}
              </Button>
            </span>
          </Tooltip>
          <Tooltip title={canManageProjects ? '' : t`You do not have permission to create projects.`}>
            <span>{newProjectButton('new-project')}</span>
          </Tooltip>
        </Box>
      </Box>

      {groups && projectCount > 0 && (
        <TextField
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t`Filter by project or client`}
          size="small"
          sx={{ mb: 2, width: { xs: '100%', sm: 360 }, bgcolor: 'background.paper' }}
          slotProps={{
            htmlInput: { 'aria-label': t`Filter by project or client` },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      )}

      {error && !groups && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>{t`Try again`}</Button>}>
          <Trans>An error has occurred</Trans>
        </Alert>
      )}

      {!groups && !error && <ListSkeleton />}
      {groups && loading && <LinearProgress sx={{ mb: 1, borderRadius: 1 }} aria-label={t`Loading`} />}

      {groups && projectCount === 0 && (
        <Card>
          <EmptyState
            icon={<FolderOpenOutlined />}
            title={t`No projects yet`}
            text={<Trans>Create a project for one of your clients to start assessing the energy use and CO2 emissions of its IT.</Trans>}
            action={canManageProjects ? newProjectButton('new-project-empty') : undefined}
          />
        </Card>
      )}

      {groups && projectCount > 0 && visible.length === 0 && (
        <Card>
          <EmptyState dense icon={<SearchIcon />} title={t`No matching projects`} text={<Trans>Nothing matches “{filter}”.</Trans>} />
        </Card>
      )}

      <Box sx={{ display: 'grid', gap: 2 }}>
        {visible.map((g) => {
          const place = [g.client.city, g.client.country].filter(Boolean).join(', ');
          const count = g.projects.length;
          const clientName = g.client.name;
          return (
            <Card key={g.client.id} component="section" aria-labelledby={`client-${g.client.id}-title`} data-testid={`client-group-${g.client.id}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ width: 36, height: 36, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }} aria-hidden>
                  <BusinessOutlined fontSize="small" />
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Link id={`client-${g.client.id}-title`} component={RouterLink} to={clientProjectsPath(namespace, g.client.id)} underline="hover" color="text.primary" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {g.client.name}
                  </Link>
                  {place && <Typography variant="caption" color="text.secondary" component="div">{place}</Typography>}
                </Box>
                <Chip size="small" label={<Plural value={count} one="# project" other="# projects" />} />
              </Box>
              <ProjectTable namespace={namespace} projects={g.projects} caption={t`Projects of ${clientName}`} />
            </Card>
          );
        })}
      </Box>

      <ClientCreateDialog
        open={clientOpen}
        onClose={() => setClientOpen(false)}
        onCreated={(client) => {
          setClientOpen(false);
          // A buyer's new project group opens at once (spec/platform-and-shell.md §2).
          if (namespace === 'buyers') {
            void navigate(clientProjectsPath(namespace, client.id));
            return;
          }
          const clientName = client.name;
          notify(t`Client ${clientName} created`);
        }}
      />
      <ProjectCreateDialog
        open={projectOpen}
        namespace={namespace}
        onClose={() => setProjectOpen(false)}
        onCreated={(project) => {
          setProjectOpen(false);
          // Spec §4: a new comparative-solution project opens at its calculations.
          void navigate(namespace === 'comparative-solution' ? `/comparative-solution/projects/${project.id}/calculations` : projectDetailsPath(namespace, project.id));
        }}
      />
      {noticeElement}
    </Box>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} role="status" aria-label={t`Loading`} data-testid="project-list-loading">
      {[0, 1].map((i) => (
        <Card key={i} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
            <Skeleton variant="rounded" width={36} height={36} />
            <Skeleton width="30%" height={28} />
          </Box>
          {[0, 1, 2].map((r) => (
            <Skeleton key={r} height={36} />
          ))}
        </Card>
      ))}
    </Box>
  );
}
