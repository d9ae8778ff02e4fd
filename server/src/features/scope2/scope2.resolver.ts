/** GraphQL of scope 2 (issue #31): the project's figures both ways and a solution's energy instruments. */
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root, ID } from 'type-graphql';
import type { EnergyInstrumentsFields } from '../../../../shared/validation/scope2';
import { energyInstrumentsSchema } from '../../../../shared/validation/scope2';
import type { GqlContext } from '../../platform/graphql/context';
import { fromGraphql } from '../../platform/graphql/input';
import { IdArg } from '../../platform/graphql/id-arg';
import { SolutionEnergyInstrument } from './energy-instrument.entity';
import { EnergyInstrumentsInput, ProjectScope2 } from './scope2.types';
import * as scope2 from './scope2.service';

@Resolver(() => SolutionEnergyInstrument)
export class Scope2Resolver {
  @Query(() => ProjectScope2, { description: 'Scope 2 location- and market-based and the renewable / non-renewable energy of the project (ESRS E1-5, E1-6).' })
  projectScope2(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<ProjectScope2> {
    return scope2.projectScope2(ctx, projectId);
  }

  @Query(() => [SolutionEnergyInstrument], { description: 'The contractual energy instruments of a solution (GO, PPA, supplier-specific).' })
  solutionEnergyInstruments(@IdArg('projectId') projectId: number, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<SolutionEnergyInstrument[]> {
    return scope2.listInstruments(ctx, projectId, solutionId);
  }

  @Mutation(() => [SolutionEnergyInstrument], { description: "Replaces the solution's energy instruments; together they may not cover more than its yearly kWh." })
  solutionEnergyInstrumentsSet(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => EnergyInstrumentsInput, { description: "The solution's instruments, replacing the old ones." }) input: EnergyInstrumentsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionEnergyInstrument[]> {
    return scope2.setInstruments(ctx, projectId, solutionId, fromGraphql<EnergyInstrumentsFields>(energyInstrumentsSchema, input));
  }

  @FieldResolver(() => ID)
  solutionId(@Root() i: SolutionEnergyInstrument): number {
    return i.solution.id;
  }
}
