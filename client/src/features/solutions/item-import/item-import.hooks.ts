/**
 * The item import's state and operations (spec §2, §4, §5), so that the dialog and its steps only
 * render: reading the file in the browser, mapping its columns, checking the rows against the
 * catalogue, the selection of found and missing rows, and the import itself.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import type { SolutionDetailFieldsFragment, SolutionItemsCheckQuery } from '../../../gql/graphql';
import { applyMapping, checkFiles, guessMapping, hasSelection, initialSelection, missingSelectable, type ColumnMapping, type FileProblem, type ImportField, type ImportRowValues, type SheetData } from './import-mapping';
import { readImportFile } from './read-import-file';
import { useSolutionsScreen } from '../solutions-context';
import { SolutionItemsCheckDocument, SolutionItemsImportDocument } from './item-import.queries';
import { formatNumber } from '../../../../../shared/format/number';

export type ImportStep = 'file' | 'mapping' | 'check' | 'done';
export const IMPORT_STEPS: ImportStep[] = ['file', 'mapping', 'check', 'done'];
export type Checked = SolutionItemsCheckQuery['solutionItemsCheck'];
export type CheckRow = Checked['found'][number] | Checked['missing'][number];
export type Selection = { found: Set<number>; missing: Set<number> };

/** The texts of the import's file problems and field names, in the user's language. */
export function useImportLabels() {
  const { t } = useLingui();
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
  return { fileProblemText, fieldLabel };
}

export function useItemImport(solution: SolutionDetailFieldsFragment) {
  const { t, i18n } = useLingui();
  const apollo = useApolloClient();
  const { projectId, can, notify, changed } = useSolutionsScreen();
  const { fileProblemText, fieldLabel } = useImportLabels();
  const [step, setStep] = useState<ImportStep>('file');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [sheet, setSheet] = useState<SheetData | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [rows, setRows] = useState<ImportRowValues[]>([]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [selection, setSelection] = useState<Selection>({ found: new Set(), missing: new Set() });
  const [result, setResult] = useState<{ items: number; requests: number } | null>(null);
  const [importItems] = useMutation(SolutionItemsImportDocument, { refetchQueries: ['SolutionItems'] });

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
    setBusy(t`Checking ${formatNumber(mapped.rows.length, i18n.locale)} rows against the catalogue…`);
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
    setBusy(t`Importing ${formatNumber(items.length, i18n.locale)} items…`);
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
  const foundSelectable = checked?.found.filter((f) => f.available) ?? [];
  const missingAllowed = checked?.missing.filter((m) => missingSelectable(m, can.requestItems)) ?? [];
  const selectAll = (list: 'found' | 'missing', on: boolean) =>
    setSelection((s) => ({ ...s, [list]: new Set(on ? (list === 'found' ? foundSelectable : missingAllowed).map((r) => r.index) : []) }));
  const back = () => {
    setProblem(null);
    setStep(step === 'check' ? 'mapping' : 'file');
  };

  return {
    step, busy, problem, fileName, sheet, mapping, setMapping, checked, selection, result,
    selectedCount: selection.found.size + selection.missing.size,
    foundSelectable, missingAllowed, canRequestItems: can.requestItems,
    takeFiles, check, submit, toggle, selectAll, back,
  };
}

export type ItemImport = ReturnType<typeof useItemImport>;
