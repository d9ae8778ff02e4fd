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
  @Field(() => String, { description: 'The setting (one of the twenty keys of spec §3 Report setting, e.g. INCLUDE_LCA, PRECISION).' }) key!: string;
  @Field(() => Int, { description: '1 or 0 for a flag; 0, 1 or 2 for PRECISION and CO2_PRECISION (decimals shown).' }) value!: number;
}

@ObjectType({ description: 'The product of a report item, as the item pages print it.' })
export class ReportItemProduct {
  @Field(() => ID, { description: "The product's id." }) id!: number;
  @Field(() => String, { description: "The manufacturer's name.", nullable: true }) manufacturer!: string | null;
  @Field(() => String, { description: 'The model name.' }) modelName!: string;
  @Field(() => String, { description: "The manufacturer's part number.", nullable: true }) manufacturerPartNumber!: string | null;
  @Field(() => ID, { description: "The product's category." }) categoryId!: string;
  @Field(() => String, { description: "The category's name." }) categoryName!: string;
}

@ObjectType({ description: "One item's LCA (M5): stage values of the item (per unit × amount) before stage inclusion; use and end of life null when missing." })
export class ReportItemLca {
  @Field(() => String, { description: 'all, all_but_use or to_gate (M5 stage inclusion).' }) inclusion!: string;
  @Field(() => Float, { description: 'Global warming potential over the included stages, kg CO2e.' }) gwpKgCo2e!: number;
  @Field(() => Float, { description: 'Manufacturing stage, kg CO2e.' }) manufacturingKgCo2e!: number;
  @Field(() => Float, { description: 'Transportation stage, kg CO2e.' }) transportationKgCo2e!: number;
  @Field(() => Float, { description: 'Use stage over the report period, kg CO2e; null when missing.', nullable: true }) useKgCo2e!: number | null;
  @Field(() => Float, { description: 'End-of-life stage, kg CO2e; null when missing.', nullable: true }) eolKgCo2e!: number | null;
  @Field(() => Float, { description: "The refurbishment's impact, p/100 × (M + T), kg CO2e." }) refurbishmentImpactKgCo2e!: number;
  @Field(() => Float, { description: 'Manufacturing avoided by refurbishment, kg CO2e.' }) refurbishedManufacturingOffsetKgCo2e!: number;
  @Field(() => Float, { description: 'Transportation avoided by refurbishment, kg CO2e.' }) refurbishedTransportationOffsetKgCo2e!: number;
  @Field(() => Float, { description: 'Manufacturing plus transportation avoided, kg CO2e.' }) refurbishmentOffsetKgCo2e!: number;
  @Field(() => Float, { description: 'The net saving of refurbishment (offset − impact), kg CO2e.' }) refurbishedOffsetTotalKgCo2e!: number;
}

@ObjectType({ description: 'An item of the detailed item pages, with its figures (M1–M5).' })
export class ReportItem {
  @Field(() => ID, { description: "The item's id." }) id!: number;
  @Field(() => ID, { description: 'The solution the item belongs to.' }) solutionId!: number;
  @Field(() => Int, { description: "The item's position in its solution (from 0)." }) order!: number;
  @Field(() => ReportItemProduct, { description: "The item's product." }) product!: ReportItemProduct;
  @Field(() => Int, { description: 'The number of units.' }) amount!: number;
  @Field(() => ID, { description: 'The operating-hours profile the item follows, if any.', nullable: true }) hoursId!: string | null;
  @Field(() => Float, { description: 'The operating hours per year set for the item, if any.', nullable: true }) operationalHours!: number | null;
  @Field(() => Float, { description: "Hours a year the item runs: the profile's, else its modes' own, at most 8760 (M1)." }) hours!: number;
  @Field(() => Float, { description: "The price of one unit in the project's currency, if given.", nullable: true }) unitPrice!: number | null;
  @Field(() => Float, { description: 'The refurbishment impact in percent of M + T (M5), if refurbished.', nullable: true }) refurbishmentImpactPercentage!: number | null;
  @Field(() => Boolean, { description: 'Whether the item counts as refurbished (M5).' }) refurbished!: boolean;
  @Field(() => Float, { description: "The item's IT energy, kWh per year (M1)." }) annualKwh!: number;
  @Field(() => Float, { description: "The item's average power draw, W (annualKwh × 1000 / 8760)." }) averageWatts!: number;
  @Field(() => Float, { description: 'annualKwh plus the share of UPS and cooling.' }) totalKwh!: number;
  @Field(() => Float, { description: "The item's emissions, kg CO2e per year (M3)." }) co2EmissionKg!: number;
  @Field(() => Float, { description: "The item's emissions, tonnes CO2e per year." }) co2EmissionTon!: number;
  @Field(() => Float, { description: "The item's energy cost per year, in the project's currency." }) operationalCost!: number;
  @Field(() => Float, { description: "amount × unit price, in the project's currency." }) investment!: number;
  @Field(() => String, { nullable: true, description: 'product, average_plus or category_default (M5); null without LCA data.' }) lcaMethod!: string | null;
  @Field(() => ReportItemLca, { description: "The item's LCA stages, kg CO2e (M5)." }) lcaData!: ReportItemLca;
}

@ObjectType({ description: "A solution's type as a report prints it, with its calculation mode." })
export class ReportSolutionType {
  @Field(() => ID, { description: "The solution type's id." }) id!: string;
  @Field(() => String, { description: "The solution type's name." }) name!: string;
  @Field(() => Int, { description: '1 data centre, 2 end user or office, 3 LCA products.' }) calculationMode!: number;
}

@ObjectType({ description: 'A solution as a report shows it: its settings and its figures (M1–M5).', implements: SummaryFigures })
export class ReportSolution extends SummaryFigures {
  @Field(() => ID, { description: "The solution's id." }) id!: number;
  @Field(() => ID, { description: "The solution's id (as in SolutionSummary)." }) solutionId!: number;
  @Field(() => String, { description: "The solution's name." }) name!: string;
  @Field(() => String, { description: 'Free text about the solution.', nullable: true }) description!: string | null;
  @Field(() => Int, { description: "The solution's position in its group (from 0)." }) order!: number;
  @Field(() => ReportSolutionType, { description: "The solution's type." }) solutionType!: ReportSolutionType;
  @Field(() => Int, { description: '1 data centre, 2 end user or office, 3 LCA products.' }) calculationMode!: number;
  @Field(() => Float, { description: 'The renewable share of its electricity, in percent (0–100).' }) renewableEnergy!: number;
  @Field(() => Float, { description: 'The grid emission factor used, g CO2e/kWh.' }) co2FactorGram!: number;
  @Field(() => Float, { description: "The kWh price used, in the project's currency (M3)." }) kwhPrice!: number;
  @Field(() => Float, { description: 'The default refurbishment impact of its items, in percent (M5).', nullable: true }) refurbishmentImpactPercentage!: number | null;
  @Field(() => UpsSetting, { description: 'The UPS and its efficiency.' }) ups!: UpsSetting;
  @Field(() => CoolingSetting, { description: 'The cooling and its coefficient of performance.' }) cooling!: CoolingSetting;
  @Field(() => Boolean, { description: 'Whether a category infrastructure share is invalid (M9).' }) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String], { description: 'Warning codes (M9).' }) warnings!: string[];
  /** Paged by a field resolver (report.resolver.ts). */
  items!: ReportItem[];
}

@ObjectType({ description: 'A solution group as a report shows it: its settings, headings and figures (sums over its solutions, M3).', implements: SummaryFigures })
export class ReportSolutionGroup extends SummaryFigures {
  @Field(() => ID, { description: "The group's id." }) id!: number;
  @Field(() => String, { description: "The group's name." }) name!: string;
  @Field(() => String, { description: 'baseline, comparative, inactive or requested.' }) state!: string;
  @Field(() => Boolean, { description: 'Whether the group was supplied by a seller (state requested).' }) requested!: boolean;
  @Field(() => Boolean, { description: "The group's active toggle." }) active!: boolean;
  @Field(() => Boolean, { description: 'Whether it is the primary comparative group.' }) primary!: boolean;
  @Field(() => Int, { description: "The group's position in the project (from 0)." }) order!: number;
  @Field(() => Boolean, { description: 'Whether the group counts in project totals (active, not inactive).' }) counted!: boolean;
  @Field(() => String, { description: 'The heading of its baseline section, if set.', nullable: true }) baselineHeading!: string | null;
  @Field(() => String, { description: 'The heading of its LCA section, if set.', nullable: true }) lcaHeading!: string | null;
  @Field(() => String, { description: 'The heading of its refurbishment section, if set.', nullable: true }) refurbishmentHeading!: string | null;
  @Field(() => Boolean, { description: 'Whether a share is invalid or the group has no energy (M9).' }) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String], { description: 'Warning codes (M9): category_infrastructure_share, invalid_group_data.' }) warnings!: string[];
  @Field(() => Int, { description: 'Items whose product has LCA data (M5).' }) lcaItemCount!: number;
  @Field(() => Int, { description: 'Items with a refurbishment impact (M5).' }) refurbishedItemCount!: number;
  /** Paged by a field resolver (report.resolver.ts). */
  solutions!: ReportSolution[];
}

@ObjectType({ description: 'An emission in its display unit (M7).' })
export class EmissionUnitValue {
  @Field(() => String, { description: 'kg, ton, kiloton or megaton.' }) unit!: string;
  @Field(() => Float, { description: 'What the kg CO2e are divided by: 1, 10^3, 10^6 or 10^9.' }) divider!: number;
  @Field(() => Float, { description: 'The emission in that unit.' }) value!: number;
}

@ObjectType({ description: "The display units (M7) of the baseline's, the comparative group's and the saving's yearly emissions." })
export class ReportEmissionUnits {
  @Field(() => EmissionUnitValue, { description: "The baseline's emission in its unit, if there is a baseline.", nullable: true }) baseline!: EmissionUnitValue | null;
  @Field(() => EmissionUnitValue, { description: "The comparative group's emission in its unit, if there is one.", nullable: true }) comparative!: EmissionUnitValue | null;
  @Field(() => EmissionUnitValue, { description: 'The saving in its unit, if both exist.', nullable: true }) saving!: EmissionUnitValue | null;
}

@ObjectType({ description: 'First equivalence set of spec §9: units of the saving (kg CO2e per unit).' })
export class ImpactEquivalences {
  @Field(() => Float, { description: 'Trees.' }) trees!: number;
  @Field(() => Float, { description: 'Kilometres by car.' }) carKm!: number;
  @Field(() => Float, { description: 'Streaming equivalents (spec §9 factor).' }) streaming!: number;
  @Field(() => Float, { description: 'Plastic cups.' }) plasticCups!: number;
  @Field(() => Float, { description: 'Smartphones.' }) smartphones!: number;
}

@ObjectType({ description: 'Second equivalence set of spec §9.' })
export class ExtendedEquivalences {
  @Field(() => Float, { description: 'Trees.' }) trees!: number;
  @Field(() => Float, { description: 'Plastic cups.' }) plasticCups!: number;
  @Field(() => Float, { description: 'Solar cells.' }) solarCells!: number;
  @Field(() => Float, { description: 'Light bulbs.' }) lightBulbs!: number;
  @Field(() => Float, { description: 'Houses.' }) houses!: number;
  @Field(() => Float, { description: 'Cars.' }) cars!: number;
  @Field(() => Float, { description: 'Streaming equivalents (spec §9 factor).' }) streaming!: number;
  @Field(() => Float, { description: 'Persons.' }) persons!: number;
}

@ObjectType({ description: 'The CO2e saving expressed in everyday equivalents: both factor sets of spec §9 (M7).' })
export class ReportEquivalences {
  @Field(() => ImpactEquivalences, { description: 'The first set (trees, car km, streaming, plastic cups, smartphones).' }) impact!: ImpactEquivalences;
  @Field(() => ExtendedEquivalences, { description: 'The second set.' }) extended!: ExtendedEquivalences;
}

@ObjectType({ description: 'Yearly operational CO2 of the baseline and the comparative group, and the saving (spec §3, M7).' })
export class ReportCo2Impact {
  @Field(() => ID, { description: 'The baseline group, if any.', nullable: true }) baselineGroupId!: number | null;
  @Field(() => ID, { nullable: true, description: 'The primary comparative group, else the first.' }) comparativeGroupId!: number | null;
  @Field(() => Float, { description: "The baseline's emissions, kg CO2e per year.", nullable: true }) baselineCo2Kg!: number | null;
  @Field(() => Float, { description: "The comparative group's emissions, kg CO2e per year.", nullable: true }) comparativeCo2Kg!: number | null;
  @Field(() => Float, { description: 'baseline − comparative, kg CO2e per year.', nullable: true }) savingKg!: number | null;
  @Field(() => Float, { description: 'The saving in percent of the baseline.', nullable: true }) savingPercent!: number | null;
  @Field(() => Float, { nullable: true, description: 'The saving rounded for display (M7).' }) savingKgRounded!: number | null;
  @Field(() => ReportEquivalences, { description: 'The saving in everyday equivalents (spec §9).', nullable: true }) equivalences!: ReportEquivalences | null;
  @Field(() => ReportEmissionUnits, { description: 'The display units of the emissions (M7).' }) units!: ReportEmissionUnits;
}

@ObjectType({ description: "A category's energy-efficiency improvement against the baseline in percent (M4)." })
export class ReportEnergyEfficiency {
  @Field(() => ID, { description: "The category's id." }) categoryId!: string;
  @Field(() => String, { description: "The category's name." }) categoryName!: string;
  @Field(() => Float, { description: '(wpu baseline − wpu comparative) / wpu baseline × 100 (M4); only improvements are listed.' }) percent!: number;
}

@ObjectType({ description: 'A comparative group against the baseline (M3 ROI, M4, M6).' })
export class ReportGroupComparison {
  @Field(() => ID, { description: "The comparative group's id." }) groupId!: number;
  @Field(() => String, { description: "The comparative group's name." }) name!: string;
  @Field(() => Float, { description: "The baseline's total kWh − the group's, kWh per year." }) energySavingKwh!: number;
  @Field(() => Float, { description: "The energy cost saved per year, in the project's currency." }) moneySaving!: number;
  @Field(() => Float, { description: 'Years until the extra investment is paid back by the saving (M3 ROI); null when not computable.', nullable: true }) paybackYears!: number | null;
  @Field(() => String, { nullable: true, description: 'Why paybackYears is null: no_saving, or prices_missing (no unit price entered on either side; M3).' })
  paybackReason!: string | null;
  @Field(() => Float, { description: 'The emissions saved, kg CO2e per year.' }) co2SavingKg!: number;
  @Field(() => [ReportEnergyEfficiency], { description: 'Per category, the energy-efficiency improvement (M4).' }) energyEfficiency!: ReportEnergyEfficiency[];
}

@ObjectType({ description: 'The primary comparative group (else the first) against the baseline, and every active comparative group.' })
export class ReportComparative {
  @Field(() => ID, { description: 'The baseline group.' }) baselineGroupId!: number;
  @Field(() => ID, { description: 'The compared group: the primary comparative group, else the first.' }) comparativeGroupId!: number;
  @Field(() => Float, { description: "The baseline's total kWh − the compared group's, kWh per year." }) energySavingKwh!: number;
  @Field(() => Float, { description: "The energy cost saved per year, in the project's currency." }) moneySaving!: number;
  @Field(() => Float, { description: 'Years until the extra investment is paid back by the saving (M3 ROI); null when not computable.', nullable: true }) paybackYears!: number | null;
  @Field(() => String, { nullable: true, description: 'Why paybackYears is null: no_saving, or prices_missing (no unit price entered on either side; M3).' })
  paybackReason!: string | null;
  @Field(() => Float, { description: 'The emissions saved, kg CO2e per year.' }) co2SavingKg!: number;
  @Field(() => [ReportEnergyEfficiency], { description: 'Per category, the energy-efficiency improvement (M4).' }) energyEfficiency!: ReportEnergyEfficiency[];
  @Field(() => [ReportGroupComparison], { description: 'Every active comparative group against the baseline.' }) groups!: ReportGroupComparison[];
}

@ObjectType({ description: 'Why a report cannot be printed: a code, the message and the group concerned.' })
export class ReportAvailabilityReason {
  @Field(() => String, { description: 'The report concerned: baseline_report, comparative_report, lca_report or refurbishment_report.' }) reportType!: string;
  @Field(() => String, { description: 'no_baseline, baseline_empty, no_active_comparative, group_empty, group_invalid_share, group_no_energy, group_warnings, no_lca_data or no_refurbished_items.' }) code!: string;
  @Field(() => String, { description: "The reason as a sentence, in the caller's language." }) message!: string;
  @Field(() => ID, { description: 'The group concerned, if any.', nullable: true }) groupId!: number | null;
  @Field(() => String, { description: 'The name of the group concerned, if any.', nullable: true }) groupName!: string | null;
}

@ObjectType({ description: 'The reasons each report cannot be printed, as messages (spec §3 Report availability errors).' })
export class ReportAvailabilityErrors {
  @Field(() => [String], { description: 'Why the comparative report cannot be printed (empty when it can).' }) comparativeErrorReason!: string[];
  @Field(() => [String], { description: 'Why the single (baseline) report cannot be printed.' }) singleErrorReason!: string[];
  @Field(() => [String], { description: 'Why the LCA report cannot be printed.' }) lcaErrorReason!: string[];
  @Field(() => [String], { description: 'Why the refurbishment report cannot be printed.' }) refurbishmentErrorReason!: string[];
}

@ObjectType('ReportAvailability', { description: 'Which reports can be printed, and why not (spec §3 Report availability).' })
export class ReportAvailabilityType {
  @Field(() => Boolean, { description: 'Whether the comparative report can be printed.' }) comparativeAvailable!: boolean;
  @Field(() => Boolean, { description: 'Whether the single (baseline) report can be printed.' }) singleAvailable!: boolean;
  @Field(() => Boolean, { description: 'Whether the LCA report can be printed.' }) lcaAvailable!: boolean;
  @Field(() => Boolean, { description: 'Whether the refurbishment report can be printed.' }) refurbishmentAvailable!: boolean;
  @Field(() => ReportAvailabilityErrors, { description: 'The reasons, as messages per report.' }) errors!: ReportAvailabilityErrors;
  @Field(() => [ReportAvailabilityReason], { description: 'The reasons, with codes.' }) reasons!: ReportAvailabilityReason[];
}

@ObjectType({ description: 'The project a report is about, as its front page prints it.' })
export class ReportProject {
  @Field(() => ID, { description: "The project's id." }) id!: number;
  @Field(() => String, { description: "The project's name." }) name!: string;
  @Field(() => String, { description: "The project's description.", nullable: true }) description!: string | null;
  @Field(() => String, { description: "The client's name.", nullable: true }) clientName!: string | null;
}

@ObjectType({ description: 'The partner a report is made by, as its front page prints it.' })
export class ReportPartner {
  @Field(() => ID, { description: "The partner's id." }) id!: number;
  @Field(() => String, { description: "The partner's name." }) name!: string;
  @Field(() => String, { description: "The URL of the partner's logo, if uploaded.", nullable: true }) logoUrl!: string | null;
}

@ObjectType({ description: 'Everything a report screen and its print view show (spec §3 Report), computed once.' })
export class ProjectReportData {
  @Field(() => ProjectReport, { description: "The project's report: rating year, comparative heading and settings." }) report!: ProjectReport;
  @Field(() => String, { nullable: true, description: 'The report type asked for; lca_report turns on stage inclusion (M5).' }) reportType!: string | null;
  @Field(() => Int, { nullable: true, description: 'The rating year whose thresholds applied.' }) ratingYear!: number | null;
  @Field(() => ReportProject, { description: 'The project.' }) project!: ReportProject;
  @Field(() => ReportPartner, { description: 'The partner making the report.' }) partner!: ReportPartner;
  @Field(() => Float, { description: "The project's kWh price, in its currency." }) kwhPrice!: number;
  @Field(() => String, { description: "The project's currency, ISO 4217 code." }) currency!: string;
  @Field(() => [String], { description: 'Category names over the active groups, by kWh, largest first.' }) uniqueCategoriesSortedKwh!: string[];
  @Field(() => [String], { description: 'Category names over the active groups, by GWP, largest first.' }) uniqueCategoriesSortedGwp!: string[];
  /** Paged by a field resolver (report.resolver.ts). */
  solutionGroups!: ReportSolutionGroup[];
  @Field(() => [ReportSetting], { description: 'The report settings in force.' }) reportSettings!: ReportSetting[];
  @Field(() => ReportCo2Impact, { description: 'Yearly operational CO2 of the baseline and the comparative group, and the saving.' }) co2Impact!: ReportCo2Impact;
  @Field(() => ReportComparative, { description: 'The comparison with the baseline; null without a baseline or an active comparative group.', nullable: true }) comparative!: ReportComparative | null;
  @Field(() => ReportAvailabilityType, { description: 'Which reports can be printed.' }) availability!: ReportAvailabilityType;
  @Field(() => EffectiveReportOptions, { description: "The caller's effective report options (theme, colours, front-page images)." }) reportOptions!: EffectiveReportOptions;
}
