import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import type { ComparativeReportQuery, ProjectFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState } from '../common/EmptyState';
import { useNotice, type NoticeSeverity } from '../common/useNotice';
import {
  CapacitiesCard,
  InfrastructurePickers,
  ItemsCard,
  SolutionDetailsDocument,
  SolutionGroupUpdatedDocument,
  SolutionReferenceDocument,
  SolutionsScreenProvider,
  SolutionSummaryDocument,
  useSolutionsScreen,
  type SolutionPermissions,
} from '../solutions';
import { withCategoryNames } from '../common/category-names';
import { ComparativeFrame } from './ComparativeFrame';
import { ExtraColumnsCard } from './ExtraColumnsCard';
import { comparativeFormat } from './comparative-format';
import {
  ComparativeCalculationCreateDocument,
  ComparativeCalculationDeleteDocument,
  ComparativeCalculationUpdateDocument,
  ComparativeReportDocument,
  ProjectCloneToItAnalysisDocument,
  ProjectStartValidationDocument,
} from './comparative.queries';

type Calculation = ComparativeReportQuery['comparativeReport']['calculations'][number];

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
  const { data: reference } = useQuery(SolutionReferenceDocument, { fetchPolicy: 'cache-first' });
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'create' | 'clone' | 'validate' | null>(null);
  const [cloneToIt] = useMutation(ProjectCloneToItAnalysisDocument);
  const [startValidation] = useMutation(ProjectStartValidationDocument);
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
          <Figure label={t`kWh a year before`} value={f.kwh(totals.totalKwhBefore)} />
          <Figure label={t`kWh a year after`} value={f.kwh(totals.totalKwhAfter)} />
          <Figure label={t`Energy saving`} value={`${f.saving(totals.energySavingKwh)} kWh`} accent />
          <Figure label={t`Money saving a year`} value={f.money(totals.moneySaving)} accent />
          <Figure label={t`CO2e saving a year`} value={`${f.co2(totals.co2SavingKg).value} ${f.co2(totals.co2SavingKg).unit}`} accent />
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
                <ListItemButton key={c.id} selected={c.id === selected.id} onClick={() => setParams({ calculation: c.id })}>
                  <ListItemText primary={c.name} secondary={`${f.saving(c.totals.energySavingKwh)} kWh · ${f.percent(c.totals.operationalSavingsPercent)}`} />
                </ListItemButton>
              ))}
            </List>
          </Card>
          <CalculationPanel key={selected.id} calc={selected} currency={project.currency} onDeleted={() => setParams({})} />
        </Box>
      )}
      {dialog === 'create' && <CalculationDialog projectId={project.id} onClose={() => setDialog(null)} onCreated={(id) => { void refetch(); setParams({ calculation: id }); }} />}
      <ConfirmDialog
        open={dialog === 'clone'}
        title={t`Clone to IT analysis?`}
        confirmLabel={t`Clone`}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          try {
            const r = await cloneToIt({ variables: { projectId: project.id } });
            setDialog(null);
            if (r.data) void navigate(`/project-manager/projects/${r.data.projectCloneToItAnalysis.id}/solutions`);
          } catch {
            setDialog(null);
            show(t`An error occurred. Please try again later.`, 'error');
          }
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
          try {
            await startValidation({ variables: { projectId: project.id } });
            show(t`The validation has started. You will see its status when it is done.`);
          } catch {
            show(t`An error occurred. Please try again later.`, 'error');
          }
          setDialog(null);
        }}
      >
        <Trans>The items of the project are checked against the catalogue. This can take a while.</Trans>
      </ConfirmDialog>
      {noticeElement}
    </SolutionsScreenProvider>
  );
}

function Figure({ label, value, accent }: { label: string; value: string; accent?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" sx={{ fontWeight: 700, color: accent ? 'success.main' : 'text.primary' }}>{value}</Typography>
    </Box>
  );
}

function CalculationPanel({ calc, currency, onDeleted }: { calc: Calculation; currency: string; onDeleted(): void }) {
  const { t, i18n } = useLingui();
  const { projectId, can, notify, fail } = useSolutionsScreen();
  const [update] = useMutation(ComparativeCalculationUpdateDocument, { refetchQueries: [ComparativeReportDocument] });
  const [remove] = useMutation(ComparativeCalculationDeleteDocument, { refetchQueries: [ComparativeReportDocument] });
  const [name, setName] = useState(calc.name);
  const [confirm, setConfirm] = useState(false);
  const f = comparativeFormat(i18n.locale, currency);
  const save = async (input: { name?: string; variant?: string }) => {
    try {
      await update({ variables: { projectId, id: calc.id, input } });
      notify(t`Calculation saved`);
    } catch (e) {
      fail(e);
    }
  };
  const states = calc.variant === 'growth' ? [1, 2] : [3, 4];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="calculation-panel">
      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField
            size="small"
            label={t`Calculation name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => name.trim() && name.trim() !== calc.name && void save({ name: name.trim() })}
            disabled={!can.solutions}
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'calculation-name' } }}
          />
          <TextField select size="small" label={t`Kind`} value={calc.variant} onChange={(e) => void save({ variant: e.target.value })} disabled={!can.solutions} sx={{ width: 220 }}>
            <MenuItem value="replacement">{t`Replacement`}</MenuItem>
            <MenuItem value="growth">{t`Growth`}</MenuItem>
          </TextField>
          <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setConfirm(true)} disabled={!can.solutions}>{t`Delete`}</Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }} data-testid="calculation-totals">
          <Figure label={t`kWh a year before`} value={f.kwh(calc.totals.totalKwhBefore)} />
          <Figure label={t`kWh a year after`} value={f.kwh(calc.totals.totalKwhAfter)} />
          <Figure label={t({ message: 'Saving', context: 'energy or emissions saved' })} value={`${f.saving(calc.totals.energySavingKwh)} kWh (${f.percent(calc.totals.operationalSavingsPercent)})`} accent />
          <Figure label={t`Efficient growth`} value={`${f.saving(calc.totals.totalEnergyEfficientGrowthKwh)} kWh`} />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>{t`Capacities and efficiency`}</Typography>
        {calc.totals.categories.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t`Add items and capacities on both sides to compare their efficiency.`}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="capacity-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t`Category`}</TableCell>
                  <TableCell>{t`Capacity`}</TableCell>
                  <TableCell align="right">{t`Before`}</TableCell>
                  <TableCell align="right">{t`After`}</TableCell>
                  <TableCell align="right">{t`Watt before`}</TableCell>
                  <TableCell align="right">{t`Watt after`}</TableCell>
                  <TableCell align="right">{t`Efficiency factor`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {withCategoryNames(i18n, calc.totals.categories).map((c) => (
                  <TableRow key={c.categoryId}>
                    <TableCell>{c.categoryName}</TableCell>
                    <TableCell>{c.capacityName ? `${c.capacityName} (${c.capacityUnit})` : '–'}</TableCell>
                    <TableCell align="right">{f.number(c.capacityBefore, 1)}</TableCell>
                    <TableCell align="right">{f.number(c.capacityAfter, 1)}</TableCell>
                    <TableCell align="right">{f.number(c.totalWattForCategoryBefore)} W</TableCell>
                    <TableCell align="right">{f.number(c.totalWattForCategoryAfter)} W</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>{f.factor(c.efficiencyFactor)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
      <ExtraColumnsCard key={calc.id} calc={calc} f={f} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr', alignItems: 'start', '@media (min-width: 1900px)': { gridTemplateColumns: '1fr 1fr' } }}>
        <CalculationSide solutionId={calc.beforeSolutionId} side="before" state={states[0]} />
        <CalculationSide solutionId={calc.afterSolutionId} side="after" state={states[1]} />
      </Box>
      <ConfirmDialog
        open={confirm}
        title={t`Delete calculation?`}
        confirmLabel={t`Delete calculation`}
        destructive
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          try {
            await remove({ variables: { projectId, id: calc.id } });
            notify(t`Calculation deleted`);
            onDeleted();
          } catch (e) {
            fail(e);
          }
          setConfirm(false);
        }}
      >
        <Trans>“{calc.name}” and its equipment before and after will be deleted. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Box>
  );
}

/** One side of a calculation: its UPS and cooling, items and capacities (the solutions screen's cards). */
function CalculationSide({ solutionId, side, state }: { solutionId: string; side: 'before' | 'after'; state: number }) {
  const { t } = useLingui();
  const { projectId, can } = useSolutionsScreen();
  const { data } = useQuery(SolutionDetailsDocument, { variables: { projectId, id: solutionId } });
  const { data: summary } = useQuery(SolutionSummaryDocument, { variables: { projectId, id: solutionId } });
  const solution = data?.solution?.id === solutionId ? data.solution : undefined;
  const categoriesInUse = new Set(summary?.solutionSummary.categoryData.map((c) => c.categoryId) ?? []);
  if (!solution) return <Skeleton variant="rounded" height={320} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid={`calculation-${side}`}>
      <Card sx={{ p: 2, borderTop: 4, borderColor: side === 'before' ? 'warning.main' : 'success.main' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: solution.solutionType.calculationMode === 1 ? 2 : 0 }}>
          <Typography variant="h2" component="h2" sx={{ flexGrow: 1 }}>{side === 'before' ? t`Before` : t`After`}</Typography>
          <Chip size="small" label={t`Data state ${state}`} />
          <Chip size="small" variant="outlined" label={solution.solutionType.name} />
        </Box>
        {solution.solutionType.calculationMode === 1 && <InfrastructurePickers solution={solution} disabled={!can.solutions} />}
      </Card>
      <ItemsCard solution={solution} locked={false} onImport={() => undefined} />
      <CapacitiesCard solution={solution} categoriesInUse={categoriesInUse} />
    </Box>
  );
}

function CalculationDialog({ projectId, onClose, onCreated }: { projectId: string; onClose(): void; onCreated(id: string): void }) {
  const { t } = useLingui();
  const { notify, fail } = useSolutionsScreen();
  const [create, { loading }] = useMutation(ComparativeCalculationCreateDocument);
  const [name, setName] = useState('');
  const [variant, setVariant] = useState('replacement');
  const [type, setType] = useState('datacenter');
  const submit = async () => {
    try {
      const r = await create({ variables: { projectId, input: { name: name.trim(), variant, solutionTypeId: type } } });
      notify(t`Calculation created`);
      onClose();
      if (r.data) onCreated(r.data.comparativeCalculationCreate.id);
    } catch (e) {
      fail(e);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t`New calculation`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField autoFocus label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'calculation-create-name' } }} />
        <TextField select label={t`Kind`} value={variant} onChange={(e) => setVariant(e.target.value)} helperText={variant === 'growth' ? t`Growth: items before in data state 1, after in data state 2` : t`Replacement: items before in data state 3, after in data state 4`}>
          <MenuItem value="replacement">{t`Replacement`}</MenuItem>
          <MenuItem value="growth">{t`Growth`}</MenuItem>
        </TextField>
        <TextField select label={t`Equipment`} value={type} onChange={(e) => setType(e.target.value)}>
          <MenuItem value="datacenter">{t`Data centre (with UPS and cooling)`}</MenuItem>
          <MenuItem value="end_user">{t`End user / office`}</MenuItem>
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!name.trim() || loading} data-testid="calculation-create-submit">{t`Create`}</Button>
      </DialogActions>
    </Dialog>
  );
}
