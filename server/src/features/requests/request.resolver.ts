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

@InputType('RequestInput', { description: 'A buyer request on a project (spec §3 Request): what the buyer asks sellers for, and by when.' })
class RequestGqlInput {
  @Field(() => String, { description: "The request's title (required, at most 160 characters)." }) title!: string;
  @Field(() => String, { description: 'The answer deadline, a date YYYY-MM-DD not earlier than today.' }) deadline!: string;
  @Field(() => String, { description: 'What the buyer asks for (at most 5000 characters).', nullable: true }) description?: string | null;
}

@InputType('QuestionInput', { description: 'A question of a buyer request or template (spec §3 Question), answered by the seller.' })
class QuestionGqlInput {
  @Field(() => String, { description: "The question's text (required, at most 1000 characters)." }) question!: string;
  @Field(() => String, { description: 'The kind of answer: yesno (default) or text.', nullable: true }) type?: string;
}

@InputType('QuestionTemplateInput', { description: 'A question template (spec §3 Question template): a named set of questions to add to requests.' })
class QuestionTemplateGqlInput {
  @Field(() => String, { description: "The template's name (required, at most 160 characters)." }) name!: string;
  @Field(() => [QuestionGqlInput], { description: "The template's questions (at most 100)." }) questions!: QuestionGqlInput[];
  @Field(() => String, { nullable: true, description: 'An icon of the fixed list ("solid:Dns"); null clears it, absent keeps it.' }) icon?: string | null;
}

@InputType('RequestShareInput', { description: 'A share of a buyer request with a seller, by e-mail (spec §3 Shares: new share).' })
class RequestShareGqlInput {
  @Field(() => String, { description: "The seller's company name (required, at most 160 characters)." }) supplier!: string;
  @Field(() => String, { description: "The contact person's name (required, at most 160 characters)." }) name!: string;
  @Field(() => String, { description: "The contact's e-mail address, where the invitation goes (required, at most 255 characters)." }) email!: string;
  @Field(() => String, { description: 'A message to the seller (at most 5000 characters).', nullable: true }) message?: string | null;
}

@ObjectType({ description: "A page of the seller's received requests (request shares)." })
class RequestInbox {
  @Field(() => [RequestShare], { description: 'The request shares of this page.' }) items!: RequestShare[];
  @Field(() => Int, { description: 'How many request shares there are in all.' }) total!: number;
  @Field(() => Int, { description: 'The page number (from 1).' }) page!: number;
  @Field(() => Int, { description: 'Request shares per page.' }) perPage!: number;
}

@ObjectType({ description: "A seller's response as sent to the buyer." })
class RequestResponseSent {
  @Field(() => RequestShare, { description: 'The request share, now answered.' }) share!: RequestShare;
  @Field(() => String, { description: "The buyer's partner name." }) buyerPartner!: string;
  @Field(() => String, { description: 'The e-mail address of the buyer user who wrote the request.' }) buyerEmail!: string;
}

@ObjectType({ description: 'A colleague of the seller a request share can be passed to internally.' })
class RequestColleague {
  @Field(() => ID, { description: "The colleague's user id." }) id!: number;
  @Field(() => String, { description: "The colleague's display name." }) name!: string;
  @Field(() => String, { description: "The colleague's e-mail address." }) email!: string;
}

@Resolver(() => BuyerRequest)
export class BuyerRequestResolver {
  @Query(() => [BuyerRequest], { description: "The project's requests (buyer side), newest first." })
  projectRequests(@IdArg('projectId') projectId: number, @Arg('namespace', () => String, { description: 'The sub-app of the project (default buyers; only buyer partners use it).', defaultValue: 'buyers' }) namespace: string, @Ctx() ctx: GqlContext): Promise<BuyerRequest[]> {
    return requests.listRequests(ctx, parseNamespace(namespace), projectId);
  }

  @Mutation(() => BuyerRequest, { description: 'Creates a buyer request for a project.' })
  requestCreate(@IdArg('projectId') projectId: number, @Arg('input', () => RequestGqlInput, { description: "The request's title, deadline and description." }) input: RequestGqlInput, @Arg('namespace', () => String, { description: 'The sub-app of the project (default buyers; only buyer partners use it).', defaultValue: 'buyers' }) namespace: string, @Ctx() ctx: GqlContext): Promise<BuyerRequest> {
    return requests.createRequest(ctx, parseNamespace(namespace), projectId, input);
  }

  @Mutation(() => BuyerRequest, { description: "Changes a buyer request's title, deadline and description." })
  requestUpdate(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @Arg('input', () => RequestGqlInput, { description: "The request's title, deadline and description as they are to be." }) input: RequestGqlInput, @Ctx() ctx: GqlContext): Promise<BuyerRequest> {
    return requests.updateRequest(ctx, 'buyers', projectId, requestId, input);
  }

  @Mutation(() => Question, { description: 'Saves a question: a new one without questionId.' })
  requestQuestionSave(
    @IdArg('projectId') projectId: number,
    @IdArg('requestId') requestId: number,
    @OptionalIdArg('questionId') questionId: number | null,
    @Arg('input', () => QuestionGqlInput, { description: "The question's text and type." }) input: QuestionGqlInput,
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
  requestShareCreate(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @Arg('input', () => RequestShareGqlInput, { description: "The seller's company, contact and message." }) input: RequestShareGqlInput, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.createShare(ctx, 'buyers', projectId, requestId, input);
  }

  @Mutation(() => String, { description: "Cancels a share; answers the request's status." })
  async requestShareCancel(@IdArg('projectId') projectId: number, @IdArg('requestId') requestId: number, @IdArg('requestShareId') requestShareId: number, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requests.cancelShare(ctx, 'buyers', projectId, requestId, requestShareId)).requestStatus;
  }

  @FieldResolver(() => ID, { description: "The buyer's project the request is about." })
  projectId(@Root() r: BuyerRequest): number {
    return r.project.id;
  }

  @FieldResolver(() => String, { description: "The buyer's partner (company) name." })
  async ownerPartner(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requestPartnerOf(ctx.em, r)).name;
  }

  @FieldResolver(() => String, { description: 'The e-mail address of the buyer user who wrote the request.' })
  async ownerEmail(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requestOwnerOf(ctx.em, r)).email;
  }

  @FieldResolver(() => String, { description: "The name of the buyer's project." })
  async projectName(@Root() r: BuyerRequest, @Ctx() ctx: GqlContext): Promise<string> {
    return (await requestProjectOf(ctx.em, r)).name;
  }

  @FieldResolver(() => [Question], { description: "The request's questions, in order." })
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
  questionTemplateSave(@OptionalIdArg('templateId') templateId: number | null, @Arg('input', () => QuestionTemplateGqlInput, { description: "The template's name, questions and icon." }) input: QuestionTemplateGqlInput, @Ctx() ctx: GqlContext): Promise<QuestionTemplate> {
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
    @Arg('field', () => String, { description: 'The sort field: created_at (default), received_at, deadline, status, title or seen_at.', nullable: true }) field: string | null,
    @Arg('order', () => String, { description: 'The sort order: asc, or desc (default).', nullable: true }) order: string | null,
    @Arg('page', () => Int, { description: 'The page, from 1 (default 1).', defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { description: 'Request shares per page (1 to 100; default 10).', defaultValue: requests.REQUEST_PAGE_SIZE }) perPage: number,
    @Arg('internal', () => Boolean, { description: 'false (default): requests sent to the caller and those shared with them internally; true: only the internally shared ones.', defaultValue: false }) internal: boolean,
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
  async requestColleagues(@IdArg('requestShareId') requestShareId: number, @Arg('search', () => String, { description: "Text to find in the colleague's name or e-mail address; empty lists all (at most 50, by name).", defaultValue: '' }) search: string, @Ctx() ctx: GqlContext): Promise<RequestColleague[]> {
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

  @Mutation(() => RequestShare, { description: 'The seller accepts or rejects a request share; accepting makes the response group to answer in (refused once the response is sent).' })
  requestShareConfirm(@IdArg('requestShareId') requestShareId: number, @Arg('status', () => String, { description: "The seller's decision: accepted (a response group is made) or rejected." }) status: string, @Ctx() ctx: GqlContext): Promise<RequestShare> {
    return requests.confirmShare(ctx, requestShareId, { status });
  }

  @Mutation(() => QuestionAnswer, { description: 'Saves the seller\'s answer to a question of a request.' })
  requestAnswerSave(@IdArg('requestShareId') requestShareId: number, @IdArg('questionId') questionId: number, @Arg('answer', () => String, { description: 'The answer (at most 5000 characters); null clears it.', nullable: true }) answer: string | null, @Ctx() ctx: GqlContext): Promise<QuestionAnswer> {
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
  requestInternalShareCreate(@IdArg('requestShareId') requestShareId: number, @Arg('userId', () => ID, { description: "The colleague (a user of the seller's partner) to share with." }) userId: string, @Ctx() ctx: GqlContext): Promise<RequestInternalShare> {
    return requests.createInternalShare(ctx, requestShareId, { userId: Number(userId) });
  }

  @Mutation(() => Boolean, { description: 'Stops sharing a request share with a colleague.' })
  async requestInternalShareDelete(@IdArg('requestShareId') requestShareId: number, @IdArg('internalShareId') internalShareId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await requests.deleteInternalShare(ctx, requestShareId, internalShareId);
    return true;
  }

  @FieldResolver(() => BuyerRequest, { description: 'The buyer request this share is of.' })
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
  @FieldResolver(() => ID, { description: 'The question answered.' })
  questionId(@Root() a: QuestionAnswer): number {
    return a.question.id;
  }
}

@Resolver(() => RequestInternalShare)
export class RequestInternalShareResolver {
  @FieldResolver(() => ID, { description: 'The colleague the request share is passed to.' })
  userId(@Root() i: RequestInternalShare): number {
    return i.user.id;
  }

  @FieldResolver(() => String, { description: "The colleague's display name." })
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
