/**
 * GraphQL of validation, notifications and the category admin: thin resolvers over the services.
 * Subscriptions authenticate on connect (the socket's context has the actor) and are filtered here,
 * on the server: user.{id} events reach only that user of that partner; admin events super admins only.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, FieldResolver, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import {
  Topic,
  type AdminNotificationPayload,
  type ValidationStatusInitializePayload,
  type ValidationStatusUpdatedPayload,
} from '../../platform/realtime/pubsub';
import { Project } from '../projects';
import { Category } from '../reference';
import * as categoryAdmin from './category-admin.service';
import { CategorySubType, CategoryTag, Notification } from './validation.entity';
import * as validation from './validation.service';
import { itemValidationCountOf } from './validation.loaders';

@ObjectType({ description: 'How many of the project’s items are validated (spec §3 itemValidationCount).' })
export class ItemValidationCount {
  @Field(() => Int, { description: 'Items of the project whose product is validated.' }) validated!: number;
  @Field(() => Int, { description: 'Items of the project.' }) total!: number;
}

@ObjectType({ description: 'A queued product or requested item waiting for the super admin.' })
export class ValidationQueueEntry {
  @Field(() => String, { description: 'product or request.' }) kind!: string;
  @Field(() => ID, { description: "The entry's id (of the product or of the item request, per kind)." }) id!: number;
  @Field(() => String, { description: "The manufacturer's name." }) manufacturer!: string;
  @Field(() => String, { description: 'The model name.' }) modelName!: string;
  @Field(() => String, { description: "The manufacturer's part number, if any.", nullable: true }) manufacturerPartNumber!: string | null;
  @Field(() => ID, { description: 'The category, if set (required to accept a requested item).', nullable: true }) categoryId!: string | null;
  @Field(() => String, { description: "The category's name, if set.", nullable: true }) categoryName!: string | null;
  @Field(() => GraphQLJSON, { description: 'Modes: name, powerWatts, hours.' }) modes!: unknown;
  @Field(() => Int, { description: 'The number of units requested (1 for a product).' }) amount!: number;
  @Field(() => String, { description: 'The partner who queued it.' }) partnerName!: string;
  @Field(() => ID, { description: 'The project it was queued from, if any.', nullable: true }) projectId!: number | null;
  @Field(() => String, { description: 'The name of that project.', nullable: true }) projectName!: string | null;
  @Field(() => String, { description: 'The user who queued it, if known.', nullable: true }) requestedByName!: string | null;
  @Field(() => Date, { description: 'When it was queued.' }) createdAt!: Date;
}

@ObjectType({ description: 'Private channel user.{id}: an item of yours was validated.' })
export class ValidationStatusUpdatedEvent {
  @Field(() => String, { description: 'product or request.' }) kind!: string;
  @Field(() => ID, { description: "The product's or item request's id." }) entryId!: number;
  @Field(() => ID, { description: 'The project concerned, if any.', nullable: true }) projectId!: number | null;
  @Field(() => String, { description: "The product's (or requested item's) manufacturer and model name." }) name!: string;
  @Field(() => String, { description: 'The decision: accepted or rejected.' }) status!: string;
  @Field(() => Int, { description: 'Items of the project now validated.' }) validated!: number;
  @Field(() => Int, { description: 'Items of the project.' }) total!: number;
}

@ObjectType({ description: 'Private channel admin: a project’s items were queued for validation.' })
export class ValidationStatusInitializeEvent {
  @Field(() => ID, { description: 'The project whose items were queued.' }) projectId!: number;
  @Field(() => String, { description: "The project's name." }) projectName!: string;
  @Field(() => String, { description: "The project's partner." }) partnerName!: string;
  @Field(() => String, { description: 'The user who queued them.' }) requestedByName!: string;
  @Field(() => Int, { description: 'How many entries were queued.' }) queued!: number;
}

@ObjectType({ description: 'Private channel admin: a notice for super admins (shown 5 seconds).' })
export class AdminNotificationEvent {
  @Field(() => String, { description: 'The notice in English.' }) message!: string;
  @Field(() => String, { description: "The notice's catalogue key, for the client to show it in the reader's language.", nullable: true }) messageKey!: string | null;
  @Field(() => GraphQLJSON, { description: "The key's parameters (JSON object).", nullable: true }) messageParams!: unknown;
  @Field(() => String, { description: "The notice's kind (e.g. validation)." }) category!: string;
  @Field(() => String, { description: 'When it was raised (ISO 8601).' }) createdAt!: string;
}

@InputType({ description: 'A mode of a queued product as the super admin sets it: name, power draw and hours per year.' })
export class ValidationModeInput {
  @Field(() => String, { description: "The mode's name (required, at most 60 characters)." }) name!: string;
  @Field(() => Float, { description: 'The power drawn in this mode, in W (0 to 1000000).' }) powerWatts!: number;
  @Field(() => Float, { description: 'The hours per year spent in this mode (0–8760).' }) hours!: number;
}

@InputType({ description: 'A queue entry and the fields the super admin changes (all optional).' })
export class ValidationEntryInput {
  @Field(() => String, { description: 'product or request.' }) kind!: string;
  @Field(() => ID, { description: "The queue entry's id (of the product or of the item request, per kind)." }) id!: string;
  @Field(() => String, { description: "The manufacturer's name (at most 120 characters); left out keeps it.", nullable: true }) manufacturer?: string | null;
  @Field(() => String, { description: 'The model name (at most 255 characters); left out keeps it.', nullable: true }) modelName?: string | null;
  @Field(() => String, { description: "The manufacturer's part number (at most 120 characters); left out keeps it.", nullable: true }) manufacturerPartNumber?: string | null;
  @Field(() => ID, { nullable: true, description: 'Required to accept a requested item.' }) categoryId?: string | null;
  @Field(() => [ValidationModeInput], { description: 'The modes (at most 20); left out keeps them.', nullable: true }) modes?: ValidationModeInput[] | null;
}

@InputType({ description: 'A search tag of a category type (category administration, super admin); without id a new tag.' })
export class CategoryTagInput {
  @Field(() => ID, { description: 'The tag to change; absent or null creates a tag.', nullable: true }) id?: string | null;
  @Field(() => String, { description: "The tag's text (required, at most 60 characters; unique per category type)." }) tag!: string;
  @Field(() => String, { description: 'The category type the tag belongs to: datacenter or office_it.' }) categoryType!: string;
}

@InputType({ description: 'The category type of a category (category administration, super admin).' })
export class CategoryTypeUpdateInput {
  @Field(() => ID, { description: 'The category (at most 40 characters).' }) categoryId!: string;
  @Field(() => String, { description: "The category's type: datacenter or office_it." }) categoryType!: string;
}

@InputType({ description: 'A sub type of a category (category administration, super admin); without id a new one.' })
export class CategorySubTypeInput {
  @Field(() => ID, { description: 'The sub type to change; absent or null creates one.', nullable: true }) id?: string | null;
  @Field(() => ID, { description: 'The category the sub type belongs to (at most 40 characters).' }) categoryId!: string;
  @Field(() => String, { description: "The sub type's name (required, at most 80 characters; unique per category)." }) name!: string;
}

@InputType({ description: 'A default mode of a category (category administration, super admin): products of the category without modes of their own use it (M1).' })
export class DefaultModeInput {
  @Field(() => ID, { description: 'The category (at most 40 characters).' }) categoryId!: string;
  @Field(() => String, { description: "The mode's name (required, at most 60 characters)." }) name!: string;
  @Field(() => Float, { description: 'The hours per year spent in the mode (0–8760).' }) hours!: number;
  @Field(() => Float, { description: 'The average power drawn in the mode, in W (0 to 1000000).' }) averagePowerConsumptionWatts!: number;
}

@InputType({ description: "A category's default LCA per unit (category administration, super admin), used when a product has no data of its own (M5 category default)." })
export class DefaultLcaInput {
  @Field(() => ID, { description: 'The category (at most 40 characters).' }) categoryId!: string;
  @Field(() => Float, { description: 'Manufacturing stage, kg CO2e per unit (required, 0 to 1000000).' }) defaultManufacturingKgCo2Eq!: number;
  @Field(() => Float, { description: 'Transportation stage, kg CO2e per unit (0 to 1000000); null: none.', nullable: true }) defaultTransportationKgCo2Eq?: number | null;
  @Field(() => Float, { description: 'End-of-life stage, kg CO2e per unit (−1000000 to 1000000; negative for a credit); null: none.', nullable: true }) defaultEolKgCo2Eq?: number | null;
}

@InputType({ description: "A category's default service life (category administration, super admin): the years items of the category are kept before replacement." })
export class ServiceLifeInput {
  @Field(() => ID, { description: 'The category (at most 40 characters).' }) categoryId!: string;
  @Field(() => Float, { description: 'The service life in years (1–50).' }) serviceLifeYears!: number;
}

@Resolver(() => CategorySubType)
export class CategorySubTypeResolver {
  @FieldResolver(() => ID, { description: 'The category the sub type belongs to.' })
  categoryId(@Root() s: CategorySubType): string {
    return s.category.id;
  }
}

@Resolver(() => Project)
export class ProjectValidationCountResolver {
  @FieldResolver(() => ItemValidationCount, { description: 'Validated and total items of the project; live through projectUpdated (action validation).' })
  itemValidationCount(@Root() p: Project, @Ctx() ctx: GqlContext): Promise<ItemValidationCount> {
    return itemValidationCountOf(ctx.em, p.id);
  }
}

@Resolver()
export class ValidationResolver {
  @Query(() => [ValidationQueueEntry], { description: 'Super admin: queued products and requested items.' })
  validationQueue(@Ctx() ctx: GqlContext) {
    return validation.validationQueue(ctx);
  }

  @Mutation(() => ValidationQueueEntry, { nullable: true, description: 'Super admin: changes a queue entry’s fields, leaving it queued.' })
  validationEntryEdit(@Arg('input', () => ValidationEntryInput, { description: 'The entry and the fields to change.' }) input: ValidationEntryInput, @Ctx() ctx: GqlContext) {
    return validation.decide(ctx, 'edit', input);
  }

  @Mutation(() => Boolean, { description: 'Super admin: validates a product, or makes a requested item a catalogue product.' })
  async validationEntryAccept(@Arg('input', () => ValidationEntryInput, { description: 'The entry, with any last changes; a requested item needs its categoryId.' }) input: ValidationEntryInput, @Ctx() ctx: GqlContext): Promise<boolean> {
    await validation.decide(ctx, 'accept', input);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Super admin: rejects a queue entry.' })
  async validationEntryReject(@Arg('input', () => ValidationEntryInput, { description: 'The entry to reject; fields given are saved with it, as by validationEntryEdit.' }) input: ValidationEntryInput, @Ctx() ctx: GqlContext): Promise<boolean> {
    await validation.decide(ctx, 'reject', input);
    return true;
  }

  @Query(() => [Notification], { description: 'Your notifications, newest first.' })
  notifications(@Arg('limit', () => Int, { description: 'How many notifications to return at most (default 50).', defaultValue: 50 }) limit: number, @Ctx() ctx: GqlContext) {
    return validation.listNotifications(ctx, limit);
  }

  @Mutation(() => Notification, { description: 'Marks a notification as read.' })
  notificationMarkRead(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    return validation.markNotificationRead(ctx, id);
  }

  @Mutation(() => Int, { description: 'Marks all your notifications read; returns how many changed.' })
  notificationsMarkAllRead(@Ctx() ctx: GqlContext) {
    return validation.markAllNotificationsRead(ctx);
  }

  @Subscription(() => ValidationStatusUpdatedEvent, {
    topics: Topic.ValidationStatusUpdated,
    description: 'Private channel user.{id}: your items’ validation status.',
    filter: ({ payload, context }: { payload: ValidationStatusUpdatedPayload; context: GqlContext }) =>
      !!context.actor && payload.userId === context.actor.user.id && payload.partnerId === context.actor.partner.id,
  })
  validationStatusUpdated(@Root() p: ValidationStatusUpdatedPayload): ValidationStatusUpdatedEvent {
    return Object.assign(new ValidationStatusUpdatedEvent(), { kind: p.kind, entryId: p.entryId, projectId: p.projectId, name: p.name, status: p.status, validated: p.validated, total: p.total });
  }

  @Subscription(() => ValidationStatusInitializeEvent, {
    topics: Topic.ValidationStatusInitialize,
    description: 'Private channel admin (super admins): a project was queued for validation.',
    filter: ({ context }: { context: GqlContext }) => !!context.actor?.user.isSuperAdmin,
  })
  validationStatusInitialize(@Root() p: ValidationStatusInitializePayload): ValidationStatusInitializeEvent {
    return Object.assign(new ValidationStatusInitializeEvent(), p);
  }

  @Subscription(() => AdminNotificationEvent, {
    topics: Topic.AdminNotification,
    description: 'Private channel admin (super admins): a notice shown for 5 seconds.',
    filter: ({ context }: { context: GqlContext }) => !!context.actor?.user.isSuperAdmin,
  })
  adminNotification(@Root() p: AdminNotificationPayload): AdminNotificationEvent {
    return Object.assign(new AdminNotificationEvent(), p);
  }
}

@Resolver()
export class CategoryAdminResolver {
  @Query(() => [String], { description: 'Super admin: the category types.' })
  categoryTypes(@Ctx() ctx: GqlContext) {
    return categoryAdmin.categoryTypes(ctx);
  }

  @Query(() => [Category], { description: 'Super admin: the categories with their default modes and LCA.' })
  adminCategories(@Ctx() ctx: GqlContext) {
    return categoryAdmin.adminCategories(ctx);
  }

  @Query(() => [CategoryTag], { description: 'The category tags (category administration).' })
  categoryTags(@Ctx() ctx: GqlContext) {
    return categoryAdmin.listTags(ctx);
  }

  @Mutation(() => CategoryTag, { description: 'Creates or updates a tag ("Tag saved successfully").' })
  async categoryTagSave(@Arg('input', () => CategoryTagInput, { description: 'The tag to create or change.' }) input: CategoryTagInput, @Ctx() ctx: GqlContext) {
    return (await categoryAdmin.saveTag(ctx, input)).value;
  }

  @Mutation(() => Boolean, { description: 'Deletes a category tag (category administration).' })
  async categoryTagDelete(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    await categoryAdmin.deleteTag(ctx, id);
    return true;
  }

  @Mutation(() => Category, { description: 'Changes a category’s type ("Category type updated successfully").' })
  async categoryTypeUpdate(@Arg('input', () => CategoryTypeUpdateInput, { description: 'The category and its new type.' }) input: CategoryTypeUpdateInput, @Ctx() ctx: GqlContext) {
    return (await categoryAdmin.updateCategoryType(ctx, input)).value;
  }

  @Query(() => [CategorySubType], { description: 'The category sub types (category administration).' })
  categorySubTypes(@Ctx() ctx: GqlContext) {
    return categoryAdmin.listSubTypes(ctx);
  }

  @Mutation(() => CategorySubType, { description: 'Creates or changes a category sub type (category administration).' })
  categorySubTypeSave(@Arg('input', () => CategorySubTypeInput, { description: 'The sub type to create or change.' }) input: CategorySubTypeInput, @Ctx() ctx: GqlContext) {
    return categoryAdmin.saveSubType(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a category sub type (category administration).' })
  async categorySubTypeDelete(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    await categoryAdmin.deleteSubType(ctx, id);
    return true;
  }

  @Mutation(() => Category, { description: 'Adds a default mode to a category ("Default mode created successfully").' })
  async categoryDefaultModeCreate(@Arg('input', () => DefaultModeInput, { description: 'The category and the mode to add.' }) input: DefaultModeInput, @Ctx() ctx: GqlContext) {
    return (await categoryAdmin.createDefaultMode(ctx, input)).value;
  }

  @Mutation(() => Category, { description: 'Deletes one default mode of a category, by its position (category administration).' })
  categoryDefaultModeDelete(@Arg('categoryId', () => ID, { description: 'The category whose default mode to delete.' }) categoryId: string, @Arg('index', () => Int, { description: "The mode's position in the category's default modes (from 0)." }) index: number, @Ctx() ctx: GqlContext) {
    return categoryAdmin.deleteDefaultMode(ctx, categoryId, index);
  }

  @Mutation(() => Category, { description: 'Sets a category’s default LCA (kg CO2e per stage).' })
  categoryDefaultLcaUpdate(@Arg('input', () => DefaultLcaInput, { description: 'The category and its default kg CO2e per stage.' }) input: DefaultLcaInput, @Ctx() ctx: GqlContext) {
    return categoryAdmin.updateDefaultLca(ctx, input);
  }

  @Mutation(() => Category, { description: 'Sets a category’s default service life in years (decisions over time, issue #32).' })
  categoryServiceLifeUpdate(@Arg('input', () => ServiceLifeInput, { description: 'The category and its service life in years.' }) input: ServiceLifeInput, @Ctx() ctx: GqlContext) {
    return categoryAdmin.updateServiceLife(ctx, input);
  }
}

export const validationResolvers = [ValidationResolver, CategoryAdminResolver, ProjectValidationCountResolver, CategorySubTypeResolver] as const;
