/**
 * Gathers the project's groups, solutions, items and figures and downloads them as a styled xlsx.
 * The workbook module (and sheetjs with it) is loaded only when the user exports.
 */
import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { baselineGroupOf, baselineVersusPrimary, primaryComparativeGroupOf } from '../../../../../shared/reports';
import { formatDate } from '../../common/format-date';
import type { ExportData, ExportFigures, ExportGroup } from './export-xlsx';
import { productUnitKwh } from '../items/ProductSearchField';
import type { Group } from '../groups/group-rows';
import { useSolutionsScreen } from '../solutions-context';
import { EXPORT_ITEMS_PAGE, ExportGroupSummaryDocument, SolutionAllItemsDocument } from './export.queries';
import { ProjectSummaryDocument } from '../summaries/summary.queries';
import { useSolutionTypeText } from '../../common/solution-type-text';

type FigureSource = Omit<ExportFigures, 'rating'> & { rating: { rating?: string | null } };
const figuresOf = (f: FigureSource | undefined | null): ExportFigures | null =>
  f ? { itemCount: f.itemCount, itKwh: f.itKwh, upsKwh: f.upsKwh, coolingKwh: f.coolingKwh, totalKwh: f.totalKwh, dcie: f.dcie, pue: f.pue, co2EmissionKg: f.co2EmissionKg, operationalCost: f.operationalCost, investment: f.investment, rating: f.rating.rating ?? null } : null;

/** `baseline − primary` per figure, for the last summary row (shared baselineVersusPrimary). */
function savingOf(groups: readonly (FigureSource & { state: string; active: boolean; primary: boolean | null })[]): ExportFigures | null {
  const side = baselineVersusPrimary(groups);
  if (!side.saving || !side.baseline || !side.primary) return null;
  return { itemCount: null, ...side.saving, dcie: null, pue: null, investment: side.baseline.investment - side.primary.investment, rating: null };
}

export function useExport(groups: Group[]): { exporting: boolean; run(): Promise<void> } {
  const { t, i18n } = useLingui();
  const typeText = useSolutionTypeText();
  const apollo = useApolloClient();
  const { projectId, project, currency, reference, notify, fail } = useSolutionsScreen();
  const [exporting, setExporting] = useState(false);

  /** Every item of a solution, a page of 250 at a time. */
  const allItems = async (id: string) => {
    const items = [];
    for (let offset = 0; ; offset += EXPORT_ITEMS_PAGE) {
      const r = await apollo.query({ query: SolutionAllItemsDocument, variables: { projectId, id, offset }, fetchPolicy: 'network-only' });
      const page = r.data?.solution.items ?? [];
      items.push(...page);
      if (page.length < EXPORT_ITEMS_PAGE) return items;
    }
  };

  const savingLabel = (list: readonly { state: string; active: boolean; primary: boolean | null; name: string | null }[]) => {
    const baseline = baselineGroupOf(list)?.name ?? '';
    const primary = primaryComparativeGroupOf(list)?.name ?? '';
    return t`Saving: ${baseline} − ${primary}`;
  };

  const run = async () => {
    setExporting(true);
    try {
      const [{ buildExportWorkbook, downloadWorkbook, exportFileName }, summary] = await Promise.all([
        import('./export-xlsx'),
        apollo.query({ query: ProjectSummaryDocument, variables: { projectId }, fetchPolicy: 'network-only' }),
      ]);
      const project_ = summary.data?.projectSummary;
      const groupFigures = new Map((project_?.groups ?? []).map((g) => [g.groupId, g]));
      const profiles = new Map((reference?.hourProfiles ?? []).map((h) => [h.id, h.name]));
      const typeName = (mode: number) => typeText(mode).name;
      const stateName = (g: Group) => (g.requested ? t`Requested` : g.state === 'baseline' ? t`Baseline` : g.state === 'inactive' ? t`Inactive` : t`Comparative`);

      const out: ExportGroup[] = [];
      for (const g of groups) {
        const [perSolution, ...itemLists] = await Promise.all([
          apollo.query({ query: ExportGroupSummaryDocument, variables: { projectId, id: g.id }, fetchPolicy: 'network-only' }),
          ...g.solutions.map((s) => allItems(s.id)),
        ]);
        const solutionFigures = new Map((perSolution.data?.solutionGroupSummary.solutions ?? []).map((s) => [s.solutionId, s]));
        const gf = groupFigures.get(g.id);
        out.push({
          name: g.name,
          state: stateName(g),
          counted: gf?.counted ?? false,
          primary: g.primary,
          figures: figuresOf(gf),
          solutions: g.solutions.map((s, i) => ({
            name: s.name,
            type: typeName(s.solutionType.calculationMode),
            figures: figuresOf(solutionFigures.get(s.id)),
            items: (itemLists[i] ?? []).map((item) => {
              const unitKwh = productUnitKwh(item.product.modes, item.operationalHours);
              return {
                manufacturer: item.product.manufacturer,
                modelName: item.product.modelName,
                partNumber: item.product.manufacturerPartNumber ?? '',
                category: item.product.category.name,
                amount: item.amount,
                hours: item.hoursId ? (profiles.get(item.hoursId) ?? item.hoursId) : t`Product modes`,
                refurbishment: item.refurbishmentImpactPercentage ?? null,
                unitKwh,
                itKwh: unitKwh * item.amount,
              };
            }),
          })),
        });
      }

      const now = new Date();
      const data: ExportData = {
        projectName: project.name,
        clientName: project.client.name,
        generatedAt: formatDate(now.toISOString(), i18n.locale),
        currency,
        saving: savingOf(project_?.groups ?? []),
        groups: out,
        texts: {
          title: t`Solutions — ${project.name}`,
          client: t`Client`,
          generated: t`Generated`,
          currencyNote: t`Energy per year in kWh, CO2e in kg, amounts in ${currency}. The last row is the saving of the primary proposal against the baseline.`,
          sheets: { summary: t`Summary`, solutions: t`Solutions`, items: t`Items` },
          columns: {
            group: t`Group`,
            state: t`State`,
            counted: t`Counted`,
            primary: t`Primary`,
            solution: t`Solution`,
            type: t`Type`,
            solutions: t`Solutions`,
            items: t`Items`,
            itKwh: t`IT kWh`,
            upsKwh: t`UPS kWh`,
            coolingKwh: t`Cooling kWh`,
            totalKwh: t`Total kWh`,
            dcie: t`DCiE %`,
            pue: t`PUE`,
            co2Kg: t`CO2e kg`,
            operationalCost: t`Operational cost`,
            investment: t`Investment`,
            rating: t`Rating`,
            manufacturer: t`Manufacturer`,
            model: t`Model`,
            partNumber: t`Part number`,
            category: t`Category`,
            amount: t`Amount`,
            hours: t`Operating hours`,
            unitKwh: t`kWh/yr per unit`,
            refurbishment: t`Refurbished %`,
          },
          yes: t`Yes`,
          no: t`No`,
          saving: savingLabel(project_?.groups ?? []),
        },
      };
      downloadWorkbook(buildExportWorkbook(data), exportFileName(project.name, now));
      notify(t`Export downloaded`);
    } catch (e) {
      fail(e);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
}
