/**
 * The REST facade's spelling of the report calls (spec/project-areas.md §7 "Reports"): the field
 * tables that read bodies into the domain inputs, and the output tables that spell the report's views
 * (report.views.ts, the ones GraphQL presents) as the REST replies (spec §3 Report, Solution group, LCA
 * data, Category data, Report setting, Report availability). Figures are presented as the engine
 * computed them: nothing is rounded or derived here.
 */
import type { ReportAvailability, ReportGeneratedFields, ReportSettingEntry, ReportUpdateFields } from '../../../../shared/reports';
import { fromRest, memoizedRestOutput, restValue, toRest, type RestFieldTable, restOutput } from '../../platform/http/rest-fields';
import { effectiveRestOutput } from '../report-options';
import { solutionSummaryRestOutput, summaryFiguresRestOutput } from '../solutions';
import type { ProjectReport, ReportGenerated } from './report.entity';
import type { ReportModel } from './report.service';
import type { ProjectReportData, ReportAvailabilityType, ReportEnergyEfficiency, ReportGroupComparison, ReportItem, ReportItemLca, ReportSetting, ReportSolution, ReportSolutionGroup } from './report.types';
import { availabilityView, reportDataView, settingsView } from './report.views';

export const reportUpdateRestFields: RestFieldTable<ReportUpdateFields> = { year: 'year', comparativeHeading: 'comparative_heading' };

export const reportGeneratedRestFields: RestFieldTable<ReportGeneratedFields> = { reportType: 'report_type', projectId: 'project_id' };

/**
 * The list of a settings update: the body itself, or its report_settings (or settings) field. The
 * entries are checked by the service (parseReportSettings), which names every bad one.
 */
export const reportSettingsRestFields: RestFieldTable<{ reportSettings?: ReportSettingEntry[]; settings?: ReportSettingEntry[] }> = { reportSettings: 'report_settings', settings: 'settings' };

export function settingsFromRest(body: unknown): ReportSettingEntry[] {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = fromRest(reportSettingsRestFields, body);
    return (b.reportSettings ?? b.settings) as ReportSettingEntry[];
  }
  return body as ReportSettingEntry[];
}

/** The report row: year and comparative heading (spec §3 Report.report). */
const reportRestOutput = restOutput<ProjectReport>()({
  id: 'id',
  project: restValue('project_id', (p: ProjectReport['project']) => p.id), // REST names the project by its id
  year: 'year',
  comparativeHeading: 'comparative_heading',
  settings: null, // presented as report_settings (the {key, value} list)
  createdAt: null,
  updatedAt: null,
});

const settingRestOutput = restOutput<ReportSetting>()({ key: 'key', value: 'value' });

const itemLcaRestOutput = restOutput<ReportItemLca>()({
  inclusion: 'inclusion',
  gwpKgCo2e: 'gwp_kg_co2e',
  manufacturingKgCo2e: 'manufacturing_kg_co2e',
  transportationKgCo2e: 'transportation_kg_co2e',
  useKgCo2e: 'use_kg_co2e',
  eolKgCo2e: 'eol_kg_co2e',
  refurbishmentImpactKgCo2e: 'refurbishment_impact_kg_co2e',
  refurbishedManufacturingOffsetKgCo2e: 'refurbished_manufacturing_offset_kg_co2e',
  refurbishedTransportationOffsetKgCo2e: 'refurbished_transportation_offset_kg_co2e',
  refurbishmentOffsetKgCo2e: 'refurbishment_offset_kg_co2e',
  refurbishedOffsetTotalKgCo2e: 'refurbished_offset_total_kg_co2e',
});

/** One item of the detailed item pages: the product, its use and its figures (M1–M5). */
const itemRestOutput = restOutput<ReportItem>()({
  id: 'id',
  order: 'order',
  product: [
    'product',
    { id: 'id', manufacturer: 'manufacturer', modelName: 'model_name', manufacturerPartNumber: 'manufacturer_part_number', categoryId: 'category_id', categoryName: 'category_name' },
  ],
  amount: 'amount',
  hoursId: 'hours_id',
  operationalHours: 'operational_hours',
  hours: 'hours',
  unitPrice: 'unit_price',
  refurbishmentImpactPercentage: 'refurbishment_impact_percentage',
  refurbished: 'refurbished',
  annualKwh: 'annual_kwh',
  averageWatts: 'average_watts',
  totalKwh: 'total_kwh',
  co2EmissionKg: 'co2_emission_kg',
  co2EmissionTon: 'co2_emission_ton',
  operationalCost: 'operational_cost',
  investment: 'investment',
  lcaMethod: 'lca_method',
  lcaData: ['lca_data', itemLcaRestOutput],
  solutionId: 'solution_id',
});

/** Built once per solution view (the views are memoized per computed solution). */
const solutionRestOutput = memoizedRestOutput<ReportSolution>()({
  id: 'id',
  name: 'name',
  description: 'description',
  order: 'order',
  solutionType: ['solution_type', { id: 'id', name: 'name', calculationMode: 'calculation_mode' }],
  renewableEnergy: 'renewable_energy',
  co2FactorGram: 'co2_factor_gram',
  refurbishmentImpactPercentage: 'refurbishment_impact_percentage',
  ups: 'ups',
  cooling: 'cooling',
  ...solutionSummaryRestOutput,
  items: ['items', itemRestOutput],
});

/** A group with its headings, figures (spec §3 Solution group) and solutions with their items. */
const groupRestOutput = restOutput<ReportSolutionGroup>()({
  id: 'id',
  name: 'name',
  state: 'state',
  requested: 'requested',
  active: 'active',
  primary: 'primary',
  order: 'order',
  counted: 'counted',
  baselineHeading: 'baseline_heading',
  lcaHeading: 'lca_heading',
  refurbishmentHeading: 'refurbishment_heading',
  categoryInfrastructureShareInvalid: 'category_infrastructure_share_invalid',
  warnings: 'warnings',
  lcaItemCount: 'lca_item_count',
  refurbishedItemCount: 'refurbished_item_count',
  ...summaryFiguresRestOutput,
  solutions: ['solutions', solutionRestOutput],
});

const energyEfficiencyRestOutput = restOutput<ReportEnergyEfficiency>()({ categoryId: 'category_id', categoryName: 'category_name', percent: 'percent' });

const comparisonRestOutput = restOutput<ReportGroupComparison>()({
  groupId: 'group_id',
  name: 'name',
  energySavingKwh: 'energy_saving_kwh',
  moneySaving: 'money_saving',
  paybackYears: 'payback_years',
  paybackReason: 'payback_reason',
  co2SavingKg: 'co2_saving_kg',
  energyEfficiency: ['energy_efficiency', energyEfficiencyRestOutput],
});

/** GET …/report/available (spec §3 Report availability), with the reasons per report type. */
const availabilityRestOutput = restOutput<ReportAvailabilityType>()({
  comparativeAvailable: 'comparative_available',
  singleAvailable: 'single_available',
  lcaAvailable: 'lca_available',
  refurbishmentAvailable: 'refurbishment_available',
  errors: [
    'errors',
    {
      comparativeErrorReason: 'comparative_error_reason',
      singleErrorReason: 'single_error_reason',
      lcaErrorReason: 'lca_error_reason',
      refurbishmentErrorReason: 'refurbishment_error_reason',
    },
  ],
  reasons: ['reasons', { reportType: 'report_type', code: 'code', message: 'message', groupId: 'group_id', groupName: 'group_name' }],
});

/** GET …/report (spec §3 Report). */
const reportDataRestOutput = restOutput<ProjectReportData>()({
  report: ['report', reportRestOutput],
  reportType: 'report_type',
  ratingYear: 'rating_year',
  project: ['project', { id: 'id', name: 'name', description: 'description', clientName: 'client_name' }],
  partner: ['partner', { id: 'id', name: 'name', logoUrl: 'logo_url' }],
  kwhPrice: 'kwh_price',
  currency: 'currency',
  uniqueCategoriesSortedKwh: 'unique_categories_sorted_kwh',
  uniqueCategoriesSortedGwp: 'unique_categories_sorted_gwp',
  solutionGroups: ['solution_groups', groupRestOutput],
  reportSettings: ['report_settings', settingRestOutput],
  co2Impact: [
    'co2_impact',
    {
      baselineGroupId: 'baseline_group_id',
      comparativeGroupId: 'comparative_group_id',
      baselineCo2Kg: 'baseline_co2_kg',
      comparativeCo2Kg: 'comparative_co2_kg',
      savingKg: 'saving_kg',
      savingPercent: 'saving_percent',
      savingKgRounded: 'saving_kg_rounded',
      equivalences: [
        'equivalences',
        {
          impact: ['impact', { trees: 'trees', carKm: 'car_km', streaming: 'streaming', plasticCups: 'plastic_cups', smartphones: 'smartphones' }],
          extended: [
            'extended',
            {
              trees: 'trees',
              plasticCups: 'plastic_cups',
              solarCells: 'solar_cells',
              lightBulbs: 'light_bulbs',
              houses: 'houses',
              cars: 'cars',
              streaming: 'streaming',
              persons: 'persons',
            },
          ],
        },
      ],
      units: ['units', { baseline: 'baseline', comparative: 'comparative', saving: 'saving' }],
    },
  ],
  comparative: [
    'comparative',
    {
      baselineGroupId: 'baseline_group_id',
      comparativeGroupId: 'comparative_group_id',
      energySavingKwh: 'energy_saving_kwh',
      moneySaving: 'money_saving',
      paybackYears: 'payback_years',
      paybackReason: 'payback_reason',
      co2SavingKg: 'co2_saving_kg',
      energyEfficiency: ['energy_efficiency', energyEfficiencyRestOutput],
      groups: ['groups', comparisonRestOutput],
    },
  ],
  availability: ['availability', availabilityRestOutput],
  reportOptions: ['report_options', effectiveRestOutput],
});

const generatedRestOutput = restOutput<ReportGenerated>()({
  id: 'id',
  // REST names the project and the user by their ids.
  project: restValue('project_id', (p: ReportGenerated['project']) => p.id),
  user: restValue('user_id', (u: ReportGenerated['user']) => u?.id ?? null),
  reportType: 'report_type',
  createdAt: 'created_at',
});

export const presentReport = (r: ProjectReport) => toRest(reportRestOutput, r);
export const presentSettings = (r: ProjectReport) => toRest(settingRestOutput, settingsView(r));
export const presentAvailability = (a: ReportAvailability) => toRest(availabilityRestOutput, availabilityView(a));
export const presentReportData = (m: ReportModel) => toRest(reportDataRestOutput, reportDataView(m));
export const presentGenerated = (g: ReportGenerated) => toRest(generatedRestOutput, g);
