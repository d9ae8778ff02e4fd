import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { figureKey, type CategoryField, gwpBars, isLcaReport, type FigureKey, type LcaBarKey, lcaStageBars, lcaStagePie, refurbishmentBars, refurbishmentDoughnut } from '../../../../../shared/reports';
import { equivalences } from '../../../../../shared/calc';
import { Equivalences } from '../charts/Equivalences';
import { GwpBarChart } from '../charts/GwpBarChart';
import { LcaDataTable } from '../charts/LcaDataTable';
import { LcaDoughnut } from '../charts/LcaDoughnut';
import { LcaStageBarChart } from '../charts/LcaStageBarChart';
import { RefurbishmentBarChart } from '../charts/RefurbishmentBarChart';
import { RefurbishmentDoughnut } from '../charts/RefurbishmentDoughnut';
import { useReport } from '../report-context';
import { headlineGroup, type ReportGroup } from '../report-model';
import { Figure, KpiTiles, Paragraph, Part, ReportTable, Row, SectionTitle, useSectionTestId } from './blocks';
import { HALF_WIDTH_PX } from './sizes';
import { co2Scale, Fig } from './figure-key';
import { LcaIntro } from './TextPages';

function useStageLabels() {
  const { t } = useLingui();
  return { manufacturing: t`Manufacturing`, transportation: t`Transport`, use: t`Use`, eol: t`End of life` };
}

function groupHeading(g: ReportGroup, field: 'lcaHeading' | 'refurbishmentHeading'): string {
  return g[field] || g.name;
}

/** LCA overview: GWP per group and by stage; the LCA data table in reports with several groups (spec §2). */
export function LcaOverviewPage() {
  const { t } = useLingui();
  const { model, format, palette, print } = useReport();
  const lcaReport = isLcaReport(model.type);
  const groups = model.groups.filter((g) => g.lcaItemCount > 0);
  const main = headlineGroup(model);
  const labels = useStageLabels();
  return (
    <Box data-testid={useSectionTestId('section-lca')}>
      <Part n={0}>
        <SectionTitle>
          <Trans>Life-cycle assessment</Trans>
        </SectionTitle>
        {!lcaReport && model.settings.INCLUDE_LCA_INTRO && <LcaIntro />}
        {main && (
          <KpiTiles
            columns={3}
            items={[
              { label: t`GWP of ${main.name}`, value: format.kg(main.lcaData.gwpKgCo2e), unit: 'kg CO2e', testId: 'kpi-gwp', figure: figureKey.group(main.id, 'lca_gwp_kg') },
              {
                label: t`Manufacturing and transport`,
                value: format.kg(main.lcaData.manufacturingKgCo2e + main.lcaData.transportationKgCo2e),
                unit: 'kg CO2e',
                figure: figureKey.lca(main.id, 'manufacturing_transport_kg'),
              },
              { label: t`Use`, value: format.kg(main.lcaData.useKgCo2e), unit: 'kg CO2e', figure: figureKey.lca(main.id, 'use_kg') },
            ]}
          />
        )}
      </Part>
      <Part n={1}>
        {model.single && main ? (
          <Row>
            <Figure caption={t`Global warming potential by stage`}>
              <LcaDoughnut
                data={lcaStagePie(main.lcaData, { colors: palette, lcaReport, labels, figures: { groupId: main.id } })}
                width={HALF_WIDTH_PX}
                height={260}
                print={print}
                total={main.lcaData.gwpKgCo2e}
                totalFigure={figureKey.group(main.id, 'lca_gwp_kg')}
                decimals={model.settings.CO2_PRECISION}
              />
            </Figure>
            <Figure caption={t`kg CO2e per stage`}>
              <LcaStageBarChart chart={lcaStageBars([{ id: main.id, name: main.name, lcaData: main.lcaData }], { colors: palette, lcaReport, figures: { rows: 'groups' } })} width={HALF_WIDTH_PX} height={260} print={print} showValues />
            </Figure>
          </Row>
        ) : (
          <>
            <Row>
              <Figure caption={t`Global warming potential per group (kg CO2e)`}>
                <GwpBarChart chart={gwpBars(groups, { colors: palette, figures: { rows: 'groups' } })} width={HALF_WIDTH_PX} height={250} print={print} />
              </Figure>
              <Figure caption={t`By life-cycle stage (kg CO2e)`}>
                <LcaStageBarChart chart={lcaStageBars(groups, { colors: palette, lcaReport, figures: { rows: 'groups' } })} width={HALF_WIDTH_PX} height={250} print={print} />
              </Figure>
            </Row>
            <LcaDataTable
              rows={groups.map((g) => ({ id: g.id, name: g.name, lcaData: g.lcaData }))}
              lcaReport={lcaReport}
              precision={model.settings.CO2_PRECISION}
              nameHeader={t`Group`}
              figureKeyOf={groupLcaKey}
            />
          </>
        )}
      </Part>
    </Box>
  );
}

/** One group's life cycle: stages as a doughnut, categories as stacked bars and a table. */
export function LcaGroupPage({ groupId }: { groupId: string }) {
  const { t } = useLingui();
  const { model, palette, print, editHeading } = useReport();
  const g = model.groups.find((x) => x.id === groupId)!;
  const categories = (model.categories.get(g.id)?.categoryData ?? []).filter((c) => c.lcaData.gwpKgCo2e !== 0);
  const lcaReport = isLcaReport(model.type);
  const labels = useStageLabels();
  return (
    <Box data-testid={useSectionTestId(`section-lca-group-${g.id}`)}>
      <Part n={0}>
        <SectionTitle onEdit={editHeading ? () => editHeading(g.id, 'lcaHeading') : undefined}>{groupHeading(g, 'lcaHeading')}</SectionTitle>
        <Row>
          <Figure caption={t`Global warming potential by stage`}>
            <LcaDoughnut
              data={lcaStagePie(g.lcaData, { colors: palette, lcaReport, labels, figures: { groupId: g.id } })}
              width={HALF_WIDTH_PX}
              height={250}
              print={print}
              total={g.lcaData.gwpKgCo2e}
              totalFigure={figureKey.group(g.id, 'lca_gwp_kg')}
              decimals={model.settings.CO2_PRECISION}
            />
          </Figure>
          <Figure caption={t`Per category (kg CO2e)`}>
            <LcaStageBarChart
              chart={lcaStageBars(categories.map((c) => ({ id: c.categoryId, name: c.categoryName ?? c.categoryId, lcaData: c.lcaData })), { colors: palette, lcaReport, figures: { rows: 'categories', groupId: g.id } })}
              width={HALF_WIDTH_PX}
              height={250}
              print={print}
            />
          </Figure>
        </Row>
      </Part>
      <Part n={1}>
        {/* The table names its group (issue #46 point 9): the page flow may put it at the top of a sheet, away from the heading. */}
        <Figure caption={t`${g.name}: life-cycle stages per category (kg CO2e)`}>
          <LcaDataTable
            rows={categories.map((c) => ({ id: c.categoryId, name: c.categoryName ?? c.categoryId, lcaData: c.lcaData }))}
            lcaReport={lcaReport}
            precision={model.settings.CO2_PRECISION}
            nameHeader={t`Category`}
            figureKeyOf={(id, column) => categoryLcaKey(g.id, id, column)}
          />
        </Figure>
      </Part>
    </Box>
  );
}

/** A group row's key of the LCA data table (issue #46): its stages, its net offset and its GWP. */
function groupLcaKey(groupId: string | number, column: LcaBarKey | 'gwp'): FigureKey | null {
  if (column === 'gwp') return figureKey.group(groupId, 'lca_gwp_kg');
  if (column === 'refurbishmentOffset') return figureKey.group(groupId, 'refurbished_offset_total_kg');
  return figureKey.lca(groupId, ({ manufacturing: 'manufacturing_kg', transportation: 'transportation_kg', use: 'use_kg', eol: 'eol_kg' } as const)[column]);
}

/** A category row's key of the LCA data table (issue #46): its stages, its net offset and its GWP. */
function categoryLcaKey(groupId: string | number, categoryId: string | number, column: LcaBarKey | 'gwp'): FigureKey {
  const field = ({ gwp: 'lca_gwp_kg', refurbishmentOffset: 'refurbished_offset_total_kg', manufacturing: 'manufacturing_kg', transportation: 'transportation_kg', use: 'use_kg', eol: 'eol_kg' } as const)[column];
  return figureKey.category(groupId, categoryId, field);
}

/** Refurbishment overview: impact against offset per group, the main group's doughnut, and what the offset equals. */
export function RefurbishmentOverviewPage() {
  const { t } = useLingui();
  const { model, format, palette, print } = useReport();
  const groups = model.groups;
  const main = headlineGroup(model)!;
  const offset = main.lcaData.refurbishedOffsetTotalKgCo2e;
  const eq = equivalences(offset);
  return (
    <Box data-testid={useSectionTestId('section-refurbishment')}>
      <Part n={0}>
        <SectionTitle>
          <Trans>Refurbished equipment</Trans>
        </SectionTitle>
        <Paragraph>
          <Trans>
            A refurbished item avoids the manufacturing and transport emissions of a new one. Refurbishing has an impact of its own, counted
            as a share of those emissions; the difference is the offset.
          </Trans>
        </Paragraph>
        <KpiTiles
          columns={3}
          items={[
            { label: t`Avoided (manufacturing and transport)`, value: format.kg(main.lcaData.refurbishmentOffsetKgCo2e), unit: 'kg CO2e', figure: figureKey.lca(main.id, 'refurbishment_offset_kg') },
            { label: t`Refurbishment impact`, value: format.kg(main.lcaData.refurbishmentImpactKgCo2e), unit: 'kg CO2e', figure: figureKey.lca(main.id, 'refurbishment_impact_kg') },
            { label: t`Net offset`, value: format.kg(offset), unit: 'kg CO2e', testId: 'kpi-refurbishment-offset', figure: figureKey.group(main.id, 'refurbished_offset_total_kg') },
          ]}
        />
        <Row>
          <Figure caption={t`Avoided emissions, impact and net offset per group (kg CO2e)`}>
            <RefurbishmentBarChart chart={refurbishmentBars(groups, { colors: palette, figures: { rows: 'groups' } })} width={HALF_WIDTH_PX} height={240} print={print} />
          </Figure>
          <Figure caption={t`${main.name}: avoided emissions as net offset and impact`}>
            <RefurbishmentDoughnut data={refurbishmentDoughnut(main.lcaData, { colors: palette, figures: { groupId: main.id } })} width={HALF_WIDTH_PX} height={240} print={print} />
          </Figure>
        </Row>
      </Part>
      <Part n={1}>
        {eq && offset > 0 && (
          <>
            <SectionTitle level={2} figures={[{ k: figureKey.group(main.id, 'refurbished_offset_total_kg'), scale: co2Scale(offset) }]}>
              <Trans>The net offset of {format.co2Text(offset)} equals</Trans>
            </SectionTitle>
            <Equivalences equivalences={eq} variant="extended" columns={4} print={print} figureKeyOf={(name) => figureKey.offsetEquivalence(main.id, name)} />
          </>
        )}
      </Part>
    </Box>
  );
}

/** One group's refurbished categories. */
export function RefurbishmentGroupPage({ groupId }: { groupId: string }) {
  const { t } = useLingui();
  const { model, format, editHeading } = useReport();
  const g = model.groups.find((x) => x.id === groupId)!;
  const rows = (model.categories.get(g.id)?.categoryData ?? []).filter((c) => c.refurbishedItemCount > 0);
  const key = (r: (typeof rows)[number], f: CategoryField) => figureKey.category(g.id, r.categoryId, f);
  return (
    <Box data-testid={`section-refurbishment-group-${g.id}`}>
      <SectionTitle onEdit={editHeading ? () => editHeading(g.id, 'refurbishmentHeading') : undefined}>{groupHeading(g, 'refurbishmentHeading')}</SectionTitle>
      <ReportTable
        rows={rows}
        rowKey={(r) => r.categoryId}
        columns={[
          { header: t`Category`, cell: (r) => r.categoryName ?? r.categoryId },
          // Keyed to the document's manifest (issue #46): the category's refurbishment figures (M5).
          { header: t`Refurbished units`, cell: (r) => <Fig k={key(r, 'refurbished_unit_count')}>{format.number(r.refurbishedUnitCount, 0)}</Fig>, align: 'right' },
          { header: t`Manufacturing avoided`, cell: (r) => <Fig k={key(r, 'refurbished_manufacturing_offset_kg')}>{format.kg(r.lcaData.refurbishedManufacturingOffsetKgCo2e)}</Fig>, align: 'right' },
          { header: t`Transport avoided`, cell: (r) => <Fig k={key(r, 'refurbished_transportation_offset_kg')}>{format.kg(r.lcaData.refurbishedTransportationOffsetKgCo2e)}</Fig>, align: 'right' },
          { header: t`Impact`, cell: (r) => <Fig k={key(r, 'refurbishment_impact_kg')}>{format.kg(r.lcaData.refurbishmentImpactKgCo2e)}</Fig>, align: 'right' },
          { header: t`Net offset (kg CO2e)`, cell: (r) => <Fig k={key(r, 'refurbished_offset_total_kg')}>{format.kg(r.lcaData.refurbishedOffsetTotalKgCo2e)}</Fig>, align: 'right' },
        ]}
      />
      <Paragraph>
        <Trans>The refurbished items of this group are listed on the following pages.</Trans>
      </Paragraph>
    </Box>
  );
}

