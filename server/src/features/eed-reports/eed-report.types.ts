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
  @Field(() => ID, { description: 'The data-centre solution the report is about.' }) solutionId!: number;
  @Field(() => String, { description: "The solution's name." }) solutionName!: string;
  @Field(() => String, { description: "The project's name." }) projectName!: string;
  @Field(() => Int, { description: 'The reporting year.' }) year!: number;
  @Field(() => Float, { nullable: true, description: 'PDIT, kW.' }) installedItPowerKw!: number | null;
  @Field(() => Float, { description: 'EDC used for the KPIs, kWh: measured, else the model\'s (totalEnergySource).' }) totalEnergyKwh!: number;
  @Field(() => Float, { description: 'EIT used for the KPIs, kWh: measured, else the model\'s (itEnergySource).' }) itEnergyKwh!: number;
  @Field(() => String, { description: 'model or measured.' }) totalEnergySource!: EnergySource;
  @Field(() => String, { description: 'model or measured.' }) itEnergySource!: EnergySource;
  @Field(() => Float, { description: 'The model\'s total energy of the solution (IT, UPS and cooling), kWh per year.' }) modelTotalEnergyKwh!: number;
  @Field(() => Float, { description: 'The model\'s IT energy of the solution, kWh per year.' }) modelItEnergyKwh!: number;
  @Field(() => Float, { nullable: true, description: 'WIN, m³.' }) waterInputM3!: number | null;
  @Field(() => Float, { description: 'The potable part of the water input, m³; null: not reported.', nullable: true }) potableWaterM3!: number | null;
  @Field(() => Float, { nullable: true, description: 'EREUSE, kWh.' }) reusedEnergyKwh!: number | null;
  @Field(() => Float, { nullable: true, description: 'EREN, kWh.' }) renewableEnergyKwh!: number | null;
  @Field(() => Float, { description: 'Renewable energy generated on site, kWh; null: not reported.', nullable: true }) renewableOnSiteKwh!: number | null;
  @Field(() => Float, { description: 'Renewable energy bought through power purchase agreements, kWh; null: not reported.', nullable: true }) renewablePpaKwh!: number | null;
  @Field(() => Float, { description: 'Renewable energy covered by guarantees of origin, kWh; null: not reported.', nullable: true }) renewableGuaranteesOfOriginKwh!: number | null;
  @Field(() => Float, { description: 'Energy the backup generators produced in the year, kWh; null: not reported.', nullable: true }) backupGeneratorEnergyKwh!: number | null;
  @Field(() => Float, { description: "The data centre's total floor area, m²; null: not reported.", nullable: true }) totalFloorAreaM2!: number | null;
  @Field(() => Float, { description: 'The computer room floor area, m²; null: not reported.', nullable: true }) computerRoomFloorAreaM2!: number | null;
  @Field(() => Float, { description: 'The lowest cooling set point, °C; null: not reported.', nullable: true }) coolingSetPointMinC!: number | null;
  @Field(() => Float, { description: 'The highest cooling set point, °C; null: not reported.', nullable: true }) coolingSetPointMaxC!: number | null;
  @Field(() => Float, { description: 'The installed storage capacity, PB; null: not reported.', nullable: true }) storageCapacityPb!: number | null;
  @Field(() => String, { description: 'The installed server capacity, as text; null: not reported.', nullable: true }) serverCapacity!: string | null;
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
  @Field(() => Float, {
    description: "kWh a year the solution's guarantee-of-origin energy instruments cover (scope 2, scaled down when the instruments claim more than the solution consumes); 0 without such instruments. The evidence the EED entry renewableGuaranteesOfOriginKwh may cite (issue #47).",
  })
  scope2GuaranteeOfOriginKwh!: number;
  @Field(() => Float, {
    description: "kWh a year the solution's PPA energy instruments cover (scope 2, scaled as scope2GuaranteeOfOriginKwh); 0 without such instruments. The evidence the EED entry renewablePpaKwh may cite (issue #47).",
  })
  scope2PpaKwh!: number;
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
  @Field(() => Float, { description: 'Energy reuse factor, EREUSE / EDC; null without the inputs.', nullable: true }) erf!: number | null;
  @Field(() => Float, { description: 'Renewable energy factor, EREN / EDC; null without the inputs.', nullable: true }) ref!: number | null;
  @Field(() => Float, { description: 'Energy reuse effectiveness, (EDC − EREUSE) / EIT; null without the inputs.', nullable: true }) ere!: number | null;
  @Field(() => Float, { nullable: true, description: 'kg CO2e per kWh of IT energy.' }) cue!: number | null;
  @Field(() => Boolean, { description: 'Installed IT power ≥ 500 kW.' }) obliged!: boolean;
  @Field(() => Boolean, { description: 'Whether the year was saved (else every input is empty).' }) saved!: boolean;
  @Field(() => Date, { description: "When the year's report was last saved; null when never saved.", nullable: true }) updatedAt!: Date | null;
  @Field(() => Boolean, { description: 'Whether the caller may save the report (a user the project is shared with reads only).' }) editable!: boolean;
}

@InputType({ description: 'The EED report of one year; a field left out is cleared, an energy left out is the model\'s.' })
export class EedReportInputType {
  @Field(() => ID, { description: 'The project the solution belongs to.' }) projectId!: string;
  @Field(() => ID, { description: 'The data-centre solution the report is about.' }) solutionId!: string;
  @Field(() => Int, { description: 'The reporting year (2000–2100).' }) year!: number;
  @Field(() => Float, { description: 'PDIT, the installed IT power, kW (0 to 10^12); null: not reported. Obliged to report from 500 kW.', nullable: true }) installedItPowerKw?: number | null;
  @Field(() => Float, { description: "EDC, the data centre's total energy consumption in the year, kWh (0 to 10^12); null: the model's total energy of the solution.", nullable: true }) totalEnergyKwh?: number | null;
  @Field(() => Float, { description: "EIT, the IT equipment's energy consumption in the year, kWh (0 to 10^12, not above totalEnergyKwh); null: the model's IT energy.", nullable: true }) itEnergyKwh?: number | null;
  @Field(() => Float, { description: 'WIN, the total water input in the year, m³ (0 to 10^12); null: not reported.', nullable: true }) waterInputM3?: number | null;
  @Field(() => Float, { description: 'The potable part of the water input, m³ (0 to 10^12); null: not reported.', nullable: true }) potableWaterM3?: number | null;
  @Field(() => Float, { description: 'EREUSE, the waste heat reused in the year, kWh (0 to 10^12); null: not reported.', nullable: true }) reusedEnergyKwh?: number | null;
  @Field(() => Float, { description: 'EREN, the renewable energy consumed in the year, kWh (0 to 10^12); null: not reported.', nullable: true }) renewableEnergyKwh?: number | null;
  @Field(() => Float, { description: 'The renewable energy generated on site, kWh (0 to 10^12); null: not reported. The evidence parts together do not exceed renewableEnergyKwh.', nullable: true }) renewableOnSiteKwh?: number | null;
  @Field(() => Float, { description: 'The renewable energy bought through power purchase agreements, kWh (0 to 10^12); null: not reported.', nullable: true }) renewablePpaKwh?: number | null;
  @Field(() => Float, { description: 'The renewable energy covered by guarantees of origin, kWh (0 to 10^12); null: not reported.', nullable: true }) renewableGuaranteesOfOriginKwh?: number | null;
  @Field(() => Float, { description: 'The energy the backup generators produced in the year, kWh (0 to 10^12); null: not reported.', nullable: true }) backupGeneratorEnergyKwh?: number | null;
  @Field(() => Float, { description: "The data centre's total floor area, m² (0 to 10^12); null: not reported.", nullable: true }) totalFloorAreaM2?: number | null;
  @Field(() => Float, { description: 'The computer room floor area, m² (0 to 10^12); null: not reported.', nullable: true }) computerRoomFloorAreaM2?: number | null;
  @Field(() => Float, { description: 'The lowest cooling set point, °C (−30 to 60); null: not reported.', nullable: true }) coolingSetPointMinC?: number | null;
  @Field(() => Float, { description: 'The highest cooling set point, °C (−30 to 60); null: not reported.', nullable: true }) coolingSetPointMaxC?: number | null;
  @Field(() => Float, { description: 'The installed storage capacity, PB (0 to 10^12); null: not reported.', nullable: true }) storageCapacityPb?: number | null;
  @Field(() => String, { description: 'The installed server capacity as text (at most 200 characters); null: not reported.', nullable: true }) serverCapacity?: string | null;
  @Field(() => Float, { description: 'The incoming traffic bandwidth in the year, EB (exabytes) (0 to 10^12); null: not reported.', nullable: true }) incomingTrafficEb?: number | null;
  @Field(() => Float, { description: 'The outgoing traffic bandwidth in the year, EB (exabytes) (0 to 10^12); null: not reported.', nullable: true }) outgoingTrafficEb?: number | null;
}
