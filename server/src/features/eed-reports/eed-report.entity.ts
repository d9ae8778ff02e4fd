/**
 * The yearly EED report of a data-centre solution (issue #31): what the operator measured or knows for
 * one reporting year, after Annex I and II of Commission Delegated Regulation (EU) 2024/1364. The KPIs
 * (Annex III) are never stored: shared/calc/eed.ts computes them on every read.
 */
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Solution } from '../solutions';
import { User } from '../users';

@Entity({ tableName: 'eed_reports' })
@Unique({ properties: ['solution', 'year'] })
export class EedReport {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Solution, { deleteRule: 'cascade' })
  solution!: Solution;

  @Property({ type: 'smallint' })
  year!: number;

  /** PDIT, kW (Annex I). */
  @Property({ type: 'double', nullable: true })
  installedItPowerKw: number | null = null;

  /** EDC, kWh; null: the model's total energy of the solution. */
  @Property({ type: 'double', nullable: true })
  totalEnergyKwh: number | null = null;

  /** EIT, kWh; null: the model's IT energy of the solution. */
  @Property({ type: 'double', nullable: true })
  itEnergyKwh: number | null = null;

  /** WIN, m³. */
  @Property({ type: 'double', nullable: true, fieldName: 'water_input_m3' })
  waterInputM3: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'potable_water_m3' })
  potableWaterM3: number | null = null;

  /** EREUSE, kWh. */
  @Property({ type: 'double', nullable: true })
  reusedEnergyKwh: number | null = null;

  /** EREN, kWh, and how much of it each kind of evidence covers (Annex II). */
  @Property({ type: 'double', nullable: true })
  renewableEnergyKwh: number | null = null;

  @Property({ type: 'double', nullable: true })
  renewableOnSiteKwh: number | null = null;

  @Property({ type: 'double', nullable: true })
  renewablePpaKwh: number | null = null;

  @Property({ type: 'double', nullable: true })
  renewableGuaranteesOfOriginKwh: number | null = null;

  @Property({ type: 'double', nullable: true })
  backupGeneratorEnergyKwh: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'total_floor_area_m2' })
  totalFloorAreaM2: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'computer_room_floor_area_m2' })
  computerRoomFloorAreaM2: number | null = null;

  /** Cooling set points (supply air), °C. */
  @Property({ type: 'double', nullable: true, fieldName: 'cooling_set_point_min_c' })
  coolingSetPointMinC: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'cooling_set_point_max_c' })
  coolingSetPointMaxC: number | null = null;

  /** ICT storage capacity, PB. */
  @Property({ type: 'double', nullable: true })
  storageCapacityPb: number | null = null;

  /** ICT capacity of the servers, as the operator states it. */
  @Property({ type: 'string', length: 200, nullable: true })
  serverCapacity: string | null = null;

  /** Total incoming and outgoing data traffic, exabytes. */
  @Property({ type: 'double', nullable: true })
  incomingTrafficEb: number | null = null;

  @Property({ type: 'double', nullable: true })
  outgoingTrafficEb: number | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  updatedBy: User | null = null;
}
