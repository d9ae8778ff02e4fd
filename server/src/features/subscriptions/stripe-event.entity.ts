import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A webhook event already handled (POST /stripe/webhook): its id is the key, so a replayed or
 * re-delivered event is recognised and changes nothing the second time.
 */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'string', length: 120 })
  type!: string;

  @Property({ type: 'datetime' })
  handledAt: Opt<Date> = new Date();
}
