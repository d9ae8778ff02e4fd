/**
 * GraphQL types of the report, filled by report.views.ts from the report model (REST writes the same
 * views through the output tables of report.rest-mapper.ts). Groups and solutions carry the summary
 * figures (SummaryFigures) of the solutions area.
 */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { EffectiveReportOptionsType as EffectiveReportOptions } from '../report-options';
import { CoolingSetting, UpsSetting } from '../solutions';
import { SummaryFigures } from '../solutions';
import { ProjectReport } from './report.entity';

@ObjectType({ description: 'A report setting (spec §3): flags 1 or 0; PRECISION and CO2_PRECISION 0, 1 or 2.' })
export class ReportSetting {
  @Field(() => String) key!: string;
  @Field(() => Int) value!: number;
}

@ObjectType()
export class ReportItemProduct {
  @Field(() => ID) id!: number;
  @Field(() => String, { nullable: true }) manufacturer!: string | null;
  @Field(() => String) modelName!: string;
  @Field(() => String, { nullable: true }) manufacturerPartNumber!: string | null;
  @Field(() => ID) categoryId!: string;
  @Field(() => String) categoryName!: string;
}

@ObjectType({ description: "One item's LCA (M5): stage values of the item (per unit × amount) before stage inclusion; use and end of life null when missing." })
export class ReportItemLca {
  @Field(() => String, { description: 'all, all_but_use or to_gate (M5 stage inclusion).' }) inclusion!: string;
  @Field(() => Float) gwpKgCo2e!: number;
  @Field(() => Float) manufacturingKgCo2e!: number;
  @Field(() => Float) transportationKgCo2e!: number;
  @Field(() => Float, { nullable: true }) useKgCo2e!: number | null;
  @Field(() => Float, { nullable: true }) eolKgCo2e!: number | null;
  @Field(() => Float) refurbishmentImpactKgCo2e!: number;
  @Field(() => Float) refurbishedManufacturingOffsetKgCo2e!: number;
  @Field(() => Float) refurbishedTransportationOffsetKgCo2e!: number;
  @Field(() => Float) refurbishmentOffsetKgCo2e!: number;
  @Field(() => Float) refurbishedOffsetTotalKgCo2e!: number;
}

@ObjectType({ description: 'An item of the detailed item pages, with its figures (M1–M5).' })
export class ReportItem {
  @Field(() => ID) id!: number;
  @Field(() => ID) solutionId!: number;
  @Field(() => Int) order!: number;
  @Field(() => ReportItemProduct) product!: ReportItemProduct;
  @Field(() => Int) amount!: number;
  @Field(() => ID, { nullable: true }) hoursId!: string | null;
  @Field(() => Float, { nullable: true }) operationalHours!: number | null;
  @Field(() => Float, { description: "Hours a year the item runs: the profile's, else its modes' own, at most 8760 (M1)." }) hours!: number;
  @Field(() => Float, { nullable: true }) unitPrice!: number | null;
  @Field(() => Float, { nullable: true }) refurbishmentImpactPercentage!: number | null;
  @Field(() => Boolean) refurbished!: boolean;
  @Field(() => Float) annualKwh!: number;
  @Field(() => Float) averageWatts!: number;
  @Field(() => Float, { description: 'annualKwh plus the share of UPS and cooling.' }) totalKwh!: number;
  @Field(() => Float) co2EmissionKg!: number;
  @Field(() => Float) co2EmissionTon!: number;
  @Field(() => Float) operationalCost!: number;
  @Field(() => Float) investment!: number;
  @Field(() => String, { nullable: true, description: 'product, average_plus or category_default (M5); null without LCA data.' }) lcaMethod!: string | null;
  @Field(() => ReportItemLca) lcaData!: ReportItemLca;
}

@ObjectType()
export class ReportSolutionType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '1 data centre, 2 end user or office, 3 LCA products.' }) calculationMode!: number;
}

@ObjectType({ implements: SummaryFigures })
export class ReportSolution extends SummaryFigures {
  @Field(() => ID) id!: number;
  @Field(() => ID) solutionId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Int) order!: number;
  @Field(() => ReportSolutionType) solutionType!: ReportSolutionType;
  @Field(() => Int) calculationMode!: number;
  @Field(() => Float) renewableEnergy!: number;
  @Field(() => Float) co2FactorGram!: number;
  @Field(() => Float) kwhPrice!: number;
  @Field(() => Float, { nullable: true }) refurbishmentImpactPercentage!: number | null;
  @Field(() => UpsSetting) ups!: UpsSetting;
  @Field(() => CoolingSetting) cooling!: CoolingSetting;
  @Field(() => Boolean) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String]) warnings!: string[];
  /** Paged by a field resolver (report.resolver.ts). */
  items!: ReportItem[];
}

@ObjectType({ implements: SummaryFigures })
export class ReportSolutionGroup extends SummaryFigures {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) state!: string;
  @Field(() => Boolean) requested!: boolean;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean) primary!: boolean;
  @Field(() => Int) order!: number;
  @Field(() => Boolean, { description: 'Whether the group counts in project totals (active, not inactive).' }) counted!: boolean;
  @Field(() => String, { nullable: true }) baselineHeading!: string | null;
  @Field(() => String, { nullable: true }) lcaHeading!: string | null;
  @Field(() => String, { nullable: true }) refurbishmentHeading!: string | null;
  @Field(() => Boolean) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String]) warnings!: string[];
  @Field(() => Int, { description: 'Items whose product has LCA data (M5).' }) lcaItemCount!: number;
  @Field(() => Int) refurbishedItemCount!: number;
  /** Paged by a field resolver (report.resolver.ts). */
  solutions!: ReportSolution[];
}

@ObjectType({ description: 'An emission in its display unit (M7).' })
export class EmissionUnitValue {
  @Field(() => String, { description: 'kg, ton, kiloton or megaton.' }) unit!: string;
  @Field(() => Float) divider!: number;
  @Field(() => Float) value!: number;
}

@ObjectType()
export class ReportEmissionUnits {
  @Field(() => EmissionUnitValue, { nullable: true }) baseline!: EmissionUnitValue | null;
  @Field(() => EmissionUnitValue, { nullable: true }) comparative!: EmissionUnitValue | null;
  @Field(() => EmissionUnitValue, { nullable: true }) saving!: EmissionUnitValue | null;
}

@ObjectType({ description: 'First equivalence set of spec §9: units of the saving (kg CO2e per unit).' })
export class ImpactEquivalences {
  @Field(() => Float) trees!: number;
  @Field(() => Float) carKm!: number;
  @Field(() => Float) streaming!: number;
  @Field(() => Float) plasticCups!: number;
  @Field(() => Float) smartphones!: number;
}

@ObjectType({ description: 'Second equivalence set of spec §9.' })
export class ExtendedEquivalences {
  @Field(() => Float) trees!: number;
  @Field(() => Float) plasticCups!: number;
  @Field(() => Float) solarCells!: number;
  @Field(() => Float) lightBulbs!: number;
  @Field(() => Float) houses!: number;
  @Field(() => Float) cars!: number;
  @Field(() => Float) streaming!: number;
  @Field(() => Float) persons!: number;
}

@ObjectType()
export class ReportEquivalences {
  @Field(() => ImpactEquivalences) impact!: ImpactEquivalences;
  @Field(() => ExtendedEquivalences) extended!: ExtendedEquivalences;
}

@ObjectType({ description: 'Yearly operational CO2 of the baseline and the comparative group, and the saving (spec §3, M7).' })
export class ReportCo2Impact {
  @Field(() => ID, { nullable: true }) baselineGroupId!: number | null;
  @Field(() => ID, { nullable: true, description: 'The primary comparative group, else the first.' }) comparativeGroupId!: number | null;
  @Field(() => Float, { nullable: true }) baselineCo2Kg!: number | null;
  @Field(() => Float, { nullable: true }) comparativeCo2Kg!: number | null;
  @Field(() => Float, { nullable: true }) savingKg!: number | null;
  @Field(() => Float, { nullable: true }) savingPercent!: number | null;
  @Field(() => Float, { nullable: true, description: 'The saving rounded for display (M7).' }) savingKgRounded!: number | null;
  @Field(() => ReportEquivalences, { nullable: true }) equivalences!: ReportEquivalences | null;
  @Field(() => ReportEmissionUnits) units!: ReportEmissionUnits;
}

@ObjectType({ description: "A category's energy-efficiency improvement against the baseline in percent (M4)." })
export class ReportEnergyEfficiency {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) categoryName!: string;
  @Field(() => Float) percent!: number;
}

@ObjectType({ description: 'A comparative group against the baseline (M3 ROI, M4, M6).' })
export class ReportGroupComparison {
  @Field(() => ID) groupId!: number;
  @Field(() => String) name!: string;
  @Field(() => Float) energySavingKwh!: number;
  @Field(() => Float) moneySaving!: number;
  @Field(() => Float, { nullable: true }) paybackYears!: number | null;
  @Field(() => String, { nullable: true, description: 'Why paybackYears is null: no_saving, or prices_missing (no unit price entered on either side; M3).' })
  paybackReason!: string | null;
  @Field(() => Float) co2SavingKg!: number;
  @Field(() => [ReportEnergyEfficiency]) energyEfficiency!: ReportEnergyEfficiency[];
}

@ObjectType({ description: 'The primary comparative group (else the first) against the baseline, and every active comparative group.' })
export class ReportComparative {
  @Field(() => ID) baselineGroupId!: number;
  @Field(() => ID) comparativeGroupId!: number;
  @Field(() => Float) energySavingKwh!: number;
  @Field(() => Float) moneySaving!: number;
  @Field(() => Float, { nullable: true }) paybackYears!: number | null;
  @Field(() => String, { nullable: true, description: 'Why paybackYears is null: no_saving, or prices_missing (no unit price entered on either side; M3).' })
  paybackReason!: string | null;
  @Field(() => Float) co2SavingKg!: number;
  @Field(() => [ReportEnergyEfficiency]) energyEfficiency!: ReportEnergyEfficiency[];
  @Field(() => [ReportGroupComparison]) groups!: ReportGroupComparison[];
}

@ObjectType()
export class ReportAvailabilityReason {
  @Field(() => String) reportType!: string;
  @Field(() => String, { description: 'no_baseline, baseline_empty, no_active_comparative, group_empty, group_invalid_share, group_no_energy, group_warnings, no_lca_data or no_refurbished_items.' }) code!: string;
  @Field(() => String) message!: string;
  @Field(() => ID, { nullable: true }) groupId!: number | null;
  @Field(() => String, { nullable: true }) groupName!: string | null;
}

@ObjectType()
export class ReportAvailabilityErrors {
  @Field(() => [String]) comparativeErrorReason!: string[];
  @Field(() => [String]) singleErrorReason!: string[];
  @Field(() => [String]) lcaErrorReason!: string[];
  @Field(() => [String]) refurbishmentErrorReason!: string[];
}

@ObjectType('ReportAvailability', { description: 'Which reports can be printed, and why not (spec §3 Report availability).' })
export class ReportAvailabilityType {
  @Field(() => Boolean) comparativeAvailable!: boolean;
  @Field(() => Boolean) singleAvailable!: boolean;
  @Field(() => Boolean) lcaAvailable!: boolean;
  @Field(() => Boolean) refurbishmentAvailable!: boolean;
  @Field(() => ReportAvailabilityErrors) errors!: ReportAvailabilityErrors;
  @Field(() => [ReportAvailabilityReason]) reasons!: ReportAvailabilityReason[];
}

@ObjectType()
export class ReportProject {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) clientName!: string | null;
}

@ObjectType()
export class ReportPartner {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
}

@ObjectType({ description: 'Everything a report screen and its print view show (spec §3 Report), computed once.' })
export class ProjectReportData {
  @Field(() => ProjectReport) report!: ProjectReport;
  @Field(() => String, { nullable: true, description: 'The report type asked for; lca_report turns on stage inclusion (M5).' }) reportType!: string | null;
  @Field(() => Int, { nullable: true, description: 'The rating year whose thresholds applied.' }) ratingYear!: number | null;
  @Field(() => ReportProject) project!: ReportProject;
  @Field(() => ReportPartner) partner!: ReportPartner;
  @Field(() => Float) kwhPrice!: number;
  @Field(() => String) currency!: string;
  @Field(() => [String], { description: 'Category names over the active groups, by kWh, largest first.' }) uniqueCategoriesSortedKwh!: string[];
  @Field(() => [String], { description: 'Category names over the active groups, by GWP, largest first.' }) uniqueCategoriesSortedGwp!: string[];
  /** Paged by a field resolver (report.resolver.ts). */
  solutionGroups!: ReportSolutionGroup[];
  @Field(() => [ReportSetting]) reportSettings!: ReportSetting[];
  @Field(() => ReportCo2Impact) co2Impact!: ReportCo2Impact;
  @Field(() => ReportComparative, { nullable: true }) comparative!: ReportComparative | null;
  @Field(() => ReportAvailabilityType) availability!: ReportAvailabilityType;
  @Field(() => EffectiveReportOptions, { description: "The caller's effective report options (theme, colours, front-page images)." }) reportOptions!: EffectiveReportOptions;
}
