import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Actor } from '../../platform/auth/actor';
import { hasPaidSubscription } from '../../platform/auth/actor';

@ObjectType({ description: "The partner's subscription as the signed-in user sees it." })
export class SubscriptionInfo {
  @Field(() => ID, { description: "The subscription's id, if it has one.", nullable: true }) id!: number | null;
  @Field(() => String, { description: 'The subscription plan.' }) type!: string;
  @Field(() => String, { description: "The payment provider's status (e.g. active, trialing, past_due, canceled)." }) stripeStatus!: string;
  @Field(() => Date, { description: 'When the subscription ends (a cancelled one), else null.', nullable: true }) endsAt!: Date | null;
  @Field(() => Int, { description: 'The seats bought.' }) quantity!: number;
}

@ObjectType({ description: "The signed-in user's partner (organisation)." })
export class PartnerInfo {
  @Field(() => ID, { description: "The partner's id." }) id!: number;
  @Field(() => String, { description: "The partner's name." }) name!: string;
  @Field(() => String, { description: 'The partner type: buyer or seller.' }) type!: string;
  @Field(() => String, { description: "The partner's country, ISO 3166-1 alpha-2.", nullable: true }) countryCode!: string | null;
  @Field(() => String, { description: "The URL of the partner's logo, if uploaded.", nullable: true }) logoUrl!: string | null;
  @Field(() => SubscriptionInfo, { description: "The partner's subscription, if any.", nullable: true }) subscription!: SubscriptionInfo | null;
}

@ObjectType({ description: "A user's profile: name, title and phone." })
export class ProfileInfo {
  @Field(() => String, { description: 'First name.', nullable: true }) firstname!: string | null;
  @Field(() => String, { description: 'Last name.', nullable: true }) lastname!: string | null;
  @Field(() => String, { description: 'Job title.', nullable: true }) title!: string | null;
  @Field(() => String, { description: 'Phone number.', nullable: true }) phone!: string | null;
}

/** The signed-in user with roles and permissions (spec/platform-and-shell.md §3 User; GET /user-with-roles). */
@ObjectType({ description: 'The signed-in user (spec §3 User): who they are, their partner, roles and permissions, and what their subscription allows.' })
export class CurrentUser {
  @Field(() => ID, { description: "The user's id." }) id!: number;
  @Field(() => String, { description: "The user's e-mail address." }) email!: string;
  @Field(() => String, { description: "The user's display name." }) name!: string;
  @Field(() => String, { description: "The user's language, a locale (en-GB, en-DK, en-US, da-DK, de-DE, fr-FR, nb-NO)." }) locale!: string;
  @Field(() => Boolean, { description: "Whether the user is a collaborator (sees the organisation's projects by default)." }) isCollaborator!: boolean;
  @Field(() => ID, { description: "The user's partner's id." }) partnerId!: number;
  @Field(() => PartnerInfo, { description: "The user's partner." }) partner!: PartnerInfo;
  @Field(() => [String], { description: "The user's roles: super_admin, partner_admin, partner_user." }) roles!: string[];
  @Field(() => [String], { description: 'The named permissions the user holds (spec/project-areas.md §6), e.g. request_import_items.' }) permissions!: string[];
  @Field(() => Boolean, { description: "Whether the user is a super admin (the platform's staff)." }) isSuperAdmin!: boolean;
  @Field(() => Boolean, { description: 'Whether the user is an admin of their partner.' }) isPartnerAdmin!: boolean;
  @Field(() => Boolean, { description: 'Whether the partner is on a free plan (or has no subscription).' }) freeSubscription!: boolean;
  @Field(() => Boolean, { description: 'Whether the partner has a paid subscription in force.' }) paidSubscription!: boolean;
  @Field(() => Boolean, { description: 'Whether the user has verified their e-mail address.' }) emailVerified!: boolean;
  @Field(() => ProfileInfo, { description: "The user's profile, if saved.", nullable: true }) profile!: ProfileInfo | null;
  @Field(() => Int, { description: "The user's pending requests: request shares sent to their e-mail address or shared with them internally (live through newRequestCountChanged)." }) newRequestCount!: number;
  @Field(() => ID, { description: 'The subsidiary the user belongs to, if any.', nullable: true }) subsidiaryId!: number | null;
  @Field(() => Boolean, { description: 'Holds a seat of the subscription.' }) hasSeat!: boolean;
  @Field(() => Boolean, { description: "Whether the user has dismissed the buyers' one-time welcome (buyerWelcomeDismiss); once per account, on every browser." }) buyerWelcomeDismissed!: boolean;
}

export function toCurrentUser(actor: Actor, profile: ProfileInfo | null): CurrentUser {
  const { user, partner, subscription } = actor;
  return Object.assign(new CurrentUser(), {
    id: user.id,
    email: user.email,
    name: user.name,
    locale: user.locale,
    isCollaborator: user.isCollaborator,
    partnerId: partner.id,
    partner: {
      id: partner.id,
      name: partner.name,
      type: partner.type,
      countryCode: partner.countryCode,
      logoUrl: partner.logoUrl,
      subscription: subscription
        ? { id: subscription.id, type: subscription.type, stripeStatus: subscription.stripeStatus, endsAt: subscription.endsAt, quantity: subscription.quantity }
        : null,
    },
    roles: user.roles,
    permissions: user.isSuperAdmin ? user.permissions : user.permissions,
    isSuperAdmin: user.isSuperAdmin,
    isPartnerAdmin: user.isPartnerAdmin,
    freeSubscription: !subscription || subscription.isFree,
    paidSubscription: hasPaidSubscription(actor),
    emailVerified: user.emailVerifiedAt != null,
    profile,
    newRequestCount: 0,
    subsidiaryId: user.subsidiary?.id ?? null,
    hasSeat: user.seatAssignedAt != null,
    buyerWelcomeDismissed: user.buyerWelcomeDismissedAt != null,
  });
}
