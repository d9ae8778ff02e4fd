import { Entity, ManyToOne, OneToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Partner, Subsidiary } from '../partners';

/** A user of a partner (spec/platform-and-shell.md §3 User). The password hash is never a field. */
@ObjectType()
@Entity({ tableName: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner)
  partner!: Partner;

  @Field(() => String)
  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Property({ type: 'string', hidden: true })
  passwordHash!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 10 })
  locale: Opt<string> = 'en-GB';

  /** super_admin, partner_admin, partner_user. */
  @Field(() => [String])
  @Property({ type: 'text[]' })
  roles: Opt<string[]> = ['partner_user'];

  /** Named permissions of spec/project-areas.md §6. */
  @Field(() => [String])
  @Property({ type: 'text[]' })
  permissions: Opt<string[]> = [];

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isCollaborator: Opt<boolean> = false;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  verificationSentAt: Date | null = null;

  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  verificationTokenHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  deactivatedAt: Date | null = null;

  /**
   * When the user dismissed the buyers' one-time welcome (spec §1; issue #47, point 11: once per
   * account, not per browser); null: not yet.
   */
  @Property({ type: 'datetime', nullable: true })
  buyerWelcomeDismissedAt: Date | null = null;

  /** When the user was given a seat of the partner's subscription; null: no seat (spec §4 Partner users). */
  @Property({ type: 'datetime', nullable: true })
  seatAssignedAt: Date | null = null;

  /** The subsidiary the user works for: its logo is on the user's reports. */
  @ManyToOne(() => Subsidiary, { nullable: true, deleteRule: 'set null' })
  subsidiary: Subsidiary | null = null;

  /** Notification preferences (GET/PUT /user/settings): e-mail when a buyer sends a new request. */
  @Property({ type: 'boolean', default: true })
  notifyNewRequests: Opt<boolean> = true;

  /** E-mail when a seller answers one of the user's requests. */
  @Property({ type: 'boolean', default: true })
  notifyRequestResponses: Opt<boolean> = true;

  /** E-mail when a colleague shares a project with the user. */
  @Property({ type: 'boolean', default: true })
  notifyProjectShares: Opt<boolean> = true;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  get isSuperAdmin(): Opt<boolean> {
    return this.roles.includes('super_admin');
  }

  get isPartnerAdmin(): Opt<boolean> {
    return this.roles.includes('partner_admin');
  }
}

/** A user's profile (spec/platform-and-shell.md §3 Profile). */
@ObjectType()
@Entity({ tableName: 'profiles' })
export class Profile {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => User, { owner: true, unique: true, deleteRule: 'cascade' })
  user!: User;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  firstname: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  lastname: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  title: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  phone: string | null = null;
}

/** The signed-in caller's user is this entity (platform/auth/actor.ts reads it through its base shape). */
declare module '../../platform/auth/actor' {
  interface IdentityTypes {
    user: User;
  }
}
