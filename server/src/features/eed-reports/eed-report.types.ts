/**
 * GraphQL of the EED report (issue #31): the report of one year with its KPIs (the view both APIs
 * present), and the save input in the domain's names (shared/validation/eed-reports.ts).
 */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { EedKpis } from '../../../../shared/calc';
import type { EedReportInput } from '../../../../shared/validation/eed-reports';

export type EnergySource = 'model' | 'measured';

type Stored = Omit<EedReportInput, 'year'>;

@ObjectType('EedReport', { description: 'The yearly EED report of a data-centre solution (Delegated Regulation (EU) 2024/1364 Annex I–III) with its KPIs.' })
export class EedReportView implements Stored, EedKpis {
  @Field(() => ID) solutionId!: number;
  @Field(() => String) solutionName!: string;
  @Field(() => String) projectName!: string;
  @Field(() => Int) year!: number;
  @Field(() => Float, { nullable: true, description: 'PDIT, kW.' }) installedItPowerKw!: number | null;
  @Field(() => Float, { description: 'EDC used for the KPIs, kWh: measured, else the model\'s (totalEnergySource).' }) totalEnergyKwh!: number;
  @Field(() => Float, { description: 'EIT used for the KPIs, kWh: measured, else the model\'s (itEnergySource).' }) itEnergyKwh!: number;
  @Field(() => String, { description: 'model or measured.' }) totalEnergySource!: EnergySource;
  @Field(() => String, { description: 'model or measured.' }) itEnergySource!: EnergySource;
  @Field(() => Float, { description: 'The model\'s total energy of the solution (IT, UPS and cooling), kWh per year.' }) modelTotalEnergyKwh!: number;
  @Field(() => Float, { description: 'The model\'s IT energy of the solution, kWh per year.' }) modelItEnergyKwh!: number;
  @Field(() => Float, { nullable: true, description: 'WIN, m³.' }) waterInputM3!: number | null;
  @Field(() => Float, { nullable: true }) potableWaterM3!: number | null;
  @Field(() => Float, { nullable: true, description: 'EREUSE, kWh.' }) reusedEnergyKwh!: number | null;
  @Field(() => Float, { nullable: true, description: 'EREN, kWh.' }) renewableEnergyKwh!: number | null;
  @Field(() => Float, { nullable: true }) renewableOnSiteKwh!: number | null;
  @Field(() => Float, { nullable: true }) renewablePpaKwh!: number | null;
  @Field(() => Float, { nullable: true }) renewableGuaranteesOfOriginKwh!: number | null;
  @Field(() => Float, { nullable: true }) backupGeneratorEnergyKwh!: number | null;
  @Field(() => Float, { nullable: true }) totalFloorAreaM2!: number | null;
  @Field(() => Float, { nullable: true }) computerRoomFloorAreaM2!: number | null;
  @Field(() => Float, { nullable: true }) coolingSetPointMinC!: number | null;
  @Field(() => Float, { nullable: true }) coolingSetPointMaxC!: number | null;
  @Field(() => Float, { nullable: true }) storageCapacityPb!: number | null;
  @Field(() => String, { nullable: true }) serverCapacity!: string | null;
  @Field(() => Float, { nullable: true, description: 'Exabytes.' }) incomingTrafficEb!: number | null;
  @Field(() => Float, { nullable: true, description: 'Exabytes.' }) outgoingTrafficEb!: number | null;
  @Field(() => Float, { description: 'CEF of the CUE: the solution\'s grid factor, g CO2e/kWh.' }) co2FactorGram!: number;
  @Field(() => String, {
    description: 'Which grid factor the CUE uses: location (the grid average of where the solution runs, co2FactorGram; GHG Protocol location-based), not the residual mix nor reduced by instruments (issue #46).',
  })
  cueFactorMethod!: 'location';
  @Field(() => Float, {
    description: "The renewable kWh scope 2 counts for the solution: its guarantees of origin and PPAs, else its M3 renewable share (a market-based claim); shown beside the EED entry renewableEnergyKwh (issue #46).",
  })
  scope2RenewableKwh!: number;
  @Field(() => Float, { nullable: true, description: 'REF as scope 2 counts it: scope2RenewableKwh / EDC; null without EDC.' }) scope2Ref!: number | null;
  @Field(() => Float, { nullable: true, description: 'The EED entry renewableEnergyKwh minus scope2RenewableKwh, kWh; null without an entry.' }) renewableDifferenceKwh!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the EED renewable entry and scope 2 agree (within 1 % of the larger); false: the screen warns; null without an entry (issue #46).',
  })
  renewableAgree!: boolean | null;
  @Field(() => Float, { nullable: true, description: 'EDC / EIT.' }) pue!: number | null;
  @Field(() => Float, { nullable: true, description: 'EIT / EDC in percent.' }) dcie!: number | null;
  @Field(() => Float, { nullable: true, description: 'L/kWh.' }) wue!: number | null;
  @Field(() => Float, { nullable: true }) erf!: number | null;
  @Field(() => Float, { nullable: true }) ref!: number | null;
  @Field(() => Float, { nullable: true }) ere!: number | null;
  @Field(() => Float, { nullable: true, description: 'kg CO2e per kWh of IT energy.' }) cue!: number | null;
  @Field(() => Boolean, { description: 'Installed IT power ≥ 500 kW.' }) obliged!: boolean;
  @Field(() => Boolean, { description: 'Whether the year was saved (else every input is empty).' }) saved!: boolean;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
  @Field(() => Boolean, { description: 'Whether the caller may save the report (a user the project is shared with reads only).' }) editable!: boolean;
}

@InputType({ description: 'The EED report of one year; a field left out is cleared, an energy left out is the model\'s.' })
export class EedReportInputType {
  @Field(() => ID) projectId!: string;
  @Field(() => ID) solutionId!: string;
  @Field(() => Int) year!: number;
  @Field(() => Float, { nullable: true }) installedItPowerKw?: number | null;
  @Field(() => Float, { nullable: true }) totalEnergyKwh?: number | null;
  @Field(() => Float, { nullable: true }) itEnergyKwh?: number | null;
  @Field(() => Float, { nullable: true }) waterInputM3?: number | null;
  @Field(() => Float, { nullable: true }) potableWaterM3?: number | null;
  @Field(() => Float, { nullable: true }) reusedEnergyKwh?: number | null;
  @Field(() => Float, { nullable: true }) renewableEnergyKwh?: number | null;
  @Field(() => Float, { nullable: true }) renewableOnSiteKwh?: number | null;
  @Field(() => Float, { nullable: true }) renewablePpaKwh?: number | null;
  @Field(() => Float, { nullable: true }) renewableGuaranteesOfOriginKwh?: number | null;
  @Field(() => Float, { nullable: true }) backupGeneratorEnergyKwh?: number | null;
  @Field(() => Float, { nullable: true }) totalFloorAreaM2?: number | null;
  @Field(() => Float, { nullable: true }) computerRoomFloorAreaM2?: number | null;
  @Field(() => Float, { nullable: true }) coolingSetPointMinC?: number | null;
  @Field(() => Float, { nullable: true }) coolingSetPointMaxC?: number | null;
  @Field(() => Float, { nullable: true }) storageCapacityPb?: number | null;
  @Field(() => String, { nullable: true }) serverCapacity?: string | null;
  @Field(() => Float, { nullable: true }) incomingTrafficEb?: number | null;
  @Field(() => Float, { nullable: true }) outgoingTrafficEb?: number | null;
}
