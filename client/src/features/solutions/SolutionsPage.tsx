import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { EmptyState } from '../common/EmptyState';
import { useNotice } from '../common/useNotice';
import { ItemValidationStatus } from '../validation';
import { clientProjectsPath, projectDetailsPath, useAppName } from '../projects';
import { ProjectSectionTabs } from './components/ProjectSectionTabs';
import { ProjectDetailsDocument } from '../projects';
import { GroupDialog } from './groups/GroupDialog';
import { GroupsColumn } from './groups/GroupsColumn';
import type { Group } from './groups/group-rows';
import { ImportDialog } from './item-import/ImportDialog';
import { ProjectSummaryCard } from './summaries/ProjectSummaryCard';
import { SolutionCreateDialog } from './components/SolutionCreateDialog';
import { SolutionPanel } from './components/SolutionPanel';
import { SummaryPanel } from './summaries/SummaryPanel';
import { groupItemCount, itemsLocked } from './solution-rules';
import { SolutionsScreenProvider, useSolutionsScreen, type Permissions } from './solutions-context';
import { SolutionGroupsDocument } from './groups/group.queries';
import { LiveUpdates, PageSkeleton } from './SolutionsLive';
import { ExportAllFigures } from './export/ExportAllFigures';
import { SolutionDetailsDocument } from './solution.queries';
import { useSolutionReference } from './solution-reference.hooks';
import { useExport } from './export/useExport';
import { additionsAllowed, solutionsPath, useNamespace } from './solution-paths';
import { SkipLink } from '../common/SkipLink';
export { solutionsPath } from './solution-paths';

/** A column that stays below the app bar while the page scrolls, and scrolls on its own when taller than the window. */
const STICKY = { position: 'sticky', top: 88, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto' } as const;
const STICKY_FROM_MD = { position: { md: 'sticky' }, top: { md: 88 }, maxHeight: { md: 'calc(100vh - 104px)' }, overflowY: { md: 'auto' } } as const;

/** The solutions screen (spec §2): groups, the selected solution with its items, and the summaries. */
export function SolutionsPage() {
  const { projectId = '' } = useParams();
  return <SolutionsView key={projectId} projectId={projectId} />;
}

function SolutionsView({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const { user, hasPermission } = useSession();
  const { notify, noticeElement } = useNotice();
  const { data: projectData, error: projectError } = useQuery(ProjectDetailsDocument, { variables: { id: projectId } });
  const { data: groupsData, error: groupsError } = useQuery(SolutionGroupsDocument, { variables: { projectId } });
  const reference = useSolutionReference();
  const project = projectData?.project;

  // Spec §8: an unknown (or invisible) project is a 404; any other load failure a 403.
  useEffect(() => {
    if (projectError) void navigate(graphQLErrorInfo(projectError).code === 'NOT_FOUND' ? '/404' : '/403', { replace: true });
  }, [projectError, navigate]);
  const can = useMemo<Permissions>(() => {
    const own = !!project && !project.sharedWithPartner;
    return {
      groups: own && hasPermission('manage_solution_groups'),
      solutions: own && hasPermission('manage_solutions'),
      items: own && hasPermission('search_products'),
      products: own && hasPermission('manage_products'),
      importItems: own && hasPermission('bulk_import_solution_items'),
      requestItems: own && hasPermission('request_import_items'),
    };
  }, [project, hasPermission]);

  const list = groupsData?.solutionGroups;
  const partNames = useMemo(() => {
    const m = new Map<string, string>();
    for (const g of [...(list?.baseline ? [list.baseline] : []), ...(list?.comparative ?? [])]) {
      m.set(g.id, g.name);
      for (const s of g.solutions) m.set(s.id, s.name);
    }
    return m;
  }, [list]);

  if (!project || project.id !== projectId) return <PageSkeleton />;

  return (
    <SolutionsScreenProvider project={project} userId={user.id} can={can} reference={reference ?? null} partNames={partNames} notify={notify}>
      <LiveUpdates />
      <SolutionsLayout baseline={list?.baseline ?? null} comparative={list?.comparative ?? []} loaded={!!list} error={!!groupsError && !list} />
      {noticeElement}
    </SolutionsScreenProvider>
  );
}

interface LayoutProps {
  baseline: Group | null;
  comparative: Group[];
  loaded: boolean;
  error: boolean;
}

function SolutionsLayout({ baseline, comparative, loaded, error }: LayoutProps) {
  const namespace = useNamespace();
  const { t } = useLingui();
  const theme = useTheme();
  // noSsr: the layout is right in the first render. With the default the hook answers false first and
  // the real value after an effect (MUI useMediaQuery, "noSsr" option), which moved the project summary
  // card, remounted it, and sent its (slowest) query twice (issue #33).
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const twoColumns = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { project, can, notify } = useSolutionsScreen();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<{ kind: 'group' } | { kind: 'solution'; group: Group } | { kind: 'import' } | null>(null);
  const groups = useMemo(() => [...(baseline ? [baseline] : []), ...comparative], [baseline, comparative]);
  const exporter = useExport(groups);
  const may = additionsAllowed(namespace, groups);
  const appName = useAppName(namespace);
  const requested = params.get('solution');
  const first = groups.find((g) => g.solutions.length)?.solutions[0]?.id ?? null;
  const requestedOwner = groups.find((g) => g.solutions.some((s) => s.id === requested));
  // Without a (known) solution in the address the first one is shown at once; the address follows
  // (the effect below) without changing what is shown.
  const selectedId = requestedOwner ? requested : first;
  const owner = requestedOwner ?? groups.find((g) => g.solutions.some((s) => s.id === first));
  // Read from the cache only: the solution panel fetches the details. A query here, whose variables
  // follow the address, sent one SolutionDetails request per render (issue #33: 42–45 identical
  // requests at 40 groups): React Router renders a navigation as a transition (React.startTransition),
  // every response re-rendered this component urgently with the old address, and Apollo's useQuery
  // re-observes during render whenever its options change (react/hooks/useQuery.js,
  // useResubscribeIfNecessary), so each restarted transition render went to the network again.
  const { data: selectedData } = useQuery(SolutionDetailsDocument, { variables: { projectId: project.id, id: selectedId ?? '' }, skip: !selectedId, fetchPolicy: 'cache-only' });

  const select = useCallback((id: string | null, replace = false) => setParams(id ? { solution: id } : {}, { replace }), [setParams]);
  const apollo = useApolloClient();
  /** A new solution (created or cloned) is selected once the groups list knows it. */
  const selectNew = async (id: string) => {
    await apollo.refetchQueries({ include: [SolutionGroupsDocument] }).catch(() => undefined);
    select(id);
  };

  // The address names the solution shown: the first one when none (or a vanished one) was named.
  useEffect(() => {
    if (!loaded) return;
    if (!requestedOwner && first) select(first, true);
    else if (!requestedOwner && requested) select(null, true);
  }, [loaded, requestedOwner, first, requested, select]);

  const selectedRow = owner?.solutions.find((s) => s.id === selectedId) ?? null;
  const selected = selectedData?.solution.id === selectedId ? selectedData?.solution : undefined;
  const locked = owner ? itemsLocked(groupItemCount(owner)) : false;
  const clientName = project.client.name;

  const header = (
    <>
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label={t`Breadcrumb`} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={`/${namespace}/projects`} underline="hover" color="inherit">{appName}</Link>
        {project.sharedWithPartner ? (
          <Typography color="text.secondary">{clientName}</Typography>
        ) : (
          <Link component={RouterLink} to={clientProjectsPath(namespace, project.clientId)} underline="hover" color="inherit">{clientName}</Link>
        )}
        <Link component={RouterLink} to={projectDetailsPath(namespace, project.id)} underline="hover" color="inherit" sx={{ maxWidth: 280 }} noWrap>{project.name}</Link>
        <Typography color="text.primary" aria-current="page">{t`Solutions`}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="solutions-title">{project.name}</Typography>
          <Typography variant="body2" color="text.secondary">{t`Energy, CO2e and rating of the project's solutions, per year`}</Typography>
          {namespace !== 'buyers' && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
              <ItemValidationStatus projectId={project.id} namespace={namespace} canStart={namespace === 'project-manager' && can.solutions} notify={notify} />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => setDialog({ kind: 'import' })}
            disabled={!selected || !can.importItems || locked}
            sx={{ bgcolor: 'background.paper' }}
            data-testid="header-import"
          >
            {t`Import items`}
          </Button>
          <Button
            variant="outlined"
            startIcon={exporter.exporting ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
            onClick={() => void exporter.run()}
            disabled={exporter.exporting || !groups.length}
            sx={{ bgcolor: 'background.paper' }}
            data-testid="export"
          >
            {exporter.exporting ? t`Exporting…` : t`Export to Excel`}
          </Button>
          {namespace === 'project-manager' && <ExportAllFigures projectId={project.id} disabled={!groups.length} />}
        </Box>
      </Box>
      <ProjectSectionTabs namespace={namespace} projectId={project.id} solutionsHref={solutionsPath(project.id, undefined, namespace)} />
      {project.sharedWithPartner && <Alert severity="info" sx={{ mb: 2 }}>{t`This project is shared with you: you can look, but not change it.`}</Alert>}
    </>
  );

  const summary = <SummaryPanel solution={selectedRow ? { id: selectedRow.id, name: selectedRow.name } : null} group={owner ? { id: owner.id, name: owner.name } : null} compact={wide} />;

  const workspace = !loaded ? (
    error ? (
      <Alert severity="error">{t`The solution groups could not be loaded.`}</Alert>
    ) : (
      <Skeleton variant="rounded" height={420} />
    )
  ) : selectedId && owner ? (
    <SolutionPanel
      key={selectedId}
      solutionId={selectedId}
      group={owner}
      locked={locked}
      onImport={() => setDialog({ kind: 'import' })}
      onDeleted={() => select(null, true)}
      onCloned={(id) => void selectNew(id)}
    />
  ) : (
    <Card>
      <EmptyState
        icon={<ViewQuiltOutlined />}
        title={groups.length ? t`No solution selected` : t`Build the first solution`}
        text={groups.length ? t`Add a solution to a group, or select one in the groups column.` : t`Create a baseline group for the current situation, add a solution, and search the catalogue for its equipment.`}
        action={
          !groups.length && can.groups ? (
            <Button variant="contained" onClick={() => setDialog({ kind: 'group' })}>{t`Create a group`}</Button>
          ) : groups.length && can.solutions && may.solution ? (
            <Button variant="contained" onClick={() => setDialog({ kind: 'solution', group: groups.find((g) => !g.requested) ?? groups[0] })}>{t`Add a solution`}</Button>
          ) : undefined
        }
      />
    </Card>
  );

  const column = loaded ? (
    <GroupsColumn
      baseline={baseline}
      comparative={comparative}
      selectedSolutionId={selectedId}
      onSelect={(id) => select(id)}
      onCreateGroup={may.group ? () => setDialog({ kind: 'group' }) : undefined}
      onAddSolution={may.solution ? (group) => setDialog({ kind: 'solution', group }) : undefined}
    />
  ) : (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={180} />
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 1680, mx: 'auto' }} data-testid="solutions-page">
      {selectedId && <SkipLink target='[data-testid="product-search"]' label={t`Skip to the catalogue search`} testId="skip-to-items" />}
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '290px minmax(0, 1fr)', xl: '300px minmax(0, 1fr) 380px' },
        }}
      >
        {/* From two columns on, the groups stay in view while a long solution is edited (scrolling on their own when taller). */}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start', ...STICKY_FROM_MD }}>
          {column}
          {twoColumns && !wide && <ProjectSummaryCard />}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {!wide && selectedId && summary}
          {workspace}
          {!twoColumns && <ProjectSummaryCard />}
        </Box>
        {wide && (
          // The summaries stay in view while the solution is edited; they scroll on their own when taller.
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0, ...STICKY, pb: 0.5 }}>
            {selectedId && summary}
            <ProjectSummaryCard />
          </Box>
        )}
      </Box>

      {dialog?.kind === 'group' && <GroupDialog groups={groups} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'solution' && <SolutionCreateDialog group={dialog.group} onClose={() => setDialog(null)} onCreated={(id) => void selectNew(id)} />}
      {dialog?.kind === 'import' && selected && <ImportDialog solution={selected} onClose={() => setDialog(null)} />}
    </Box>
  );
}
