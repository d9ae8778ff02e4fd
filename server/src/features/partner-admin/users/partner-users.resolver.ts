import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { PartnerUserCreateInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import * as users from './partner-users.service';

@ObjectType({ description: 'A user of the partner as the partner admin sees them (spec §4 Partner users).' })
export class PartnerUser implements users.PartnerUserView {
  @Field(() => ID) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => [String]) roles!: string[];
  @Field(() => Boolean) isPartnerAdmin!: boolean;
  @Field(() => Boolean) isCollaborator!: boolean;
  @Field(() => Boolean, { description: 'Holds a seat of the subscription.' }) hasSeat!: boolean;
  @Field(() => ID, { nullable: true }) subsidiaryId!: number | null;
  @Field(() => Boolean) emailVerified!: boolean;
  @Field(() => Int, { description: 'Projects the user owns.' }) projectCount!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: "The seats of the partner's subscription." })
export class SeatCount implements users.SeatCount {
  @Field(() => ID, { nullable: true }) subscriptionId!: number | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) used!: number;
}

@ObjectType()
export class PartnerUserDeleteResult {
  @Field(() => Int) transferredProjects!: number;
}

@InputType('PartnerUserCreateInput')
export class PartnerUserCreateGqlInput implements PartnerUserCreateInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean, { nullable: true }) isCollaborator!: boolean;
}

@Resolver()
export class PartnerUsersResolver {
  @Query(() => [PartnerUser], { description: 'GET /partner/admin/users' })
  partnerAdminUsers(@Ctx() ctx: GqlContext) {
    return users.listPartnerUsers(ctx);
  }

  @Query(() => SeatCount, { description: 'The partner\'s seats: bought (quantity) and used (partner admin).' })
  partnerSeats(@Ctx() ctx: GqlContext) {
    return users.seatCount(ctx);
  }

  @Mutation(() => PartnerUser, { description: 'POST /partner/admin/users/create (sends the invitation e-mail).' })
  partnerUserCreate(@Arg('input', () => PartnerUserCreateGqlInput) input: PartnerUserCreateGqlInput, @Ctx() ctx: GqlContext) {
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
  partnerUserDelete(@IdArg('id') id: number, @Arg('transferTo', () => ID) transferTo: string, @Ctx() ctx: GqlContext) {
    return users.deletePartnerUser(ctx, id, transferTo);
  }
}
