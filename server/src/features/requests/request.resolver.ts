/**
 * GraphQL of buyer requests and seller responses: thin resolvers over request.service.ts (the same
 * calls as the REST facade), the user's new_request_count and its live updates.
 */
import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { parseNamespace } from '../projects';
import { requireActor } from '../../platform/auth/actor';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg, OptionalIdArg } from '../../platform/graphql/id-arg';
import { Topic, type NewRequestCountChangedPayload } from '../../platform/realtime/pubsub';
import { getGroup, groupSummary, groupSummaryView, scopedContext, SolutionGroup, SolutionGroupSummary } from '../solutions';
import { BuyerRequest, Question, QuestionAnswer, QuestionTemplate, RequestInternalShare, RequestShare } from './request.entity';
import * as requests from './request.service';
import { answersOf, internalShareUserOf, questionsOf, requestOfShare, requestOwnerOf, requestPartnerOf, requestProjectOf, responseGroupOf, sharesOfRequest } from './requests.loaders';

@InputType('RequestInput')
class RequestGqlInput {
  @Field(() => String) title!: string;
  @Field(() => String) deadline!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType('QuestionInput')
class QuestionGqlInput {
  @Field(() => String) question!: string;
  @Field(() => String, { nullable: true }) type?: string;
}

@InputType('QuestionTemplateInput')
class QuestionTemplateGqlInput {
  @Field(() => String) name!: string;
  @Field(() => [QuestionGqlInput]) questions!: QuestionGqlInput[];
  @Field(() => String, { nullable: true, description: 'An icon of the fixed list ("solid:Dns"); null clears it, absent keeps it.' }) icon?: string | null;
}

@InputType('RequestShareInput')
class RequestShareGqlInput {
  @Field(() => String) supplier!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@ObjectType()
class RequestInbox {
  @Field(() => [RequestShare]) items!: RequestShare[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
}

@ObjectType()
class RequestResponseSent {
  @Field(() => RequestShare) share!: RequestShare;
  @Field(() => String) buyerPartner!: string;
  @Field(() => String) buyerEmail!: string;
}

@ObjectType()
class RequestColleague {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@Resolver(() => BuyerRequest)
export class BuyerRequestResolver {
  @Query(() => [BuyerRequest], { description: "The project's requests (buyer side), newest first." })
  projectRequests(@IdArg('projectId') projectId: number, @Arg('namespace', () => String, { defaultValue: 'buyers' }) namespace: string, @Ctx() ctx: GqlContext): Promise<BuyerRequest[]> {
    return requests.listRequests(ctx, parseNamespace(namespace), projectId);
  }

  @Mutation(() => BuyerRequest, { description: 'Creates a buyer request for a project.' })
  requestCreate(@IdArg('projectId') projectId: number, @Arg('input', () => RequestGqlInput) input: RequestGqlInput, @Arg('namespace', () => String, { defaultValue: 'buyers' }) namespace: string, @Ctx() ctx: GqlContext): Promise<BuyerRequest> {
    return requests.createRequest(ctx, parseNamespace(namespace), projectId, input);
  }

  @Mutation(() => BuyerRequest, { description: 'Changes a buyer request.' })
  requestUpdate(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @Arg('input', () => RequestGqlInput) input: RequestGqlInput, @Ctx() ctx: GqlContext): Promise<BuyerRequest> {
    return requests.updateRequest(ctx, 'buyers', projectId, requestId, input);
  }

  @Mutation(() => Question, { description: 'Saves a question: a new one without questionId.' })
  requestQuestionSave(
    @IdArg('projectId') projectId: number,
    @IdArg('requestId') requestId: number,
    @OptionalIdArg('questionId') questionId: number | null,
    @Arg('input', () => QuestionGqlInput) input: QuestionGqlInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Question> {
    return requests.saveQuestion(ctx, 'buyers', projectId, requestId, questionId, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a question of a buyer request.' })
  async requestQuestionDelete(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @IdArg('questionId') questionId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await requests.deleteQuestion(ctx, 'buyers', projectId, requestId, questionId);
    return true;
  }

  @Mutation(() => BuyerRequest, { description: "Adds a template's questions to the request." })
  requestTemplateImport(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @IdArg('templateId') templateId: number, @Ctx() ctx: GqlContext): Promise<BuyerRequest> {
    return requests.importTemplate(ctx, 'buyers', projectId, requestId, templateId);
  }

  @Mutation(() => RequestShare, { description: 'Shares the request with a seller by e-mail; the request becomes sent.' })
  requestShareCreate(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @Arg('input', () => RequestShareGqlInput) input: RequestShareGqlInput, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.createShare(ctx, 'buyers', projectId, requestId, input);
  }

  @Mutation(() => String, { description: "Cancels a share; answers the request's status." })
  async requestShareCancel(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requests.cancelShare(ctx, 'buyers', projectId, requestId, requestShareId)).requestStatus;
  }

  @FieldResolver(() => ID)
  projectId(@Root() r: BuyerRequest): number {
    return r.project.id;
  }

  @FieldResolver(() => String)
  async ownerPartner(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requestPartnerOf(ctx.em, r)).name;
  }

  @FieldResolver(() => String)
  async ownerEmail(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requestOwnerOf(ctx.em, r)).email;
  }

  @FieldResolver(() => String)
  async projectName(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requestProjectOf(ctx.em, r)).name;
  }

  @FieldResolver(() => [Question])
  questions(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<Question[]> {
    return questionsOf(ctx.em, r);
  }

  @FieldResolver(() => [RequestShare], { description: "The request's shares: for its buyer only (a seller sees none)." })
  async shares(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<RequestShare[]> {
    if (requireActor(ctx.actor).partner.id !== r.partner.id) return [];
    return sharesOfRequest(ctx.em, r);
  }
}

@Resolver(() => QuestionTemplate)
export class QuestionTemplateResolver {
  @Query(() => [QuestionTemplate], { description: 'The buyer\'s question templates for requests.' })
  questionTemplates(@Ctx() ctx: GqlContext): Promise<QuestionTemplate[]> {
    return requests.listTemplates(ctx);
  }

  @Mutation(() => QuestionTemplate, { description: 'A partner admin saves a template: a new one without templateId.' })
  questionTemplateSave(@OptionalIdArg('templateId') templateId: number | null, @Arg('input', () => QuestionTemplateGqlInput) input: QuestionTemplateGqlInput, @Ctx() ctx: GqlContext): Promise<QuestionTemplate> {
    return requests.saveTemplate(ctx, templateId, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes one of the buyer\'s question templates.' })
  async questionTemplateDelete(@IdArg('templateId') templateId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await requests.deleteTemplate(ctx, templateId);
    return true;
  }
}

@Resolver(() => RequestShare)
export class RequestShareResolver {
  @Query(() => RequestInbox, { description: 'Requests received plus internally shared ones: sortable and paged (10 per page by default).' })
  async requestInbox(
    @Arg('field', () => String, { nullable: true }) field: string | null,
    @Arg('order', () => String, { nullable: true }) order: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: requests.REQUEST_PAGE_SIZE }) perPage: number,
    @Arg('internal', () => Boolean, { defaultValue: false }) internal: boolean,
    @Ctx() ctx: GqlContext,
  ): Promise<RequestInbox> {
    return requests.inbox(ctx, { field: field ?? undefined, order: order ?? undefined, page, perPage, internal });
  }

  @Query(() => RequestShare, { description: 'One request share (a seller\'s view of a buyer request).' })
  requestShare(@IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.getShare(ctx, requestShareId);
  }

  @Query(() => SolutionGroup, { description: 'The response group of an accepted request share.' })
  async requestResponseGroup(@IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<SolutionGroup> {
    const s = await scopedContext(ctx, { requestShareId }, false);
    return (await getGroup(s.ctx, s.projectId, s.groupId)).group;
  }

  @Query(() => SolutionGroupSummary, { description: "The response group's figures." })
  async requestResponseSummary(@IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<SolutionGroupSummary> {
    const scoped = await scopedContext(ctx, { requestShareId }, false);
    const s = await groupSummary(scoped.ctx, scoped.projectId, scoped.groupId);
    return groupSummaryView(s.figures, s.reference, s.group);
  }

  @Query(() => [RequestColleague], { description: 'Colleagues a request share can be shared with internally, by name or e-mail.' })
  async requestColleagues(@IdArg('requestShareId') requestShareId: number, @Arg('search', () => String, { defaultValue: '' }) search: string, @Ctx() ctx: GqlContext): Promise<RequestColleague[]> {
    return (await requests.searchColleagues(ctx, requestShareId, search)).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  }

  @Query(() => [RequestInternalShare], { description: 'The colleagues a request share is shared with internally.' })
  requestInternalShares(@IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<RequestInternalShare[]> {
    return requests.listInternalShares(ctx, requestShareId);
  }

  @Mutation(() => RequestShare, { description: 'Sets seen_at when first opened.' })
  requestShareMarkSeen(@IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.markSeen(ctx, requestShareId);
  }

  @Mutation(() => RequestShare, { description: 'accepted or rejected.' })
  requestShareConfirm(@IdArg('requestShareId') requestShareId: number, @Arg('status', () => String) status: string, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.confirmShare(ctx, requestShareId, { status });
  }

  @Mutation(() => QuestionAnswer, { description: 'Saves the seller\'s answer to a question of a request.' })
  requestAnswerSave(@IdArg('requestShareId') requestShareId: number, @IdArg('questionId') questionId: number, @Arg('answer', () => String, { nullable: true }) answer: string | null, @Ctx() ctx: GqlContext): Promise<QuestionAnswer> {
    return requests.saveAnswer(ctx, requestShareId, questionId, { answer });
  }

  @Mutation(() => RequestShare, { description: 'Deletes the response group (its solutions and items) before the response is sent; the share is pending again. Refused once sent.' })
  requestResponseGroupDelete(@IdArg('requestShareId') requestShareId: number, @IdArg('groupId') groupId: number, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.deleteResponseGroup(ctx, requestShareId, groupId);
  }

  @Mutation(() => RequestResponseSent, { description: 'Sends the response; every question needs an answer.' })
  async requestResponseSend(@IdArg('requestShareId') requestShareId: number, @IdArg('responseId') responseId: number, @Ctx() ctx: GqlContext): Promise<RequestResponseSent> {
    return requests.sendResponse(ctx, requestShareId, responseId);
  }

  @Mutation(() => RequestInternalShare, { description: 'Shares a request share with a colleague.' })
  requestInternalShareCreate(@IdArg('requestShareId') requestShareId: number, @Arg('userId', () => ID) userId: string, @Ctx() ctx: GqlContext): Promise<RequestInternalShare> {
    return requests.createInternalShare(ctx, requestShareId, { userId: Number(userId) });
  }

  @Mutation(() => Boolean, { description: 'Stops sharing a request share with a colleague.' })
  async requestInternalShareDelete(@IdArg('requestShareId') requestShareId: number, @IdArg('internalShareId') internalShareId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await requests.deleteInternalShare(ctx, requestShareId, internalShareId);
    return true;
  }

  @FieldResolver(() => BuyerRequest)
  request(@Root() s: RequestShare, @Ctx() ctx: GqlContext): Promise<BuyerRequest> {
    return requestOfShare(ctx.em, s);
  }

  @FieldResolver(() => [QuestionAnswer], { description: "The seller's answers; the buyer sees them once the response is sent." })
  async answers(@Root() s: RequestShare, @Ctx() ctx: GqlContext): Promise<QuestionAnswer[]> {
    if (!(await requests.responseVisible(ctx, s))) return [];
    return answersOf(ctx.em, s);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The response group (a requested group of the buyer project); the buyer sees it once the response is sent.' })
  async responseGroupId(@Root() s: RequestShare, @Ctx() ctx: GqlContext): Promise<number | null> {
    if (!s.responseGroup || !(await requests.responseVisible(ctx, s))) return null;
    return s.responseGroup.id;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The response group\'s name; the buyer sees it once the response is sent.' })
  async responseGroupName(@Root() s: RequestShare, @Ctx() ctx: GqlContext): Promise<string | null> {
    const group = s.responseGroup;
    if (!group || !(await requests.responseVisible(ctx, s))) return null;
    return (await responseGroupOf(ctx.em, group)).name;
  }
}

@Resolver(() => QuestionAnswer)
export class QuestionAnswerResolver {
  @FieldResolver(() => ID)
  questionId(@Root() a: QuestionAnswer): number {
    return a.question.id;
  }
}

@Resolver(() => RequestInternalShare)
export class RequestInternalShareResolver {
  @FieldResolver(() => ID)
  userId(@Root() i: RequestInternalShare): number {
    return i.user.id;
  }

  @FieldResolver(() => String)
  async username(@Root() i: RequestInternalShare, @Ctx() ctx: GqlContext): Promise<string> {
    return (await internalShareUserOf(ctx.em, i)).name;
  }
}

@Resolver()
export class NewRequestCountResolver {
  @Subscription(() => Int, {
    topics: Topic.NewRequestCountChanged,
    description: "The caller's new_request_count, whenever it changes (every open tab).",
    filter: ({ payload, context }: { payload: NewRequestCountChangedPayload; context: GqlContext }) => !!context.actor && payload.userId === context.actor.user.id,
  })
  newRequestCountChanged(@Root() payload: NewRequestCountChangedPayload): number {
    return payload.count;
  }
}

export const requestResolvers = [BuyerRequestResolver, QuestionTemplateResolver, RequestShareResolver, QuestionAnswerResolver, RequestInternalShareResolver, NewRequestCountResolver] as const;
