import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { PartnerUserCreateInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import * as users from './partner-users.service';

@ObjectType({ description: 'A user of the partner as the partner admin sees them (spec §4 Partner users).' })
export class PartnerUser implements users.PartnerUserView {
  @Field(() => ID, { description: "The user's id." }) id!: number;
  @Field(() => String, { description: "The user's e-mail address." }) email!: string;
  @Field(() => String, { description: "The user's display name." }) name!: string;
  @Field(() => [String], { description: "The user's roles: partner_admin or partner_user (super_admin for the platform's own staff)." }) roles!: string[];
  @Field(() => Boolean, { description: 'Whether the user is a partner admin.' }) isPartnerAdmin!: boolean;
  @Field(() => Boolean, { description: "Whether the user is a collaborator (sees the organisation's projects by default)." }) isCollaborator!: boolean;
  @Field(() => Boolean, { description: 'Holds a seat of the subscription.' }) hasSeat!: boolean;
  @Field(() => ID, { description: 'The subsidiary the user belongs to, if any.', nullable: true }) subsidiaryId!: number | null;
  @Field(() => Boolean, { description: 'Whether the user has verified their e-mail address.' }) emailVerified!: boolean;
  @Field(() => Int, { description: 'Projects the user owns.' }) projectCount!: number;
  @Field(() => Date, { description: 'When the user was made.' }) createdAt!: Date;
}

@ObjectType({ description: "The seats of the partner's subscription." })
export class SeatCount implements users.SeatCount {
  @Field(() => ID, { description: "The partner's subscription, if it has one.", nullable: true }) subscriptionId!: number | null;
  @Field(() => Int, { description: 'The seats bought.' }) quantity!: number;
  @Field(() => Int, { description: 'The seats held by users.' }) used!: number;
}

@ObjectType({ description: 'What deleting a user of the partner did with their projects.' })
export class PartnerUserDeleteResult {
  @Field(() => Int, { description: 'How many projects went to the user named by transferTo.' }) transferredProjects!: number;
}

@InputType('PartnerUserCreateInput', { description: 'A new user of the partner (partner admins); they get an invitation e-mail.' })
export class PartnerUserCreateGqlInput implements PartnerUserCreateInput {
  @Field(() => String, { description: "The user's display name (required, at most 120 characters)." }) name!: string;
  @Field(() => String, { description: "The user's e-mail address (required, at most 255 characters)." }) email!: string;
  @Field(() => Boolean, { description: "Whether the user is a collaborator, who sees the organisation's projects by default (default false).", nullable: true }) isCollaborator!: boolean;
}

@Resolver()
export class PartnerUsersResolver {
  @Query(() => [PartnerUser], { description: 'The users of the partner with their roles, seats and project counts (partner admins; REST GET /partner/admin/users).' })
  partnerAdminUsers(@Ctx() ctx: GqlContext) {
    return users.listPartnerUsers(ctx);
  }

  @Query(() => SeatCount, { description: 'The partner\'s seats: bought (quantity) and used (partner admin).' })
  partnerSeats(@Ctx() ctx: GqlContext) {
    return users.seatCount(ctx);
  }

  @Mutation(() => PartnerUser, { description: 'Adds a user to the partner and sends them the invitation e-mail (partner admins; REST POST /partner/admin/users/create).' })
  partnerUserCreate(@Arg('input', () => PartnerUserCreateGqlInput, { description: "The new user's name, e-mail address and collaborator flag." }) input: PartnerUserCreateGqlInput, @Ctx() ctx: GqlContext) {
    return users.createPartnerUser(ctx, input);
  }

  @Mutation(() => PartnerUser, { description: 'Assigns a seat of the subscription to a user of the partner.' })
  partnerUserSeatAssign(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    return users.assignSeat(ctx, id);
  }

  @Mutation(() => PartnerUser, { description: 'Releases a user\'s seat of the subscription.' })
  partnerUserSeatRelease(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    return users.releaseSeat(ctx, id);
  }

  @Mutation(() => PartnerUser, { description: 'Gives a user of the partner the partner-admin role.' })
  partnerUserAdminGrant(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    return users.grantPartnerAdmin(ctx, id);
  }

  @Mutation(() => PartnerUser, { description: 'Takes the partner-admin role from a user of the partner.' })
  partnerUserAdminRemove(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    return users.removePartnerAdmin(ctx, id);
  }

  @Mutation(() => PartnerUserDeleteResult, { description: 'Deletes a user of the partner, transferring their projects to another user.' })
  partnerUserDelete(@IdArg('id') id: number, @Arg('transferTo', () => ID, { description: "The id of the user of the partner who takes over the deleted user's projects." }) transferTo: string, @Ctx() ctx: GqlContext) {
    return users.deletePartnerUser(ctx, id, transferTo);
  }
}
