import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users';

/** A browser session. The cookie carries a random token; only its SHA-256 is stored. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  csrfToken!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'string', nullable: true })
  ip: string | null = null;
}

/** A partner API token (api/v3). The plain text is shown once; only its SHA-256 is stored. */
@ObjectType()
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 120 })
  tokenName!: string;

  @Index()
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/** A password-reset token: single use, one hour. */
@Entity({ tableName: 'password_resets' })
export class PasswordReset {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
