import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Partner } from '../partners';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

export type ReportOptionsOwner = 'user' | 'partner';

/**
 * Report options (spec/platform-and-shell.md §3): one row per user ('user') and one partner-wide row
 * ('partner', user null) saved from the partner-admin screen. Partial unique indexes keep it at one
 * of each. Image fields hold a bundled default path or one of the partner's upload URLs; null means
 * "not chosen" (the next layer or the default applies, see effectiveReportOptions).
 */
@ObjectType({ description: "Saved report options (spec/platform-and-shell.md §3): a user's own, or the partner-wide ones; unset fields fall to the next layer (partner, else defaults)." })
@Entity({ tableName: 'report_options' })
@Unique({
  name: 'report_options_one_per_user',
  expression: `create unique index "report_options_one_per_user" on "report_options" ("user_id") where "user_type" = 'user'`,
})
@Unique({
  name: 'report_options_one_per_partner',
  expression: `create unique index "report_options_one_per_partner" on "report_options" ("partner_id") where "user_type" = 'partner'`,
})
@Index({ properties: ['partner'] })
export class ReportOptions extends Timestamped {
  @Field(() => ID, { description: "The options' id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: User | null = null;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  /** 'user' or 'partner'. */
  @Field(() => String, { description: "Whose options: user (the caller's own) or partner (partner-wide)." })
  @Property({ type: 'string', length: 10 })
  userType!: ReportOptionsOwner;

  @Field(() => String, { description: 'The colour theme: default, a named theme or custom.' })
  @Property({ type: 'string', length: 40 })
  theme: Opt<string> = 'default';

  @Field(() => String, { description: "The reports' language, a locale; null: the user's.", nullable: true })
  @Property({ type: 'string', length: 10, nullable: true })
  locale: string | null = null;

  @Field(() => String, { description: 'With theme custom, the primary colour.', nullable: true })
  @Property({ type: 'string', length: 7, nullable: true })
  customPrimaryColor: string | null = null;

  @Field(() => String, { description: 'With theme custom, the secondary colour.', nullable: true })
  @Property({ type: 'string', length: 7, nullable: true })
  customSecondaryColor: string | null = null;

  @Field(() => String, { description: "The comprehensive report's front-page image; null: not chosen.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  comprehensiveReportImage: string | null = null;

  @Field(() => String, { description: "The estimate report's front-page image; null: not chosen.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  estimateReportImage: string | null = null;

  @Field(() => String, { description: "The refurbishment report's front-page image; null: not chosen.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  refurbishmentImage: string | null = null;

  @Field(() => String, { description: "The LCA report's front-page image; null: not chosen.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  lcaReportImage: string | null = null;

  /** Partner row only: the partner's images win over the users' own choices. */
  @Field(() => Boolean, { description: "Partner options only: whether the partner's images win over the users' own choices." })
  @Property({ type: 'boolean' })
  overrideUsersFrontPageImages: Opt<boolean> = false;

}

/** A front-page image a partner admin uploaded; the file lives under uploadsDir/front-pages/{partnerId}/. */
@ObjectType({ description: 'A front-page image a partner admin uploaded (upload is REST only).' })
@Entity({ tableName: 'front_page_images' })
@Index({ properties: ['partner', 'createdAt'] })
export class FrontPageImage {
  @Field(() => ID, { description: "The image's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  /** The public path, /uploads/front-pages/{partnerId}/{random}.{ext}. */
  @Field(() => String, { description: 'The public path, /uploads/front-pages/{partnerId}/{random}.{ext}.' })
  @Property({ type: 'string', length: 255, unique: true })
  url!: string;

  /** The name the file had on the uploader's computer (shown, never used as a path). */
  @Field(() => String, { description: "The file's name on the uploader's computer (shown, never used as a path)." })
  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Field(() => String, { description: "The image's MIME type (e.g. image/png)." })
  @Property({ type: 'string', length: 20 })
  mimeType!: string;

  @Field(() => Int, { description: "The file's size, in bytes." })
  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Field(() => Int, { description: "The image's width in pixels, if known.", nullable: true })
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Field(() => Int, { description: "The image's height in pixels, if known.", nullable: true })
  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  uploadedBy: User | null = null;

  @Field(() => Date, { description: 'When it was uploaded.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
