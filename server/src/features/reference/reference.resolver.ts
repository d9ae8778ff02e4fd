import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Mutation, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { Project } from '../projects';
import {
  CapacityDefinition,
  Category,
  Currency,
  GridFactor,
  HourProfile,
  InfrastructurePreset,
  RatingScale,
  SolutionType,
  VatCountry,
} from './reference.entity';
import * as reference from './reference.service';

@ObjectType({ description: "A project's currency change: the project with its converted kWh price, and the rate used." })
class CurrencyConversion {
  @Field(() => Project, { description: 'The project, in its new currency.' }) project!: Project;
  @Field(() => Float, { description: 'The rate the kWh price (and investment) was multiplied by: units of the new currency per unit of the old.' }) rate!: number;
  @Field(() => String, { description: 'The date of the reference rates, YYYY-MM-DD.' }) rateDate!: string;
  @Field(() => String, { description: 'What happened, as a sentence for the user.' }) message!: string;
}

@Resolver()
export class ReferenceResolver {
  @Query(() => [CapacityDefinition], { description: 'The capacity definitions a solution can report (servers, cores, VMs, users…), with their units.' }) capacities(@Ctx() ctx: GqlContext) { return reference.listCapacities(ctx); }
  @Query(() => [SolutionType], { description: 'The solution types (datacenter, end user…) and how each is calculated.' }) solutionTypes(@Ctx() ctx: GqlContext) { return reference.listSolutionTypes(ctx); }
  @Query(() => [Category], { description: 'The item categories of the reference data, with their default modes and LCA data.' }) categories(@Ctx() ctx: GqlContext) { return reference.listCategories(ctx); }
  @Query(() => [HourProfile], { description: 'The operating-hour profiles an item can use (hours per year).' }) hourProfiles(@Ctx() ctx: GqlContext) { return reference.listHourProfiles(ctx); }
  @Query(() => [InfrastructurePreset], { description: 'The UPS and cooling presets (UPS efficiency, cooling COP).' }) infrastructurePresets(@Ctx() ctx: GqlContext) { return reference.listInfrastructurePresets(ctx); }
  @Query(() => [Int], { description: 'The years that have rating scales.' }) ratingYears(@Ctx() ctx: GqlContext) { return reference.ratingYears(ctx); }
  @Query(() => [RatingScale], { description: 'The rating scales (energy rating thresholds) of a rating year.' }) ratingScales(@Arg('year', () => Int, { description: 'The rating year (one of ratingYears).' }) year: number, @Ctx() ctx: GqlContext) { return reference.ratingScales(ctx, year); }
  @Query(() => [Currency], { description: 'The currencies a project can use, with their rate per EUR and its date.' }) currencies(@Ctx() ctx: GqlContext) { return reference.listCurrencies(ctx); }
  @Query(() => [GridFactor], { description: 'The grid emission factors by country and year (g CO2e per kWh).' }) gridFactors(@Ctx() ctx: GqlContext) { return reference.listGridFactors(ctx); }
  @Query(() => [VatCountry], { description: 'The countries with their VAT percentage and tax id type.' }) vatCountries(@Ctx() ctx: GqlContext) { return reference.listVatCountries(ctx); }

  @Mutation(() => CurrencyConversion, { description: 'Changes the project currency, converting its kWh price at the reference rates.' })
  async projectCurrencyConvert(@IdArg('projectId') projectId: number, @Arg('currency', () => String, { description: 'The new currency, ISO 4217 code (one of currencies).' }) currency: string, @Ctx() ctx: GqlContext): Promise<CurrencyConversion> {
    const r = await reference.convertProjectCurrency(ctx, projectId, currency);
    return Object.assign(new CurrencyConversion(), r);
  }
}
