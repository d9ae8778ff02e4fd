/**
 * A contractual energy instrument of a solution (issue #31): a guarantee of origin, a PPA or a
 * supplier-specific factor covering `kwh` of the solution's yearly energy for the market-based scope 2
 * method (GHG Protocol Scope 2 Guidance 2015, Table 6.3). Written as the solution's whole list at once.
 */
import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import type { EnergyInstrumentType } from '../../../../shared/calc';
import { Solution } from '../solutions';

@ObjectType({ description: "A contractual instrument of a solution's electricity (GHG Protocol scope 2, market-based): the kWh it covers and its emission factor." })
@Entity({ tableName: 'solution_energy_instruments' })
@Index({ properties: ['solution'] })
export class SolutionEnergyInstrument {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Solution, { deleteRule: 'cascade' })
  solution!: Solution;

  @Field(() => String, { description: 'guarantee_of_origin, ppa or supplier_specific.' })
  @Property({ type: 'string', length: 32 })
  type!: EnergyInstrumentType;

  @Field(() => Float, { description: 'kWh per year the instrument covers.' })
  @Property({ type: 'double' })
  kwh!: number;

  @Field(() => Float, { nullable: true, description: 'g CO2 per kWh; required for supplier_specific, 0 for GO and PPA when empty.' })
  @Property({ type: 'double', nullable: true })
  factorG: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
