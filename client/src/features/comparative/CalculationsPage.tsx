import { useQuery, useSubscription } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import type { ProjectFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState } from '../common/EmptyState';
import { useNotice, type NoticeSeverity } from '../common/useNotice';
import { SolutionGroupUpdatedDocument, SolutionsScreenProvider, useSolutionReference, type SolutionPermissions } from '../solutions';
import { ComparativeFrame } from './ComparativeFrame';
import { CalculationDialog } from './CalculationDialog';
import { CalculationPanel, Figure } from './CalculationPanel';
import { comparativeFormat } from './comparative-format';
import { useComparativeProjectActions } from './comparative.hooks';
import { ComparativeReportDocument } from './comparative.queries';
import { comparativeReportFigures } from '../../../../shared/calc';

/** /comparative-solution/projects/{projectId}/calculations: before/after calculations (spec §2, §4; M6). */
export function CalculationsPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  return (
    <ComparativeFrame key={projectId} projectId={projectId} section="calculations" title={t`Calculations`} subtitle={t`The equipment before and after the change, and what it saves a year`}>
      {(project) => <CalculationsView project={project} />}
    </ComparativeFrame>
  );
}

function CalculationsView({ project }: { project: ProjectFieldsFragment }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const { notify: show, noticeElement } = useNotice();
  const { data, refetch, error } = useQuery(ComparativeReportDocument, { variables: { projectId: project.id }, fetchPolicy: 'cache-and-network' });
  const reference = useSolutionReference();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'create' | 'clone' | 'validate' | null>(null);
  const projectActions = useComparativeProjectActions(project.id);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Any change on the page (the cards announce theirs) refreshes the before/after figures.
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch().catch(() => undefined), 400);
  }, [refetch]);
  const notify = useCallback(
    (text: string, severity?: NoticeSeverity) => {
      show(text, severity);
      if (severity !== 'error') refresh();
    },
    [show, refresh],
  );
  useSubscription(SolutionGroupUpdatedDocument, { variables: { projectId: project.id }, onData: refresh });

  const own = !project.sharedWithPartner;
  const can = useMemo<SolutionPermissions>(
    () => ({
      groups: false,
      solutions: own && hasPermission('manage_solutions'),
      items: own && hasPermission('search_products'),
      products: own && hasPermission('manage_products'),
      importItems: false,
      requestItems: own && hasPermission('request_import_items'),
    }),
    [own, hasPermission],
  );
  const calcs = useMemo(() => data?.comparativeReport.calculations ?? [], [data]);
  const selectedId = params.get('calculation') ?? calcs[0]?.id ?? null;
  const selected = calcs.find((c) => c.id === selectedId) ?? calcs[0] ?? null;
  const partNames = useMemo(() => new Map(calcs.flatMap((c) => [[c.beforeSolutionId, `${c.name} (${t`before`})`], [c.afterSolutionId, `${c.name} (${t`after`})`]] as Array<[string, string]>)), [calcs, t]);
  const f = comparativeFormat(i18n.locale, project.currency);
  const totals = data?.comparativeReport.totals;
  // Printed as the report prints them (issues #46 and #47): totals rounded once from the exact sums, the
  // calculations' rows adding up to them, savings the differences of the printed sides.
  const figures = useMemo(
    () => (data ? comparativeReportFigures({ calculations: calcs.map((c) => c.totals), moneySaving: data.comparativeReport.totals.moneySaving, years: data.comparativeReport.years }) : null),
    [calcs, data],
  );
  const printedTotal = figures?.total ?? { kwhBefore: 0, kwhAfter: 0, energySavingKwh: 0 };
  const printedRow = (id: string) => figures?.rows[calcs.findIndex((c) => c.id === id)] ?? { kwhBefore: 0, kwhAfter: 0, energySavingKwh: 0 };

  const actions = (
    <>
      <Button variant="outlined" startIcon={<RefreshOutlined />} onClick={() => void refetch()} sx={{ bgcolor: 'background.paper' }}>{t`Refresh`}</Button>
      <Button variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => setDialog('validate')} disabled={!can.solutions} sx={{ bgcolor: 'background.paper' }} data-testid="start-validation">{t`Start validation`}</Button>
      <Button variant="outlined" startIcon={<CompareArrowsOutlined />} onClick={() => setDialog('clone')} disabled={!calcs.length || !hasPermission('manage_projects')} sx={{ bgcolor: 'background.paper' }} data-testid="clone-to-it">{t`Clone to IT analysis`}</Button>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog('create')} disabled={!can.solutions} data-testid="calculation-new">{t`New calculation`}</Button>
    </>
  );

  return (
    <SolutionsScreenProvider project={project} can={can} reference={reference ?? null} partNames={partNames} notify={notify}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap', mb: 2 }}>{actions}</Box>
      {error && !data && <Alert severity="error">{t`The calculations could not be loaded.`}</Alert>}
      {!data && !error && <Skeleton variant="rounded" height={420} />}
      {data && totals && calcs.length > 0 && (
        <Card sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }} data-testid="project-totals">
          <Figure label={t`kWh a year before`} value={f.kwh(printedTotal.kwhBefore)} />
          <Figure label={t`kWh a year after`} value={f.kwh(printedTotal.kwhAfter)} />
          <Figure label={t`Energy saving`} value={`${f.kwh(printedTotal.energySavingKwh)} kWh`} accent />
          <Figure label={t`Money saving a year`} value={f.money(totals.moneySaving)} accent />
          <Figure label={t`CO2e saving a year`} value={figures ? `${f.co2In(figures.co2Total.co2SavingKg, figures.co2Unit).value} ${f.co2In(figures.co2Total.co2SavingKg, figures.co2Unit).unit}` : '–'} accent />
        </Card>
      )}
      {data && !calcs.length && (
        <Card>
          <EmptyState
            icon={<CompareArrowsOutlined />}
            title={t`Build the first calculation`}
            text={t`A calculation holds the equipment before the change and after it. Add one, then search the catalogue for the equipment on each side.`}
            action={can.solutions ? <Button variant="contained" onClick={() => setDialog('create')}>{t`New calculation`}</Button> : undefined}
          />
        </Card>
      )}
      {data && selected && (
        <Box sx={{ display: 'grid', gap: 2.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: '260px minmax(0, 1fr)' } }}>
          <Card>
            <List dense aria-label={t`Calculations`} data-testid="calculation-list">
              {calcs.map((c) => (
                <ListItem key={c.id} disablePadding>
                  <ListItemButton selected={c.id === selected.id} aria-current={c.id === selected.id ? 'true' : undefined} onClick={() => setParams({ calculation: c.id })}>
                    <ListItemText primary={c.name} secondary={`${f.kwh(printedRow(c.id).energySavingKwh)} kWh · ${f.percent(c.totals.operationalSavingsPercent)}`} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Card>
          <CalculationPanel key={selected.id} calc={selected} printed={printedRow(selected.id)} currency={project.currency} onDeleted={() => setParams({})} />
        </Box>
      )}
      {dialog === 'create' && <CalculationDialog projectId={project.id} onClose={() => setDialog(null)} onCreated={(id) => { void refetch(); setParams({ calculation: id }); }} />}
      <ConfirmDialog
        open={dialog === 'clone'}
        title={t`Clone to IT analysis?`}
        confirmLabel={t`Clone`}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const cloneId = await projectActions.cloneToItAnalysis();
          setDialog(null);
          if (cloneId === null) show(t`An error occurred. Please try again later.`, 'error');
          else if (cloneId) void navigate(`/project-manager/projects/${cloneId}/solutions`);
        }}
      >
        <Trans>A project-manager project is made from this one: the equipment before becomes its baseline, the equipment after its comparative solution.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'validate'}
        title={t`Start validation?`}
        confirmLabel={t`Start validation`}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (await projectActions.startValidation()) show(t`The validation has started. You will see its status when it is done.`);
          else show(t`An error occurred. Please try again later.`, 'error');
          setDialog(null);
        }}
      >
        <Trans>The items of the project are checked against the catalogue. This can take a while.</Trans>
      </ConfirmDialog>
      {noticeElement}
    </SolutionsScreenProvider>
  );
}
