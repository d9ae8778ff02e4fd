/**
 * What GraphQL presents of scope 2 (issue #31); the REST facade spells the same views in snake_case
 * (scope2.rest-mapper.ts).
 */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Scope2Method } from '../../../../shared/calc';
import type { Scope2Figures } from '../../../../shared/calc';
import { SolutionEnergyInstrument } from './energy-instrument.entity';

@InputType({ description: "A contractual instrument for a solution's electricity (GHG Protocol scope 2, market-based): a guarantee of origin, a power purchase agreement or a supplier-specific factor." })
export class EnergyInstrumentInput {
  @Field(() => String, { description: 'guarantee_of_origin, ppa or supplier_specific.' }) type!: string;
  @Field(() => Float, { description: 'The kWh per year the instrument covers (0 to 10^12).' }) kwh!: number;
  @Field(() => Float, { nullable: true, description: 'g CO2 per kWh; required for supplier_specific.' }) factorG?: number | null;
  @Field(() => String, { description: 'A note, e.g. the certificate or contract reference (at most 500 characters).', nullable: true }) note?: string | null;
}

@InputType({ description: 'All contractual instruments of a solution; they replace the old ones.' })
export class EnergyInstrumentsInput {
  @Field(() => [EnergyInstrumentInput], { description: 'The instruments (at most 50; an empty list removes them all).' }) instruments!: EnergyInstrumentInput[];
}

@ObjectType({ description: 'kWh per year covered, per kind of contractual instrument.' })
export class Scope2CoveredKwh {
  @Field(() => Float, { description: 'kWh per year covered by guarantees of origin.' }) guaranteeOfOrigin!: number;
  @Field(() => Float, { description: 'kWh per year covered by power purchase agreements.' }) ppa!: number;
  @Field(() => Float, { description: 'kWh per year covered by supplier-specific factors.' }) supplierSpecific!: number;
  @Field(() => Float, { description: 'The M3 renewable share of a solution without instruments, counted as GO-covered at 0 g.' }) renewableShare!: number;
}

// An object type only to lend its fields (as platform/db/timestamped.ts): nothing references it, so none is emitted.
@ObjectType()
export abstract class Scope2FiguresType implements Scope2Figures {
  @Field(() => Float, { description: 'kWh × the grid-average factor (GHG Protocol location-based), kg CO2e.' }) locationBasedKg!: number;
  @Field(() => Float, { description: 'Instruments at their factors, the rest at the residual mix (GHG Protocol market-based), kg CO2e.' }) marketBasedKg!: number;
  @Field(() => Float, { description: 'The electricity counted, kWh per year.' }) energyKwh!: number;
  @Field(() => Float, { description: 'ESRS E1-5: renewable energy, kWh.' }) renewableKwh!: number;
  @Field(() => Float, { description: 'ESRS E1-5: the non-renewable part of energyKwh, kWh per year.' }) nonRenewableKwh!: number;
}

@ObjectType({ description: "A solution's scope 2 figures (M3): location-based and market-based kg CO2e, the kWh its instruments cover and the rest." })
export class Scope2Solution extends Scope2FiguresType {
  @Field(() => ID, { description: "The solution's id." }) id!: string;
  @Field(() => String, { description: "The solution's name." }) name!: string;
  @Field(() => Scope2CoveredKwh, { description: 'The kWh per year its instruments cover, per kind.' }) coveredKwh!: Scope2CoveredKwh;
  @Field(() => Float, { description: 'The kWh per year no instrument covers, counted at uncoveredFactorG.' }) uncoveredKwh!: number;
  @Field(() => Float, { description: 'g CO2/kWh applied to the uncovered kWh.' }) uncoveredFactorG!: number;
  @Field(() => String, { description: 'residual_mix, or grid_average where the country has no residual mix.' }) uncoveredFactor!: string;
  @Field(() => Float, { description: 'kWh the instruments claim beyond the solution energy (scaled down pro rata).' }) excessKwh!: number;
  @Field(() => [SolutionEnergyInstrument], { description: "The solution's contractual instruments." }) instruments!: SolutionEnergyInstrument[];
}

@ObjectType({ description: "A solution group's scope 2 figures (M3), the sums over its solutions, with its saving against the baseline when it is an alternative." })
export class Scope2Group extends Scope2FiguresType {
  @Field(() => ID, { description: "The group's id." }) id!: string;
  @Field(() => String, { description: "The group's name." }) name!: string;
  @Field(() => String, { description: 'today (the baseline: the project figure is its) or alternative (beside it, never added; M3).' }) role!: 'today' | 'alternative';
  @Field(() => Float, { nullable: true, description: "An alternative's location-based saving against the baseline, kg CO2e; null for the baseline or without one." })
  locationBasedSavingKg!: number | null;
  @Field(() => Float, { nullable: true, description: "An alternative's market-based saving against the baseline, kg CO2e; null for the baseline or without one." })
  marketBasedSavingKg!: number | null;
  @Field(() => Float, { description: "The figure of the partner's registered method (registeredMethod of the project's scope 2), kg CO2e (issue #46)." }) registeredKg!: number;
  @Field(() => [Scope2Solution], { description: "Each solution's scope 2 figures." }) solutions!: Scope2Solution[];
}

@ObjectType({ description: "Scope 2 both ways and the energy split of the project: its baseline's, today (M3); each alternative listed beside it (ESRS E1-5, E1-6)." })
export class ProjectScope2 extends Scope2FiguresType {
  @Field(() => ID, { nullable: true, description: 'The baseline group whose figures these are; null without one (then 0).' }) baselineGroupId!: string | null;
  @Field(() => Float, { nullable: true, description: 'g CO2/kWh; null when the country has none (then the grid factors).' }) residualMixFactorG!: number | null;
  @Field(() => String, { description: "Where the residual-mix factor comes from (publisher, title, country and year), or why the solutions' grid-average factors stand in." }) residualMixSource!: string;
  @Field(() => Boolean, { description: "Whether the solutions' grid-average factors stand in for a missing residual mix." }) residualMixFallback!: boolean;
  @Field(() => String, { nullable: true, description: "The residual mix's publication (publisher and title, a proper name not translated), so a client words the source note in its own language; null when none applies (issue #47, Translations)." })
  residualMixPublication!: string | null;
  @Field(() => Int, { nullable: true, description: "The residual mix's data year; null when none applies." }) residualMixYear!: number | null;
  @Field(() => String, { description: "The project's country, ISO 3166-1 alpha-2, whose residual mix applies; null when the project has none: the market-based figure then falls back to the solutions' grid-average factors (residualMixFallback), which a screen should say.", nullable: true }) countryCode!: string | null;
  @Field(() => String, {
    description: "The scope 2 method the partner's documents register, stamp and headline: location or market (GHG Protocol Scope 2 Guidance ch. 7.1; issue #46).",
  })
  registeredMethod!: Scope2Method;
  @Field(() => Float, { description: 'The project figure (the baseline\'s) by the registered method, kg CO2e: what a baseline report registers.' }) registeredKg!: number;
  @Field(() => [Scope2Group], { description: "Each group's scope 2 figures: the baseline (today) and the alternatives." }) groups!: Scope2Group[];
}
