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

@ObjectType()
class CurrencyConversion {
  @Field(() => Project) project!: Project;
  @Field(() => Float) rate!: number;
  @Field(() => String) rateDate!: string;
  @Field(() => String) message!: string;
}

@Resolver()
export class ReferenceResolver {
  @Query(() => [CapacityDefinition]) capacities(@Ctx() ctx: GqlContext) { return reference.listCapacities(ctx); }
  @Query(() => [SolutionType]) solutionTypes(@Ctx() ctx: GqlContext) { return reference.listSolutionTypes(ctx); }
  @Query(() => [Category]) categories(@Ctx() ctx: GqlContext) { return reference.listCategories(ctx); }
  @Query(() => [HourProfile]) hourProfiles(@Ctx() ctx: GqlContext) { return reference.listHourProfiles(ctx); }
  @Query(() => [InfrastructurePreset]) infrastructurePresets(@Ctx() ctx: GqlContext) { return reference.listInfrastructurePresets(ctx); }
  @Query(() => [Int]) ratingYears(@Ctx() ctx: GqlContext) { return reference.ratingYears(ctx); }
  @Query(() => [RatingScale]) ratingScales(@Arg('year', () => Int) year: number, @Ctx() ctx: GqlContext) { return reference.ratingScales(ctx, year); }
  @Query(() => [Currency]) currencies(@Ctx() ctx: GqlContext) { return reference.listCurrencies(ctx); }
  @Query(() => [GridFactor]) gridFactors(@Ctx() ctx: GqlContext) { return reference.listGridFactors(ctx); }
  @Query(() => [VatCountry]) vatCountries(@Ctx() ctx: GqlContext) { return reference.listVatCountries(ctx); }

  @Mutation(() => CurrencyConversion, { description: 'Changes the project currency, converting its kWh price at the reference rates.' })
  async projectCurrencyConvert(@IdArg('projectId') projectId: number, @Arg('currency', () => String) currency: string, @Ctx() ctx: GqlContext): Promise<CurrencyConversion> {
    const r = await reference.convertProjectCurrency(ctx, projectId, currency);
    return Object.assign(new CurrencyConversion(), r);
  }
}
