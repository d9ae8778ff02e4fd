import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Actor } from '../../platform/auth/actor';
import { hasPaidSubscription } from '../../platform/auth/actor';

@ObjectType()
export class SubscriptionInfo {
  @Field(() => ID, { nullable: true }) id!: number | null;
  @Field(() => String) type!: string;
  @Field(() => String) stripeStatus!: string;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Int) quantity!: number;
}

@ObjectType()
export class PartnerInfo {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) countryCode!: string | null;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => SubscriptionInfo, { nullable: true }) subscription!: SubscriptionInfo | null;
}

@ObjectType()
export class ProfileInfo {
  @Field(() => String, { nullable: true }) firstname!: string | null;
  @Field(() => String, { nullable: true }) lastname!: string | null;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

/** The signed-in user with roles and permissions (spec/platform-and-shell.md §3 User; GET /user-with-roles). */
@ObjectType()
export class CurrentUser {
  @Field(() => ID) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => String) locale!: string;
  @Field(() => Boolean) isCollaborator!: boolean;
  @Field(() => ID) partnerId!: number;
  @Field(() => PartnerInfo) partner!: PartnerInfo;
  @Field(() => [String]) roles!: string[];
  @Field(() => [String]) permissions!: string[];
  @Field(() => Boolean) isSuperAdmin!: boolean;
  @Field(() => Boolean) isPartnerAdmin!: boolean;
  @Field(() => Boolean) freeSubscription!: boolean;
  @Field(() => Boolean) paidSubscription!: boolean;
  @Field(() => Boolean) emailVerified!: boolean;
  @Field(() => ProfileInfo, { nullable: true }) profile!: ProfileInfo | null;
  @Field(() => Int) newRequestCount!: number;
  @Field(() => ID, { nullable: true }) subsidiaryId!: number | null;
  @Field(() => Boolean, { description: 'Holds a seat of the subscription.' }) hasSeat!: boolean;
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
  });
}
