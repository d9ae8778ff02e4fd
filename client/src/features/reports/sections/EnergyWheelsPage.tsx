import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { energyEfficiencyBars, figureKey, type WheelField } from '../../../../../shared/reports';
import { Fig } from './figure-key';
import { EnergyEfficiencyBarChart } from '../charts/EnergyEfficiencyBarChart';
import { EnergyWheel } from '../charts/EnergyWheel';
import { useReport } from '../report-context';
import { clientNameOnWheel, type ReportGroup } from '../report-model';
import { categoryRatingStatus, ratingStatus, wheelRows } from '../report-figures';
import { RatingCell, useFigureTexts } from './figure-texts';
import { FULL_WIDTH_PX } from './sizes';
import { AssumptionNotes, Paragraph, Part, ReportTable, Row, SectionTitle, useSectionTestId } from './blocks';

/** Energy wheels (INCLUDE_ENERGYWHEEL) and the efficiency against the baseline (INCLUDE_ENERGY_EFFICIENCY). */
export function EnergyWheelsPage() {
  const { model, palette, print } = useReport();
  const texts = useFigureTexts();
  const s = model.settings;
  const wheelGroups = (model.single ? [model.baseline] : [model.baseline, model.primary]).filter((g): g is ReportGroup => g != null);
  const efficiency = model.data.comparative?.energyEfficiency ?? [];
  const client = model.data.project.clientName;
  return (
    <Box data-testid={useSectionTestId('section-energy-wheels')}>
      {s.INCLUDE_ENERGYWHEEL && (
        <Part n={0}>
            <SectionTitle>
              <Trans>Energy wheel</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                Each slice is a category, as wide as its share of the energy; the rings show its rating from G at the centre to A at the
                edge. The letter in the middle is the weighted rating of the whole group.
              </Trans>
            </Paragraph>
            <Row columns={wheelGroups.length}>
              {wheelGroups.map((g) => (
                <Box key={g.id} data-testid={`energy-wheel-${g.id}`} sx={{ textAlign: 'center' }}>
                  <EnergyWheel
                    entries={model.categories.get(g.id)?.energyWheel ?? []}
                    rating={(() => {
                      const status = ratingStatus(g);
                      return status.kind === 'rated' ? status.rating : null;
                    })()}
                    title={g.name}
                    caption={clientNameOnWheel(model, g) && client ? client : undefined}
                    size={wheelGroups.length === 1 ? 560 : 330}
                    print={print}
                  />
                  {(() => {
                    const status = ratingStatus(g);
                    return status.kind === 'rated' && status.coolingOnly;
                  })() && (
                    <Box data-testid="wheel-cooling-only" sx={{ fontSize: '9pt', color: 'text.secondary' }}>
                      {texts.ratingReason(ratingStatus(g))}
                    </Box>
                  )}
                  {ratingStatus(g).kind === 'none' && (
                    <Box data-testid="wheel-not-rated" sx={{ fontSize: '9pt', color: 'text.secondary' }}>
                      {texts.ratingReason(ratingStatus(g))}
                    </Box>
                  )}
                </Box>
              ))}
            </Row>
            <AssumptionNotes groups={wheelGroups} />
        </Part>
      )}
      <Part n={1}>
        {s.INCLUDE_ENERGYWHEEL && model.single && model.baseline && <WheelTable group={model.baseline} />}
        {!model.single && s.INCLUDE_ENERGY_EFFICIENCY && (
          <Box data-testid="section-energy-efficiency">
            <SectionTitle level={2}>
              <Trans>Energy efficiency against the baseline</Trans>
            </SectionTitle>
            <Paragraph>
              <Trans>
                The improvement in watts per delivered unit of capacity of {model.primary?.name}, per category. Categories that got less
                efficient, UPS and cooling are not shown.
              </Trans>
            </Paragraph>
            <EnergyEfficiencyBarChart chart={energyEfficiencyBars(efficiency, { colors: palette, figures: model.primary ? { groupId: model.primary.id } : undefined })} width={FULL_WIDTH_PX} height={230} print={print} />
          </Box>
        )}
      </Part>
    </Box>
  );
}

/** The energy wheel's figures: watts per unit, weight and rating per category (M4). */
function WheelTable({ group }: { group: ReportGroup }) {
  const { t } = useLingui();
  const { model, format } = useReport();
  const rows = wheelRows(model.categories.get(group.id)?.energyWheel ?? []);
  const key = (r: (typeof rows)[number], f: WheelField) => figureKey.wheel(group.id, r.category ?? '', f);
  return (
    <ReportTable
      testId="energy-wheel-table"
      rows={rows}
      rowKey={(r) => r.category ?? r.categoryName ?? ''}
      columns={[
        { header: t`Category`, cell: (r) => r.categoryName ?? r.category },
        // Each slice's share of the wheel (M4 weights over their sum): the column adds up to 100 % (issue #28).
        // Keyed to the document's manifest (issue #46): the group's wheel entry (M4), a category or the cooling.
        { header: t`Share of the wheel`, cell: (r) => <Fig k={key(r, 'share_percent')}>{format.percent(r.sharePercent, 1)}</Fig>, align: 'right' },
        { header: t`W per unit`, cell: (r) => (r.wattPerUnit == null ? '–' : <Fig k={key(r, 'watt_per_unit')}>{format.number(r.wattPerUnit, 1)}</Fig>), align: 'right' },
        { header: 'COP', cell: (r) => (r.cop == null ? '–' : <Fig k={key(r, 'cop')}>{format.number(r.cop, 2)}</Fig>), align: 'right' },
        { header: t`Rating`, cell: (r) => <RatingCell status={categoryRatingStatus(r)} />, align: 'center' },
      ]}
    />
  );
}
