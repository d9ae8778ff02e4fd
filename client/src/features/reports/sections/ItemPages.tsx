import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { figureKey, type FigureKey, type ItemField, type PrintListKind } from '../../../../../shared/reports';
import { useReport } from '../report-context';
import type { ReportFormat } from '../report-format';
import type { ReportItemRow } from '../report-model';
import { AssumptionNotes, KpiTiles, ReportTable, SectionTitle } from './blocks';
import { useSolutionTypeText } from '../../common/solution-type-text';
import { aggregateEnergy, itemEnergy, productGwpKg, ratingStatus, showsFacility, solutionDcie, unassessedDataCentre } from '../report-figures';
import { useFigureTexts } from './figure-texts';
import { co2ColumnScale, co2Scale, Fig, figureList } from './figure-key';

const METHOD_LABELS: Record<string, MessageDescriptor> = {
  product: msg`Product data`,
  average_plus: msg`Average plus`,
  category_default: msg`Category default`,
};

/** A grid factor in g CO2e per kWh: whole when it is whole, else to one decimal (143.3, as stored and as the CO2e is computed). */
export function gramsPerKwh(format: Pick<ReportFormat, 'number'>, g: number | null | undefined): string {
  return format.number(g, typeof g === 'number' && Number.isInteger(Math.round(g * 10) / 10) ? 0 : 1);
}

function productName(i: ReportItemRow): string {
  return [i.product.manufacturer, i.product.modelName].filter(Boolean).join(' ');
}

/**
 * A solution in the appendix: its figures on the first page, then its items, paged as spec §9 says
 * (data centre 3 then 18, end user 2 then 8, LCA products 16 per page).
 */
export function SolutionPage({ groupId, solutionId, listKind, items, chunk, chunks }: { groupId: string; solutionId: string; listKind: PrintListKind | null; items: readonly ReportItemRow[]; chunk: number; chunks: number }) {
  const { t } = useLingui();
  const typeText = useSolutionTypeText();
  const { model, format } = useReport();
  const texts = useFigureTexts();
  const group = model.groups.find((g) => g.id === groupId)!;
  const s = group.solutions.find((x) => x.id === solutionId)!;
  const co2 = format.co2(s.co2EmissionKg);
  const co2Col = format.co2Column(items.map((i) => i.co2EmissionKg));
  const co2Divider = co2ColumnScale(items.map((i) => i.co2EmissionKg));
  const key = (i: ReportItemRow, f: ItemField) => figureKey.item(group.id, s.id, i.id, f);
  const roomy = listKind === 'end_user' || (listKind === 'datacentre' && chunk === 0);
  // IT and facility energy (UPS + cooling) in columns of their own, named as the methodology names
  // them: 40 servers printed 127,801 kWh where the methodology's formula gives 81,796 (issue #28).
  const energy = aggregateEnergy(s);
  const facility = energy.facilityKwh > 0;
  const dcie = solutionDcie(s);
  return (
    <div data-testid={`section-solution-${s.id}`} data-chunk={chunk}>
      {chunk === 0 ? (
        <>
          <Typography sx={{ fontSize: '9pt', color: 'text.secondary', textTransform: 'uppercase' }}>
            <Trans>Appendix · {group.name}</Trans>
          </Typography>
          <SectionTitle>{s.name}</SectionTitle>
          <Typography sx={{ fontSize: '9.5pt', mb: '3mm' }}>
            {typeText(s.calculationMode).name}
            {/* What the user typed, marked: a PDF line may break it where the test looks for it whole (issue #46). */}
            {s.description ? (
              <>
                {' — '}
                <span data-typed>{s.description}</span>
              </>
            ) : null}
          </Typography>
          <KpiTiles
            items={[
              {
                label: t`Energy / year`,
                value: format.kwh(s.totalKwh),
                unit: 'kWh',
                figure: figureKey.solution(group.id, s.id, 'total_kwh'),
                note: facility ? t`IT ${format.kwh(energy.itKwh)} kWh + UPS and cooling ${format.kwh(energy.facilityKwh)} kWh` : undefined,
                noteFigures: [figureKey.solution(group.id, s.id, 'it_kwh'), figureKey.solution(group.id, s.id, 'facility_kwh')],
              },
              { label: t`CO2e / year`, value: co2.value, unit: co2.unit, figure: figureKey.solution(group.id, s.id, 'co2_kg'), scale: co2Scale(s.co2EmissionKg) },
              { label: t`Cost / year`, value: format.money(s.operationalCost), figure: figureKey.solution(group.id, s.id, 'operational_cost') },
              {
                label: t`Rating`,
                value: texts.ratingReason(ratingStatus(s)),
                note:
                  dcie.kind === 'none' && dcie.reason === 'no_data_centre' ? undefined : (
                    <>
                      DCiE <Fig k={dcie.kind === 'value' ? figureKey.solution(group.id, s.id, 'dcie_percent') : null}>{texts.dcie(dcie)}</Fig>
                    </>
                  ),
              },
            ]}
          />
          {unassessedDataCentre(s) && <AssumptionNotes groups={[{ id: s.id, name: s.name, assumptions: [{ code: 'no_ups_or_cooling', categoryIds: [] }] }]} />}
          <Typography
            sx={{ fontSize: '8.5pt', color: 'text.secondary', mb: '3mm' }}
            data-testid={`solution-facts-${s.id}`}
            data-figures={figureList((['item_count', 'renewable_energy_percent', 'co2_factor_g', 'kwh_price'] as const).map((f) => figureKey.solutionInput(group.id, s.id, f)))}
          >
            {/* "1 item", not "1 items"; the grid factor as precise as the CO2e recomputes from it (143.3 g, not 143 g: 31.2 t printed, 31.1 t recomputed) (issue #46 point 9). */}
            <Trans>
              <Plural value={s.itemCount} one="# item" other="# items" /> · renewable energy {format.percent(s.renewableEnergy)} · {gramsPerKwh(format, s.co2FactorGram)} g CO2e per kWh ·{' '}
              {format.unitPrice(s.kwhPrice)} per kWh
            </Trans>
          </Typography>
        </>
      ) : (
        <SectionTitle level={2}>
          <Trans>
            {s.name}, items (continued {chunk + 1}/{chunks})
          </Trans>
        </SectionTitle>
      )}
      {items.length > 0 && (
        <ReportTable
          testId={`items-${s.id}-${chunk}`}
          rows={items}
          rowKey={(i) => i.id}
          columns={[
            { header: t`Product`, cell: (i) => <ItemName item={i} roomy={roomy} impact={key(i, 'refurbishment_impact_percent')} /> },
            { header: t`Category`, cell: (i) => i.product.categoryName },
            { header: t`Amount`, cell: (i) => <Fig k={key(i, 'amount')}>{format.count(i.amount)}</Fig>, align: 'right' },
            { header: t`Hours / year`, cell: (i) => <Fig k={key(i, 'hours')}>{format.number(i.hours, 0)}</Fig>, align: 'right' },
            { header: t`IT kWh / year`, cell: (i) => <Fig k={key(i, 'it_kwh')}>{format.kwh(itemEnergy(i).itKwh)}</Fig>, align: 'right' },
            ...(facility
              ? [
                  { header: t`UPS + cooling kWh / year`, cell: (i: ReportItemRow) => <Fig k={key(i, 'facility_kwh')}>{format.kwh(itemEnergy(i).facilityKwh)}</Fig>, align: 'right' as const },
                  {
                    header: t`Total kWh / year`,
                    cell: (i: ReportItemRow) => (
                      <Fig k={key(i, 'total_kwh')} sumOf={[key(i, 'it_kwh'), key(i, 'facility_kwh')]}>
                        {format.kwh(itemEnergy(i).totalKwh)}
                      </Fig>
                    ),
                    align: 'right' as const,
                  },
                ]
              : []),
            { header: t`${co2Col.unit} / year`, cell: (i) => <Fig k={key(i, 'co2_kg')} scale={co2Divider}>{co2Col.cell(i.co2EmissionKg)}</Fig>, align: 'right' },
          ]}
        />
      )}
    </div>
  );
}

/** Plain elements styled once for all items (ReportPrintStyles): a 10,000-item report has 10,000 of these. */
function ItemName({ item, roomy, impact }: { item: ReportItemRow; roomy: boolean; impact: FigureKey }) {
  return (
    <div className={roomy ? 'report-item-roomy' : undefined}>
      <div className="report-item-name" data-testid="item-name">{productName(item)}</div>
      {item.refurbished && (
        <span className="report-item-refurbished" data-figures={figureList([impact])}>
          <Trans>Refurbished ({item.refurbishmentImpactPercentage} % impact)</Trans>
        </span>
      )}
    </div>
  );
}

/**
 * LCA products of a group (16 per page) or their detailed stages (9 per page), spec §9. In the
 * refurbishment report the list holds the refurbished items.
 */
export function LcaProductsPage({ groupId, detailed, items, chunk, chunks }: { groupId: string; detailed: boolean; items: readonly ReportItemRow[]; chunk: number; chunks: number }) {
  const { t, i18n } = useLingui();
  const { model, format } = useReport();
  const group = model.groups.find((g) => g.id === groupId)!;
  // Each printed figure keyed to the document's manifest (issue #46, the mechanism): the item's own, M5.
  const key = (i: ReportItemRow, f: ItemField) => figureKey.item(group.id, i.solutionId, i.id, f);
  const kg = (i: ReportItemRow, f: ItemField, v: number) => <Fig k={key(i, f)}>{format.kg(v)}</Fig>;
  const printsUse = (i: ReportItemRow) => i.lcaData.inclusion === 'all' && i.lcaData.useKgCo2e != null;
  const printsEol = (i: ReportItemRow) => !!i.lcaMethod && i.lcaData.inclusion !== 'to_gate' && i.lcaData.eolKgCo2e != null;
  // The stages a detailed row's GWP adds up (M5): what it prints beside it, the avoided M and T in brackets not.
  const gwpParts = (i: ReportItemRow): FigureKey[] | undefined =>
    detailed
      ? [
          ...(i.lcaMethod && !i.refurbished ? [key(i, 'manufacturing_kg'), key(i, 'transportation_kg')] : []),
          ...(impactColumn && i.refurbished ? [key(i, 'refurbishment_impact_kg')] : []),
          ...(printsUse(i) ? [key(i, 'use_kg')] : []),
          ...(printsEol(i) ? [key(i, 'eol_kg')] : []),
        ]
      : undefined;
  const refurbishment = model.type === 'refurbishment_report';
  const facility = showsFacility(items);
  // An item without LCA data still counts its use stage in the group's GWP (M5): print it, marked, so
  // that the column adds up to the total (issue #28: a "—" row was counted).
  const useOnly = items.some((i) => !i.lcaMethod);
  // A refurbished item's GWP counts its refurbishment impact in place of its manufacturing and transport
  // (M5): the detailed table prints the impact, and the avoided M and T in brackets, so that every row
  // adds up to its GWP (issue #46 point 6). The column is the group's, so its pages keep one layout.
  const impactColumn = detailed && group.refurbishedItemCount > 0;
  const avoided = detailed && items.some((i) => i.refurbished);
  // M and T of a row: none without LCA data, in brackets where refurbishment avoided them.
  const madeStage = (i: ReportItemRow, f: ItemField, v: number) => (!i.lcaMethod ? '—' : i.refurbished ? <>({kg(i, f, v)})</> : kg(i, f, v));
  return (
    <div data-testid={`section-products-${group.id}-${detailed ? 'detailed' : 'list'}`} data-chunk={chunk}>
      <SectionTitle level={chunk === 0 ? 1 : 2}>
        {refurbishment ? t`Refurbished items of ${group.name}` : detailed ? t`Detailed LCA of ${group.name}` : t`LCA products of ${group.name}`}
        {chunks > 1 ? ` (${chunk + 1}/${chunks})` : ''}
      </SectionTitle>
      <ReportTable
        testId={detailed ? `detailed-lca-${group.id}-${chunk}` : undefined}
        dense={impactColumn}
        rows={items}
        rowKey={(i) => i.id}
        columns={[
          { header: t`Product`, cell: (i) => <ItemName item={i} roomy={detailed} impact={key(i, 'refurbishment_impact_percent')} />, width: detailed ? (impactColumn ? '24%' : '28%') : '30%' },
          { header: t`Amount`, cell: (i) => <Fig k={key(i, 'amount')}>{format.count(i.amount)}</Fig>, align: 'right' },
          ...(detailed
            ? [
                { header: t`Data source`, cell: (i: ReportItemRow) => (i.lcaMethod ? i18n._(METHOD_LABELS[i.lcaMethod] ?? msg`Unknown`) : t`No LCA data`) },
                { header: t`Manufacturing`, cell: (i: ReportItemRow) => madeStage(i, 'manufacturing_kg', i.lcaData.manufacturingKgCo2e), align: 'right' as const },
                { header: t`Transport`, cell: (i: ReportItemRow) => madeStage(i, 'transportation_kg', i.lcaData.transportationKgCo2e), align: 'right' as const },
                ...(impactColumn
                  ? [{ header: t`Refurbishment impact`, cell: (i: ReportItemRow) => (i.refurbished ? kg(i, 'refurbishment_impact_kg', i.lcaData.refurbishmentImpactKgCo2e) : '—'), align: 'right' as const }]
                  : []),
                { header: t`Use`, cell: (i: ReportItemRow) => (printsUse(i) ? kg(i, 'use_kg', i.lcaData.useKgCo2e!) : '—'), align: 'right' as const },
                { header: t`End of life`, cell: (i: ReportItemRow) => (printsEol(i) ? kg(i, 'eol_kg', i.lcaData.eolKgCo2e!) : '—'), align: 'right' as const },
              ]
            : [
                { header: t`Category`, cell: (i: ReportItemRow) => i.product.categoryName },
                { header: t`IT kWh / year`, cell: (i: ReportItemRow) => <Fig k={key(i, 'it_kwh')}>{format.kwh(itemEnergy(i).itKwh)}</Fig>, align: 'right' as const },
                ...(facility
                  ? [{ header: t`UPS + cooling kWh / year`, cell: (i: ReportItemRow) => <Fig k={key(i, 'facility_kwh')}>{format.kwh(itemEnergy(i).facilityKwh)}</Fig>, align: 'right' as const }]
                  : []),
              ]),
          ...(refurbishment
            ? [{ header: t`Net offset (kg CO2e)`, cell: (i: ReportItemRow) => kg(i, 'refurbished_offset_total_kg', i.lcaData.refurbishedOffsetTotalKgCo2e), align: 'right' as const }]
            : [
                {
                  header: t`GWP (kg CO2e)`,
                  cell: (i: ReportItemRow) => (
                    <>
                      <Fig k={key(i, 'gwp_kg')} sumOf={gwpParts(i)}>
                        {format.kg(productGwpKg(i))}
                      </Fig>
                      {i.lcaMethod ? '' : ' *'}
                    </>
                  ),
                  align: 'right' as const,
                },
              ]),
        ]}
      />
      {!refurbishment && useOnly && (
        <Typography sx={{ fontSize: '8pt', color: 'text.secondary' }}>
          <Trans>* No manufacturing, transport or end-of-life data for this product: its GWP is the use stage only.</Trans>
        </Typography>
      )}
      {avoided && (
        <Typography sx={{ fontSize: '8pt', color: 'text.secondary' }}>
          <Trans>( ): the manufacturing and transport of a new unit, which a refurbished item avoids; its refurbishment impact counts in their place (methodology M5).</Trans>
        </Typography>
      )}
      {detailed && (
        <Typography sx={{ fontSize: '8pt', color: 'text.secondary' }}>
          <Trans>— : stage not included (cradle-to-gate, or all stages but use, methodology M5) or no data.</Trans>
        </Typography>
      )}
    </div>
  );
}
