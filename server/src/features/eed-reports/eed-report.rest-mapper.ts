/**
 * How REST spells the EED report (issue #31): the save body (snake_case, the names) and the
 * reply (the GraphQL view, snake_case, the KPIs after the inputs).
 */
import type { EedReportFields } from '../../../../shared/validation/eed-reports';
import { type RestFieldTable, restOutput, toRest } from '../../platform/http/rest-fields';
import type { EedReportView } from './eed-report.types';

/** The inputs' REST names: the save body's and the reply's (written once). */
const INPUT_NAMES = {
  year: 'year',
  installedItPowerKw: 'installed_it_power_kw',
  totalEnergyKwh: 'total_energy_kwh',
  itEnergyKwh: 'it_energy_kwh',
  waterInputM3: 'water_input_m3',
  potableWaterM3: 'potable_water_m3',
  reusedEnergyKwh: 'reused_energy_kwh',
  renewableEnergyKwh: 'renewable_energy_kwh',
  renewableOnSiteKwh: 'renewable_on_site_kwh',
  renewablePpaKwh: 'renewable_ppa_kwh',
  renewableGuaranteesOfOriginKwh: 'renewable_guarantees_of_origin_kwh',
  backupGeneratorEnergyKwh: 'backup_generator_energy_kwh',
  totalFloorAreaM2: 'total_floor_area_m2',
  computerRoomFloorAreaM2: 'computer_room_floor_area_m2',
  coolingSetPointMinC: 'cooling_set_point_min_c',
  coolingSetPointMaxC: 'cooling_set_point_max_c',
  storageCapacityPb: 'storage_capacity_pb',
  serverCapacity: 'server_capacity',
  incomingTrafficEb: 'incoming_traffic_eb',
  outgoingTrafficEb: 'outgoing_traffic_eb',
} as const satisfies Record<keyof EedReportFields, string>;

export const eedReportFields: RestFieldTable<EedReportFields> = INPUT_NAMES;

export const eedReportRestOutput = restOutput<EedReportView>()({
  solutionId: 'solution_id',
  solutionName: 'solution_name',
  projectName: 'project_name',
  // The inputs under the names they are saved with, then what the reply adds.
  ...INPUT_NAMES,
  totalEnergySource: 'total_energy_source',
  itEnergySource: 'it_energy_source',
  modelTotalEnergyKwh: 'model_total_energy_kwh',
  modelItEnergyKwh: 'model_it_energy_kwh',
  co2FactorGram: 'co2_factor_gram',
  cueFactorMethod: 'cue_factor_method',
  pue: 'pue',
  dcie: 'dcie',
  wue: 'wue',
  erf: 'erf',
  ref: 'ref',
  ere: 'ere',
  cue: 'cue',
  obliged: 'obliged',
  scope2RenewableKwh: 'scope2_renewable_kwh',
  scope2GuaranteeOfOriginKwh: 'scope2_guarantee_of_origin_kwh',
  scope2PpaKwh: 'scope2_ppa_kwh',
  scope2Ref: 'scope2_ref',
  renewableDifferenceKwh: 'renewable_difference_kwh',
  renewableAgree: 'renewable_agree',
  saved: 'saved',
  updatedAt: 'updated_at',
  editable: 'editable',
});

export const presentEedReport = (v: EedReportView) => toRest(eedReportRestOutput, v);
