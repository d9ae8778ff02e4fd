/**
 * GraphQL for solution groups, solutions, items, capacities, shares and summaries: thin resolvers that
 * map the input once (solution.inputs.ts) and call the same services as the REST facade.
 */
import { maySeeProjectEvent } from '../projects';
import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { DomainError, keyed } from '../../../../shared/errors';
import type { GqlContext } from '../../platform/graphql/context';
import { Topic, type SolutionGroupUpdatedPayload } from '../../platform/realtime/pubsub';
import { Product } from '../catalogue';
import { CapacityDefinition, Category, SolutionType } from '../reference';
import * as capacities from './capacity.service';
import * as groups from './group.service';
import * as imports from './item-import.service';
import * as items from './item.service';
import { createProduct } from './product-create.service';
import * as shares from './share.service';
import {
  CapacityInput,
  CategoryInfrastructureShareInput,
  ProductCreateInput,
  SolutionCoolingInput,
  SolutionCreateInput,
  SolutionGroupCreateInput,
  SolutionGroupHeadingsInput,
  SolutionGroupReorderInput,
  SolutionGroupUpdateInput,
  SolutionItemAddInput,
  SolutionItemsCheckInput,
  SolutionItemsImportInput,
  SolutionItemsRequestInput,
  SolutionItemUpdateInput,
  SolutionUpdateInput,
  SolutionUpsInput,
  fromInput,
} from './solution.inputs';
import { CategoryInfrastructureShare, ItemRequest, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';
import * as solutions from './solution.service';
import * as summaries from './summary.service';
import { ProjectSummary, SolutionGroupReorderResult, SolutionGroupSummary, SolutionSummary } from './summary.types';
import { groupSummaryView, projectSummaryView, solutionSummaryView } from './summary.views';

@ObjectType()
export class SolutionGroupList {
  @Field(() => SolutionGroup, { nullable: true }) baseline!: SolutionGroup | null;
  @Field(() => [SolutionGroup], { description: 'Every other group, requested groups merged in, in order.' }) comparative!: SolutionGroup[];
}

@ObjectType()
export class UpsSetting {
  @Field(() => String, { description: 'The infrastructure preset id (ups_custom, ups_none…).' }) id!: string;
  @Field(() => Float) efficiency!: number;
}

@ObjectType()
export class CoolingSetting {
  @Field(() => String) id!: string;
  @Field(() => Float) cop!: number;
}

@ObjectType()
export class CategoryRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
}

@ObjectType()
export class CheckedItem {
  @Field(() => Int) index!: number;
  @Field(() => String) brandName!: string;
  @Field(() => String) modelName!: string;
  @Field(() => String) manufacturerPartNumber!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Product, { nullable: true }) product!: Product | null;
  @Field(() => Boolean) available!: boolean;
  @Field(() => Boolean) selected!: boolean;
}

@ObjectType()
export class SolutionItemsCheckResult {
  @Field(() => [CheckedItem]) found!: CheckedItem[];
  @Field(() => [CheckedItem]) missing!: CheckedItem[];
}

@ObjectType()
export class SolutionItemsImportResult {
  @Field(() => [SolutionItem]) items!: SolutionItem[];
  @Field(() => [ItemRequest]) requestedItems!: ItemRequest[];
}

@ObjectType()
export class ProductCreateResult {
  @Field(() => Product) product!: Product;
  @Field(() => SolutionItem, { nullable: true }) item!: SolutionItem | null;
}

@ObjectType()
export class SolutionGroupUpdatedEvent {
  @Field(() => ID) projectId!: number;
  @Field(() => [ID]) groupIds!: number[];
  @Field(() => String) action!: string;
  @Field(() => ID) byUserId!: number;
}

/** A page of a loaded list; a negative limit or offset is a 422. */
function page<T>(list: T[], limit: number | null | undefined, offset: number | null | undefined): T[] {
  const from = offset ?? 0;
  if ((limit != null && limit < 0) || from < 0) throw DomainError.validation({ limit: [keyed('common.limitOffset')] });
  return list.slice(from, limit == null ? undefined : from + limit);
}

const checked = (r: imports.CheckedRow): CheckedItem =>
  Object.assign(new CheckedItem(), { index: r.index, brandName: r.row.brandName, modelName: r.row.modelName, manufacturerPartNumber: r.row.manufacturerPartNumber, amount: r.row.amount, product: r.product, available: r.available, selected: r.selected });

@Resolver(() => SolutionGroup)
export class SolutionGroupResolver {
  @Query(() => SolutionGroupList, { description: 'The baseline split off; the rest comparative (requested groups merged in).' })
  async solutionGroups(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: GqlContext): Promise<SolutionGroupList> {
    const { baseline, comparative } = await groups.listGroups(ctx, projectId);
    return { baseline, comparative };
  }

  @Query(() => SolutionGroup)
  async solutionGroup(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return (await groups.getGroup(ctx, projectId, id)).group;
  }

  @Query(() => [SolutionGroup])
  solutionGroupNames(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: GqlContext): Promise<SolutionGroup[]> {
    return groups.groupNames(ctx, projectId);
  }

  @Query(() => [Category], { description: "Categories of the items in the project's data-centre solutions." })
  solutionGroupDataCenterCategories(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: GqlContext): Promise<Category[]> {
    return groups.dataCenterCategories(ctx, projectId);
  }

  @Query(() => SolutionGroupSummary)
  async solutionGroupSummary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('explain', () => Boolean, { defaultValue: false }) explain: boolean,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroupSummary> {
    const s = await summaries.groupSummary(ctx, projectId, id, { explain, year });
    return groupSummaryView(s.figures, s.reference, s.group);
  }

  @Query(() => ProjectSummary, { description: 'Project totals over its active groups, with every group (M3).' })
  async projectSummary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('explain', () => Boolean, { defaultValue: false }) explain: boolean,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ProjectSummary> {
    const s = await summaries.projectSummary(ctx, projectId, { explain, year });
    return projectSummaryView(s.figures, s.reference, s.groups);
  }

  @Mutation(() => SolutionGroup)
  solutionGroupCreate(@Arg('projectId', () => ID) projectId: string, @Arg('input', () => SolutionGroupCreateInput) input: SolutionGroupCreateInput, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return groups.createGroup(ctx, projectId, fromInput.groupCreate(input));
  }

  @Mutation(() => SolutionGroup, { description: 'Name, state, the active toggle and headings.' })
  solutionGroupUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionGroupUpdateInput) input: SolutionGroupUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroup> {
    return groups.updateGroup(ctx, projectId, id, fromInput.groupUpdate(input));
  }

  @Mutation(() => SolutionGroup)
  solutionGroupHeadingsUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionGroupHeadingsInput) input: SolutionGroupHeadingsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroup> {
    return groups.updateHeadings(ctx, projectId, id, fromInput.groupHeadings(input));
  }

  @Mutation(() => SolutionGroup, { description: 'Marks the group primary; the other groups lose primary.' })
  solutionGroupSetPrimary(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return groups.setPrimary(ctx, projectId, id);
  }

  @Mutation(() => SolutionGroup, { description: 'A deep copy: solutions, items, capacities and shares.' })
  solutionGroupClone(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return groups.cloneGroup(ctx, projectId, id);
  }

  @Mutation(() => Boolean)
  async solutionGroupDelete(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<boolean> {
    await groups.deleteGroup(ctx, projectId, id);
    return true;
  }

  @Mutation(() => SolutionGroupReorderResult)
  async solutionGroupReorder(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionGroupReorderInput) input: SolutionGroupReorderInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroupReorderResult> {
    const r = await groups.reorderSolutions(ctx, projectId, id, fromInput.reorder(input));
    return {
      source: groupSummaryView(r.source.figures, r.source.reference, r.source.group),
      target: groupSummaryView(r.target.figures, r.target.reference, r.target.group),
    };
  }

  @Subscription(() => SolutionGroupUpdatedEvent, {
    topics: Topic.SolutionGroupUpdated,
    description: 'Fires when a group, solution, item, capacity or share of the project changes, to users who can see the project.',
    filter: ({ payload, args, context }: { payload: SolutionGroupUpdatedPayload; args: { projectId: string }; context: GqlContext }) =>
      !!context.actor &&
      String(payload.projectId) === String(args.projectId) &&
      maySeeProjectEvent(context.actor, payload),
  })
  solutionGroupUpdated(@Arg('projectId', () => ID) _projectId: string, @Root() payload: SolutionGroupUpdatedPayload): SolutionGroupUpdatedEvent {
    return Object.assign(new SolutionGroupUpdatedEvent(), { projectId: payload.projectId, groupIds: payload.groupIds, action: payload.action, byUserId: payload.byUserId });
  }

  @FieldResolver(() => ID)
  projectId(@Root() g: SolutionGroup): number {
    return g.project.id;
  }

  @FieldResolver(() => Boolean)
  requested(@Root() g: SolutionGroup): boolean {
    return g.state === 'requested';
  }

  @FieldResolver(() => [Solution], { description: 'In order; limit and offset page them (and bound the query cost).' })
  async solutions(
    @Root() g: SolutionGroup,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution[]> {
    if (!g.solutions.isInitialized()) await ctx.em.populate(g, ['solutions']);
    return page(g.solutions.getItems(), limit, offset);
  }
}

@Resolver(() => Solution)
export class SolutionResolver {
  @Query(() => Solution)
  async solution(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Solution> {
    return solutions.solutionTree(ctx, projectId, undefined, id);
  }

  @Query(() => SolutionSummary)
  async solutionSummary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('explain', () => Boolean, { defaultValue: false }) explain: boolean,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionSummary> {
    const s = await summaries.solutionSummary(ctx, projectId, id, { explain, year });
    return solutionSummaryView(s.figures, s.reference);
  }

  @Mutation(() => Solution, { description: "New solution with the project's kWh price and grid factor, no UPS or cooling." })
  solutionCreate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('input', () => SolutionCreateInput) input: SolutionCreateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.createSolution(ctx, projectId, groupId, fromInput.solutionCreate(input), input.withDescription === true);
  }

  @Mutation(() => Solution)
  solutionUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionUpdateInput) input: SolutionUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.updateSolution(ctx, projectId, undefined, id, fromInput.solutionUpdate(input));
  }

  @Mutation(() => Boolean)
  async solutionDelete(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<boolean> {
    await solutions.deleteSolution(ctx, projectId, undefined, id);
    return true;
  }

  @Mutation(() => Solution, { description: 'A deep copy in the same group.' })
  solutionClone(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Solution> {
    return solutions.cloneSolution(ctx, projectId, undefined, id);
  }

  @Mutation(() => Solution, { description: 'upsId: a UPS preset id (or its value), or custom with input.efficiency.' })
  solutionUpsUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('upsId', () => String) upsId: string,
    @Arg('input', () => SolutionUpsInput, { nullable: true }) input: SolutionUpsInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.setUps(ctx, projectId, id, upsId, { efficiency: input?.efficiency ?? undefined });
  }

  @Mutation(() => Solution, { description: 'coolingId: a cooling preset id (or its value), or custom with input.cop.' })
  solutionCoolingUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('coolingId', () => String) coolingId: string,
    @Arg('input', () => SolutionCoolingInput, { nullable: true }) input: SolutionCoolingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.setCooling(ctx, projectId, id, coolingId, { cop: input?.cop ?? undefined });
  }

  @FieldResolver(() => ID)
  solutionGroupId(@Root() s: Solution): number {
    return s.group.id;
  }

  @FieldResolver(() => SolutionType)
  async solutionType(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<SolutionType> {
    return s.solutionType.calculationMode !== undefined ? s.solutionType : ctx.em.findOneOrFail(SolutionType, s.solutionType.id);
  }

  @FieldResolver(() => [SolutionItem], { description: 'In order; limit and offset page them (the solutions screen shows 4 per page).' })
  async items(
    @Root() s: Solution,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem[]> {
    if (!s.items.isInitialized()) await ctx.em.populate(s, ['items', 'items.product']);
    return page(s.items.getItems(), limit, offset);
  }

  @FieldResolver(() => Int)
  async itemCount(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<number> {
    return s.items.isInitialized() ? s.items.length : ctx.em.count(SolutionItem, { solution: s.id });
  }

  @FieldResolver(() => [SolutionCapacity], { description: 'Live capacity links.' })
  async capacities(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    if (!s.capacities.isInitialized()) await ctx.em.populate(s, ['capacities']);
    return s.capacities.getItems().filter((c) => !c.deletedAt);
  }

  @FieldResolver(() => [CategoryInfrastructureShare], { description: 'Live category infrastructure shares.' })
  async shares(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    if (!s.shares.isInitialized()) await ctx.em.populate(s, ['shares']);
    return s.shares.getItems().filter((x) => !x.deletedAt);
  }

  @FieldResolver(() => UpsSetting)
  ups(@Root() s: Solution): UpsSetting {
    return { id: s.upsPresetId, efficiency: s.upsEfficiency };
  }

  @FieldResolver(() => CoolingSetting)
  cooling(@Root() s: Solution): CoolingSetting {
    return { id: s.coolingPresetId, cop: s.coolingCop };
  }
}

@Resolver(() => SolutionItem)
export class SolutionItemResolver {
  @Mutation(() => SolutionItem)
  solutionItemAdd(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => SolutionItemAddInput) input: SolutionItemAddInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    return items.addItem(ctx, projectId, solutionId, fromInput.itemAdd(input));
  }

  @Mutation(() => SolutionItem)
  solutionItemUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionItemUpdateInput) input: SolutionItemUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    return items.updateItem(ctx, projectId, solutionId, id, fromInput.itemUpdate(input));
  }

  @Mutation(() => SolutionItem, { description: 'hoursId: an hour profile id, or none.' })
  solutionItemHoursUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('hoursId', () => ID) hoursId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    return items.setItemHours(ctx, projectId, solutionId, id, hoursId);
  }

  @Mutation(() => Boolean)
  async solutionItemDelete(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await items.deleteItem(ctx, projectId, undefined, solutionId, id);
    return true;
  }

  @Query(() => SolutionItemsCheckResult, { description: 'Matches import rows against the catalogue.' })
  async solutionItemsCheck(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => SolutionItemsCheckInput) input: SolutionItemsCheckInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItemsCheckResult> {
    const r = await imports.checkItems(ctx, projectId, solutionId, fromInput.itemsCheck(input));
    return { found: r.found.map(checked), missing: r.missing.map(checked) };
  }

  @Mutation(() => SolutionItemsImportResult)
  async solutionItemsImport(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => SolutionItemsImportInput) input: SolutionItemsImportInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItemsImportResult> {
    const r = await imports.importItems(ctx, projectId, solutionId, fromInput.itemsImport(input));
    return { items: r.items, requestedItems: r.requests };
  }

  @Mutation(() => [ItemRequest])
  solutionItemsRequest(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => SolutionItemsRequestInput) input: SolutionItemsRequestInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ItemRequest[]> {
    return imports.requestItems(ctx, projectId, solutionId, fromInput.itemsRequest(input));
  }

  @Mutation(() => ProductCreateResult, { description: 'A partner-owned product; with solutionId also added to that solution.' })
  async productCreate(@Arg('input', () => ProductCreateInput) input: ProductCreateInput, @Ctx() ctx: GqlContext): Promise<ProductCreateResult> {
    return createProduct(ctx, fromInput.productCreate(input));
  }

  @FieldResolver(() => ID)
  solutionId(@Root() i: SolutionItem): number {
    return i.solution.id;
  }

  @FieldResolver(() => ID)
  productId(@Root() i: SolutionItem): number {
    return i.product.id;
  }

  @FieldResolver(() => Product)
  async product(@Root() i: SolutionItem, @Ctx() ctx: GqlContext): Promise<Product> {
    return i.product.modelName !== undefined ? i.product : ctx.em.findOneOrFail(Product, i.product.id);
  }

  @FieldResolver(() => ID, { description: "The product's category." })
  async categoryId(@Root() i: SolutionItem, @Ctx() ctx: GqlContext): Promise<string> {
    return (await this.product(i, ctx)).category.id;
  }

  @FieldResolver(() => ID, { nullable: true })
  hoursId(@Root() i: SolutionItem): string | null {
    return i.hourProfile?.id ?? null;
  }
}

@Resolver(() => SolutionCapacity)
export class SolutionCapacityResolver {
  @Query(() => [SolutionCapacity], { description: 'Live capacity links of a solution.' })
  solutionCapacities(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacities.listCapacities(ctx, { projectId }, solutionId);
  }

  @Mutation(() => SolutionCapacity, { description: 'Adds a capacity link (or sets the amount of the live link to that capacity).' })
  capacityAdd(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => CapacityInput) input: CapacityInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionCapacity> {
    return capacities.saveCapacity(ctx, { projectId }, solutionId, fromInput.capacity(input));
  }

  @Mutation(() => SolutionCapacity)
  capacityUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CapacityInput) input: CapacityInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionCapacity> {
    return capacities.saveCapacity(ctx, { projectId }, solutionId, fromInput.capacity(input, id));
  }

  @Mutation(() => Boolean, { description: 'Soft-deletes one link (by its id or its capacity id).' })
  async capacityDelete(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await capacities.deleteCapacity(ctx, projectId, solutionId, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Soft-deletes every live link of the solution; answers how many.' })
  capacitiesDelete(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<number> {
    return capacities.deleteAllCapacities(ctx, { projectId }, solutionId);
  }

  @Mutation(() => [SolutionCapacity], { description: 'Restores the soft-deleted links of the solution.' })
  capacitiesRestore(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacities.restoreCapacities(ctx, { projectId }, solutionId);
  }

  @FieldResolver(() => ID)
  solutionId(@Root() c: SolutionCapacity): number {
    return c.solution.id;
  }

  @FieldResolver(() => ID)
  capacityId(@Root() c: SolutionCapacity): string {
    return c.capacity.id;
  }

  @FieldResolver(() => CapacityDefinition)
  async capacity(@Root() c: SolutionCapacity, @Ctx() ctx: GqlContext): Promise<CapacityDefinition> {
    return c.capacity.name !== undefined ? c.capacity : ctx.em.findOneOrFail(CapacityDefinition, c.capacity.id);
  }
}

@Resolver(() => CategoryInfrastructureShare)
export class CategoryInfrastructureShareResolver {
  @Query(() => [CategoryInfrastructureShare])
  categoryInfrastructureShares(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    return shares.listShares(ctx, projectId, solutionId);
  }

  @Mutation(() => CategoryInfrastructureShare)
  categoryInfrastructureShareCreate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => CategoryInfrastructureShareInput) input: CategoryInfrastructureShareInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CategoryInfrastructureShare> {
    return shares.createShare(ctx, projectId, solutionId, fromInput.share(input));
  }

  @Mutation(() => CategoryInfrastructureShare)
  categoryInfrastructureShareUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CategoryInfrastructureShareInput) input: CategoryInfrastructureShareInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CategoryInfrastructureShare> {
    return shares.updateShare(ctx, projectId, solutionId, id, fromInput.share(input));
  }

  @Mutation(() => Boolean)
  async categoryInfrastructureShareDelete(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await shares.deleteShare(ctx, projectId, solutionId, id);
    return true;
  }

  @Mutation(() => Int)
  categoryInfrastructureSharesDelete(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<number> {
    return shares.deleteAllShares(ctx, projectId, solutionId);
  }

  @Mutation(() => [CategoryInfrastructureShare])
  categoryInfrastructureSharesRestore(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    return shares.restoreShares(ctx, projectId, solutionId);
  }

  @FieldResolver(() => ID)
  solutionId(@Root() s: CategoryInfrastructureShare): number {
    return s.solution.id;
  }

  @FieldResolver(() => [CategoryRef])
  async categories(@Root() s: CategoryInfrastructureShare, @Ctx() ctx: GqlContext): Promise<CategoryRef[]> {
    const names = s.categoryIds.length ? new Map((await ctx.em.find(Category, { id: { $in: s.categoryIds } })).map((c) => [c.id, c.name])) : new Map();
    return s.categoryIds.map((id) => ({ id, name: names.get(id) ?? null }));
  }
}

@Resolver(() => ItemRequest)
export class ItemRequestResolver {
  @FieldResolver(() => ID)
  solutionId(@Root() r: ItemRequest): number {
    return r.solution.id;
  }

  @FieldResolver(() => ID)
  requestedById(@Root() r: ItemRequest): number {
    return r.requestedBy.id;
  }
}

export const solutionResolvers = [
  SolutionGroupResolver,
  SolutionResolver,
  SolutionItemResolver,
  SolutionCapacityResolver,
  CategoryInfrastructureShareResolver,
  ItemRequestResolver,
] as const;
