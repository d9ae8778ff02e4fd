/**
 * GraphQL for solution groups: the list (baseline split off), create, update, headings, primary, clone,
 * delete, re-order and the live SolutionGroupUpdated subscription. Thin: each calls groups/group.service.
 */
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { Topic, type SolutionGroupUpdatedPayload } from '../../../platform/realtime/pubsub';
import { maySeeProjectEvent } from '../../projects';
import { Category } from '../../reference';
import { solutionsOfGroup } from '../loaders';
import { page } from '../paging';
import * as live from '../live.service';
import { Solution, SolutionGroup, SolutionItem } from '../solution.entity';
import { ProjectSummary, SolutionGroupReorderResult, SolutionGroupSummary, SolutionSummary } from '../summaries/summary.types';
import { groupSummaryView } from '../summaries/summary.views';
import * as groups from './group.service';
import { fromInput, SolutionGroupCreateInput, SolutionGroupHeadingsInput, SolutionGroupReorderInput, SolutionGroupUpdateInput } from './group.inputs';

@ObjectType({ description: "A project's solution groups as the solutions screen shows them: the baseline and the rest." })
export class SolutionGroupList {
  @Field(() => SolutionGroup, { description: 'The baseline group (the current situation), if the project has one.', nullable: true }) baseline!: SolutionGroup | null;
  @Field(() => [SolutionGroup], { description: 'Every other group, requested groups merged in, in order.' }) comparative!: SolutionGroup[];
}

@ObjectType({ description: 'What changed; the entities and summaries are read for each recipient with their own access.' })
export class SolutionGroupUpdatedEvent {
  @Field(() => ID, { description: 'The project whose groups changed.' }) projectId!: number;
  @Field(() => [ID], { description: 'The groups that changed.' }) groupIds!: number[];
  @Field(() => String, { description: 'What changed: group, solution, item, capacity, share, reorder or deleted.' }) action!: string;
  @Field(() => [ID], { description: 'Solutions whose content or figures changed.' }) solutionIds!: number[];
  @Field(() => [ID], { description: 'Items changed in place (not added or removed).' }) itemIds!: number[];
  @Field(() => Boolean, { description: "A list's membership or order changed: screens refetch that list." }) structural!: boolean;
  @Field(() => ID, { description: 'The id of the user who made the change.' }) byUserId!: number;
  @Field(() => Boolean, {
    description:
      "The change stays inside the changed groups (an edit of a solution, item, capacity or share): every other group's figures are as they were, and projectSummary(changedGroupsOnly: true) carries the changed groups' entries alone.",
  })
  inPlace!: boolean;
  /** The published payload and the recipient's context (not fields). */
  payload!: SolutionGroupUpdatedPayload;
  ctx!: GqlContext;
}

/** The event's entities and summaries, each read only when the subscription asks for it. */
@Resolver(() => SolutionGroupUpdatedEvent)
export class SolutionGroupUpdatedEventResolver {
  @FieldResolver(() => [Solution], { description: 'The changed solutions the recipient may see.' })
  solutions(@Root() e: SolutionGroupUpdatedEvent): Promise<Solution[]> {
    return live.changedSolutions(e.ctx, e.payload);
  }

  @FieldResolver(() => [SolutionItem], { description: 'The items changed in place that the recipient may see.' })
  items(@Root() e: SolutionGroupUpdatedEvent): Promise<SolutionItem[]> {
    return live.changedItems(e.ctx, e.payload);
  }

  @FieldResolver(() => [SolutionSummary], { description: 'New summaries of the changed solutions the recipient may see.' })
  solutionSummaries(@Root() e: SolutionGroupUpdatedEvent, @Arg('explain', () => Boolean, { description: 'Whether to attach the calculation traces (traces: how each figure was made, with its M section); default false.', defaultValue: false }) explain: boolean): Promise<SolutionSummary[]> {
    return live.changedSolutionSummaries(e.ctx, e.payload, explain);
  }

  @FieldResolver(() => [SolutionGroupSummary], { description: 'New summaries of the changed groups the recipient may see.' })
  groupSummaries(@Root() e: SolutionGroupUpdatedEvent, @Arg('explain', () => Boolean, { description: 'Whether to attach the calculation traces (traces: how each figure was made, with its M section); default false.', defaultValue: false }) explain: boolean): Promise<SolutionGroupSummary[]> {
    return live.changedGroupSummaries(e.ctx, e.payload, explain);
  }

  @FieldResolver(() => ProjectSummary, { nullable: true, description: "The project's new summary as the recipient sees it." })
  projectSummary(
    @Root() e: SolutionGroupUpdatedEvent,
    @Arg('explain', () => Boolean, { description: 'Whether to attach the calculation traces (traces: how each figure was made, with its M section); default false.', defaultValue: false }) explain: boolean,
    @Arg('changedGroupsOnly', () => Boolean, {
      defaultValue: false,
      description: "When the change is inPlace, `groups` holds only the changed groups' entries (the project's own figures are whole); otherwise every group.",
    })
    changedGroupsOnly: boolean,
  ): Promise<ProjectSummary | null> {
    return live.changedProjectSummary(e.ctx, e.payload, explain, changedGroupsOnly);
  }
}

@Resolver(() => SolutionGroup)
export class SolutionGroupResolver {
  @Query(() => SolutionGroupList, { description: 'The baseline split off; the rest comparative (requested groups merged in).' })
  async solutionGroups(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<SolutionGroupList> {
    return groups.listGroupRows(ctx, projectId);
  }

  @Query(() => SolutionGroup, { description: 'One solution group of a project, with its solutions.' })
  async solutionGroup(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return (await groups.getGroup(ctx, projectId, id)).group;
  }

  @Query(() => [SolutionGroup], { description: 'The names (and ids) of a project\'s solution groups.' })
  solutionGroupNames(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<SolutionGroup[]> {
    return groups.groupNames(ctx, projectId);
  }

  @Query(() => [Category], { description: "Categories of the items in the project's data-centre solutions." })
  solutionGroupDataCenterCategories(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<Category[]> {
    return groups.dataCenterCategories(ctx, projectId);
  }

  @Mutation(() => SolutionGroup, { description: 'Adds a solution group to a project.' })
  solutionGroupCreate(@IdArg('projectId') projectId: number, @Arg('input', () => SolutionGroupCreateInput, { description: "The new group's name, state and active toggle." }) input: SolutionGroupCreateInput, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return groups.createGroup(ctx, projectId, fromInput.groupCreate(input));
  }

  @Mutation(() => SolutionGroup, { description: 'Name, state, the active toggle and headings.' })
  solutionGroupUpdate(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('input', () => SolutionGroupUpdateInput, { description: 'The changes; fields left out keep their value.' }) input: SolutionGroupUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroup> {
    return groups.updateGroup(ctx, projectId, id, fromInput.groupUpdate(input));
  }

  @Mutation(() => SolutionGroup, { description: 'Changes a solution group\'s headings.' })
  solutionGroupHeadingsUpdate(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('input', () => SolutionGroupHeadingsInput, { description: 'The report headings; null clears one, left out keeps it.' }) input: SolutionGroupHeadingsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionGroup> {
    return groups.updateHeadings(ctx, projectId, id, fromInput.groupHeadings(input));
  }

  @Mutation(() => SolutionGroup, { description: 'Marks the group primary; the other groups lose primary.' })
  solutionGroupSetPrimary(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return groups.setPrimary(ctx, projectId, id);
  }

  @Mutation(() => SolutionGroup, { description: 'A deep copy: solutions, items, capacities and shares.' })
  solutionGroupClone(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    return groups.cloneGroup(ctx, projectId, id);
  }

  @Mutation(() => Boolean, { description: 'Deletes a solution group of a project.' })
  async solutionGroupDelete(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await groups.deleteGroup(ctx, projectId, id);
    return true;
  }

  @Mutation(() => SolutionGroupReorderResult, { description: 'Puts a solution group\'s solutions in the given order.' })
  async solutionGroupReorder(
    @IdArg('projectId') projectId: number,
    @IdArg('id') id: number,
    @Arg('input', () => SolutionGroupReorderInput, { description: 'The solutions and where they go.' }) input: SolutionGroupReorderInput,
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
  solutionGroupUpdated(@Arg('projectId', () => ID, { description: 'The project whose groups to follow; events come only while the caller may see it.' }) _projectId: string, @Root() payload: SolutionGroupUpdatedPayload, @Ctx() ctx: GqlContext): SolutionGroupUpdatedEvent {
    // The context lives as long as the subscription; each event reads through a fresh identity map and
    // fresh loaders (the fields of Solution below read ctx.em), never what an earlier event cached.
    ctx.em = ctx.em.fork();
    return Object.assign(new SolutionGroupUpdatedEvent(), {
      projectId: payload.projectId,
      groupIds: payload.groupIds,
      action: payload.action,
      solutionIds: payload.solutionIds ?? [],
      itemIds: payload.itemIds ?? [],
      structural: payload.structural ?? true,
      byUserId: payload.byUserId,
      inPlace: live.staysInItsGroups(payload),
      payload: { ...payload, solutionIds: payload.solutionIds ?? [], itemIds: payload.itemIds ?? [], structural: payload.structural ?? true },
      ctx,
    });
  }

  @FieldResolver(() => ID, { description: 'The project the group belongs to.' })
  projectId(@Root() g: SolutionGroup): number {
    return g.project.id;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the group was supplied by a seller in answer to a request (state requested).' })
  requested(@Root() g: SolutionGroup): boolean {
    return g.state === 'requested';
  }

  @FieldResolver(() => [Solution], { description: 'In order; limit and offset page them (and bound the query cost).' })
  async solutions(
    @Root() g: SolutionGroup,
    @Arg('limit', () => Int, { description: 'How many solutions to return at most; absent: all.', nullable: true }) limit: number | null | undefined,
    @Arg('offset', () => Int, { description: 'How many solutions to skip first (default 0).', defaultValue: 0 }) offset: number,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution[]> {
    return page(await solutionsOfGroup(ctx.em, g), limit, offset);
  }
}
