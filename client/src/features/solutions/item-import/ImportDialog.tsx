import { useApolloClient, useMutation } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import type { SolutionDetailFieldsFragment, SolutionItemsCheckQuery } from '../../../gql/graphql';
import {
  applyMapping,
  checkFiles,
  guessMapping,
  hasSelection,
  IMPORT_FIELDS,
  initialSelection,
  missingSelectable,
  REQUIRED_IMPORT_FIELDS,
  type ColumnMapping,
  type FileProblem,
  type ImportField,
  type ImportRowValues,
  type SheetData,
} from './import-mapping';
import { readImportFile } from './read-import-file';
import { useSolutionsScreen } from '../solutions-context';
import { SolutionItemsCheckDocument, SolutionItemsImportDocument } from './item-import.queries';

type Step = 'file' | 'mapping' | 'check' | 'done';
const STEPS: Step[] = ['file', 'mapping', 'check', 'done'];
type Checked = SolutionItemsCheckQuery['solutionItemsCheck'];
type Selection = { found: Set<number>; missing: Set<number> };

const TEMPLATE = 'brand_name,model_name,manufacturer_part_number,amount\nDell,PowerEdge R6515,,4\n';

/**
 * The item import (spec §2, §4, §5): drop or choose one csv/xls/xlsx file (read in the browser), map
 * its columns, check the rows against the catalogue, select found (and, with request_import_items,
 * missing) items, then import them and request the missing ones.
 */
export function ImportDialog({ solution, onClose }: { solution: SolutionDetailFieldsFragment; onClose(): void }) {
  const { t } = useLingui();
  const id = useId();
  const apollo = useApolloClient();
  const { projectId, can, notify, changed } = useSolutionsScreen();
  const [step, setStep] = useState<Step>('file');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [sheet, setSheet] = useState<SheetData | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [rows, setRows] = useState<ImportRowValues[]>([]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [selection, setSelection] = useState<Selection>({ found: new Set(), missing: new Set() });
  const [result, setResult] = useState<{ items: number; requests: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [importItems] = useMutation(SolutionItemsImportDocument);

  const fileProblemText = (p: FileProblem): string =>
    ({
      multiple: t`Please drop only one file.`,
      type: t`Invalid file type. Please upload an Excel or CSV file.`,
      rows: t`The file contains more than 250 rows.`,
      size: t`The file is larger than 5 MB. An import holds at most 250 rows.`,
      empty: t`The file has no rows to import.`,
      unreadable: t`The file could not be read. It may be damaged, or not the type its name says. Nothing was imported.`,
    })[p];

  const fieldLabel = (f: ImportField): string =>
    ({ brand_name: t`Brand name`, model_name: t`Model name`, manufacturer_part_number: t`Manufacturer part number`, amount: t`Amount` })[f];

  const takeFiles = async (files: File[]) => {
    setProblem(null);
    const p = checkFiles(files);
    if (p) {
      setProblem(fileProblemText(p));
      return;
    }
    const [file] = files;
    setBusy(t`Reading ${file.name}…`);
    try {
      const read = await readImportFile(file);
      if (!read.ok) {
        setProblem(fileProblemText(read.problem));
        return;
      }
      setFileName(file.name);
      setSheet(read.data);
      setMapping(guessMapping(read.data.headers));
      setStep('mapping');
    } finally {
      setBusy(null);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void takeFiles(Array.from(e.dataTransfer.files));
  };

  const check = async () => {
    if (!sheet || !mapping) return;
    setProblem(null);
    const mapped = applyMapping(sheet, mapping);
    if (!mapped.ok) {
      const detail =
        mapped.reason === 'unmapped'
          ? t`Map these columns: ${mapped.fields.map(fieldLabel).join(', ')}.`
          : mapped.reason === 'duplicate'
            ? t`Each column can be used for one field only.`
            : mapped.reason === 'amount'
              ? t`The amount must be a whole number of at least 1 (rows ${mapped.lines.slice(0, 10).join(', ')}).`
              : t`Each row needs a model name or a manufacturer part number (rows ${mapped.lines.slice(0, 10).join(', ')}).`;
      setProblem(`${t`The columns could not be mapped.`} ${detail}`);
      return;
    }
    setRows(mapped.rows);
    setBusy(t`Checking ${mapped.rows.length} rows against the catalogue…`);
    try {
      const r = await apollo.query({
        query: SolutionItemsCheckDocument,
        variables: { projectId, solutionId: solution.id, input: { items: mapped.rows.map((x) => ({ brandName: x.brandName, modelName: x.modelName, manufacturerPartNumber: x.manufacturerPartNumber, amount: x.amount })) } },
        fetchPolicy: 'network-only',
      });
      if (!r.data) throw r.error ?? new Error('no data');
      const c = r.data.solutionItemsCheck;
      setChecked(c);
      setSelection(initialSelection(c.found, c.missing));
      setStep('check');
    } catch (e) {
      const info = graphQLErrorInfo(e);
      setProblem(info.code === 'VALIDATION' ? `${t`The columns could not be mapped.`} ${info.message}` : t`The items could not be checked. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    if (!checked || !hasSelection(selection)) return;
    setProblem(null);
    const byIndex = new Map(rows.map((r) => [r.line, r]));
    const items = checked.found.filter((f) => selection.found.has(f.index)).map((f) => ({ productId: f.product?.id, amount: f.amount, brandName: f.brandName, modelName: f.modelName, manufacturerPartNumber: f.manufacturerPartNumber }));
    const requestedItems = checked.missing
      .filter((m) => selection.missing.has(m.index))
      .map((m) => ({ brandName: m.brandName, modelName: m.modelName, manufacturerPartNumber: m.manufacturerPartNumber || undefined, amount: byIndex.get(m.index)?.amount ?? m.amount }));
    setBusy(t`Importing ${items.length} items…`);
    try {
      const r = await importItems({ variables: { projectId, solutionId: solution.id, input: { items, requestedItems } } });
      const imported = r.data?.solutionItemsImport;
      setResult({ items: imported?.items.length ?? 0, requests: imported?.requestedItems.length ?? 0 });
      setStep('done');
      changed();
      notify(t`Items imported`);
    } catch (e) {
      setProblem(graphQLErrorInfo(e).message);
    } finally {
      setBusy(null);
    }
  };

  const toggle = (list: 'found' | 'missing', index: number, on: boolean) =>
    setSelection((s) => {
      const next = { found: new Set(s.found), missing: new Set(s.missing) };
      if (on) next[list].add(index);
      else next[list].delete(index);
      return next;
    });

  const stepLabels: Record<Step, string> = { file: t`Choose file`, mapping: t`Map columns`, check: t`Check items`, done: t`Import` };
  const selectedCount = selection.found.size + selection.missing.size;
  const foundSelectable = checked?.found.filter((f) => f.available) ?? [];
  const missingAllowed = checked?.missing.filter((m) => missingSelectable(m, can.requestItems)) ?? [];

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={`${id}-title`} data-testid="import-dialog">
      <DialogTitle id={`${id}-title`} sx={{ pb: 1 }}>
        {t`Import items into “${solution.name}”`}
      </DialogTitle>
      <Box sx={{ px: 3, pb: 1 }}>
        <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel>
          {STEPS.map((s) => (
            <Step key={s} completed={STEPS.indexOf(step) > STEPS.indexOf(s) || step === 'done'}>
              <StepLabel>{stepLabels[s]}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={busy} data-testid="import-progress" />}</Box>
      <DialogContent sx={{ minHeight: 300 }}>
        {busy && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {busy}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error" role="alert">
            {problem}
          </Alert>
        )}

        {step === 'file' && (
          <>
            <Box
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="import-drop"
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragging ? 'primary.main' : 'divider',
                bgcolor: dragging ? 'action.hover' : 'transparent',
                borderRadius: 2,
                py: 5,
                px: 2,
                textAlign: 'center',
                transition: 'all 120ms',
              }}
            >
              <CloudUploadOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
              <Typography variant="h3" component="p" sx={{ mt: 1 }}>{t`Drop a CSV or Excel file here`}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t`One file (.csv, .xls or .xlsx) with at most 250 rows`}</Typography>
              <Button variant="contained" onClick={() => input.current?.click()} disabled={!!busy} data-testid="import-choose">
                {t`Choose file`}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file"
                onChange={(e) => {
                  const files = Array.from(e.target.files ?? []);
                  e.target.value = '';
                  void takeFiles(files);
                }}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              <Trans>
                Columns: brand name, model name, manufacturer part number and, optionally, amount (1 when empty).{' '}
                <Link href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download="item-import-template.csv">
                  Download a template
                </Link>
              </Trans>
            </Typography>
          </>
        )}

        {step === 'mapping' && sheet && mapping && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <DescriptionOutlined color="action" />
              <Typography variant="body2">
                <Trans>
                  <strong>{fileName}</strong> · {sheet.rows.length} rows
                </Trans>
              </Typography>
            </Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>{t`Which column holds what?`}</Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {IMPORT_FIELDS.map((f) => (
                <TextField
                  key={f}
                  select
                  size="small"
                  label={fieldLabel(f)}
                  required={REQUIRED_IMPORT_FIELDS.includes(f)}
                  value={mapping[f] ?? ''}
                  onChange={(e) => setMapping({ ...mapping, [f]: e.target.value === '' ? null : Number(e.target.value) })}
                  helperText={f === 'amount' ? t`Optional: 1 when not mapped or empty` : undefined}
                  slotProps={{ htmlInput: { 'data-testid': `map-${f}` } }}
                >
                  <MenuItem value="">
                    <em>{t`Not mapped`}</em>
                  </MenuItem>
                  {sheet.headers.map((h, i) => (
                    <MenuItem key={i} value={i}>
                      {h}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 0.5 }}>{t`Preview`}</Typography>
            <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {sheet.headers.map((h, i) => {
                      const field = IMPORT_FIELDS.find((f) => mapping[f] === i);
                      return (
                        <TableCell key={i} sx={{ whiteSpace: 'nowrap', bgcolor: field ? 'action.selected' : undefined, fontWeight: 600 }}>
                          {h}
                          {field && <Chip size="small" color="primary" label={fieldLabel(field)} sx={{ ml: 1, height: 18, fontSize: 10 }} />}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sheet.rows.slice(0, 5).map((r, ri) => (
                    <TableRow key={ri}>
                      {r.map((c, ci) => (
                        <TableCell key={ci} sx={{ whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                          {c}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}

        {step === 'check' && checked && (
          <>
            <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              <Chip color="success" variant="outlined" label={t`${checked.found.length} found`} data-testid="import-found-count" />
              <Chip color={checked.missing.length ? 'warning' : 'default'} variant="outlined" label={t`${checked.missing.length} not found`} data-testid="import-missing-count" />
              <Box sx={{ flexGrow: 1 }} />
              {selectedCount === 0 ? (
                <Typography variant="body2" color="error" sx={{ fontWeight: 600 }} data-testid="import-none-selected">
                  {t`No items selected`}
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary">{t`${selectedCount} selected`}</Typography>
              )}
            </Box>

            <CheckSection
              title={t`Found in the catalogue`}
              testId="import-found"
              rows={checked.found}
              selected={selection.found}
              allSelectable={foundSelectable.map((f) => f.index)}
              onToggle={(i, on) => toggle('found', i, on)}
              onToggleAll={(on) => setSelection((s) => ({ ...s, found: new Set(on ? foundSelectable.map((f) => f.index) : []) }))}
              disabledReason={(r) => (r.available ? null : t`This product does not fit a ${solution.solutionType.name} solution`)}
              product={(r) => ('product' in r && r.product ? `${r.product.manufacturer} ${r.product.modelName} · ${r.product.category.name}` : null)}
            />
            <CheckSection
              title={t`Not found`}
              testId="import-missing"
              rows={checked.missing}
              selected={selection.missing}
              allSelectable={missingAllowed.map((m) => m.index)}
              onToggle={(i, on) => toggle('missing', i, on)}
              onToggleAll={(on) => setSelection((s) => ({ ...s, missing: new Set(on ? missingAllowed.map((m) => m.index) : []) }))}
              disabledReason={(r) => (missingSelectable(r, can.requestItems) ? null : t`Item requests require an agreement`)}
              product={() => null}
              note={can.requestItems ? t`Selected rows are sent as item requests; they count once they are in the catalogue.` : t`Item requests require an agreement`}
            />
          </>
        )}

        {step === 'done' && result && (
          <Box sx={{ textAlign: 'center', py: 4 }} data-testid="import-done">
            <CheckCircleOutline sx={{ fontSize: 56, color: 'success.main' }} />
            <Typography variant="h3" component="p" sx={{ mt: 1 }}>
              {plural(result.items, { one: '# item imported', other: '# items imported' })}
            </Typography>
            {result.requests > 0 && <Typography color="text.secondary">{plural(result.requests, { one: '# item requested', other: '# items requested' })}</Typography>}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 'done' ? (
          <Button variant="contained" onClick={onClose} data-testid="import-close">{t`Close`}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={!!busy}>{t`Cancel`}</Button>
            {step !== 'file' && (
              <Button onClick={() => { setProblem(null); setStep(step === 'check' ? 'mapping' : 'file'); }} disabled={!!busy}>
                {t`Back`}
              </Button>
            )}
            {step === 'mapping' && (
              <Button variant="contained" onClick={() => void check()} disabled={!!busy} data-testid="import-check">
                {t`Check items`}
              </Button>
            )}
            {step === 'check' && (
              <Button variant="contained" onClick={() => void submit()} disabled={!!busy || selectedCount === 0} data-testid="import-submit">
                {selection.missing.size ? t`Import and request (${selectedCount})` : t`Import (${selectedCount})`}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

type CheckRow = Checked['found'][number] | Checked['missing'][number];

interface CheckSectionProps {
  title: string;
  testId: string;
  rows: readonly CheckRow[];
  selected: ReadonlySet<number>;
  allSelectable: number[];
  onToggle(index: number, on: boolean): void;
  onToggleAll(on: boolean): void;
  disabledReason(row: CheckRow): string | null;
  product(row: CheckRow): string | null;
  note?: string;
}

function CheckSection({ title, testId, rows, selected, allSelectable, onToggle, onToggleAll, disabledReason, product, note }: CheckSectionProps) {
  const { t } = useLingui();
  if (!rows.length) return null;
  const all = allSelectable.length > 0 && allSelectable.every((i) => selected.has(i));
  const some = allSelectable.some((i) => selected.has(i));
  return (
    <Box sx={{ mb: 2.5 }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{title}</Typography>
      {note && <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>{note}</Typography>}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox size="small" checked={all} indeterminate={some && !all} disabled={!allSelectable.length} onChange={(_e, on) => onToggleAll(on)} slotProps={{ input: { 'aria-label': t`Select all: ${title}` } }} />
              </TableCell>
              <TableCell>{t`Row`}</TableCell>
              <TableCell>{t`Brand`}</TableCell>
              <TableCell>{t`Model`}</TableCell>
              <TableCell>{t`Part number`}</TableCell>
              <TableCell align="right">{t`Amount`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const reason = disabledReason(r);
              const match = product(r);
              const box = (
                <Checkbox
                  size="small"
                  checked={selected.has(r.index)}
                  disabled={!!reason}
                  onChange={(_e, on) => onToggle(r.index, on)}
                  slotProps={{ input: { 'aria-label': `${r.brandName} ${r.modelName}`, 'data-testid': `${testId}-row-${r.index}` } as object }}
                />
              );
              return (
                <TableRow key={r.index} hover>
                  <TableCell padding="checkbox">
                    {reason ? (
                      <Tooltip title={reason}>
                        <span data-testid={`${testId}-locked-${r.index}`}>{box}</span>
                      </Tooltip>
                    ) : (
                      box
                    )}
                  </TableCell>
                  <TableCell>{r.index + 1}</TableCell>
                  <TableCell>{r.brandName}</TableCell>
                  <TableCell>
                    {r.modelName}
                    {match && (
                      <Typography variant="caption" color="success.main" component="div">
                        → {match}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{r.manufacturerPartNumber}</TableCell>
                  <TableCell align="right">{r.amount}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
