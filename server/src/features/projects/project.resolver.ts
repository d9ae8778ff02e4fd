import { Arg, Ctx, Field, FieldResolver, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { GENERIC_AREAS, PROJECT_DATA_STATES, SIDEBAR_FILTERS, SIDEBAR_PAGE_SIZE, type SidebarFilter } from '../../../../shared/constants';
import { DomainError, keyed } from '../../../../shared/errors';
import { requireActor } from '../../platform/auth/actor';
import { projectSchema, type ProjectFields } from '../../../../shared/validation';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { fromGraphql } from '../../platform/graphql/input';
import { Topic, type ProjectUpdatedPayload } from '../../platform/realtime/pubsub';
import { Client } from '../clients';
import { Note, Project, ProjectShare } from './project.entity';
import { getProject, isOwner, maySeeProjectEvent } from './project-access';
import * as projects from './project.service';
import { clientOf, noteAuthorOf, ownerOf, shareAuthorOf, shareSubscriberOf } from './projects.loaders';

@ObjectType()
export class UserSummary {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType()
export class AppRef {
  @Field(() => String) namespace!: string;
  @Field(() => String) uri!: string;
}

@ObjectType()
export class ClientProjects {
  @Field(() => Client) client!: Client;
  @Field(() => [Project]) projects!: Project[];
}

@ObjectType({ description: 'A generic area a project can be filed under (GET /{namespace}/projects/areas).' })
export class GenericArea {
  @Field(() => Int) id!: number;
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'An item data state (GET /{namespace}/states): 1 and 3 before, 2 and 4 after; 3 and 4 the growth variants.' })
export class ProjectDataState {
  @Field(() => Int) id!: number;
  @Field(() => String) key!: string;
  @Field(() => String) side!: string;
  @Field(() => Boolean) growth!: boolean;
}

@ObjectType()
export class ProjectUpdatedEvent {
  @Field(() => ID) projectId!: number;
  @Field(() => String) action!: string;
  @Field(() => ID) byUserId!: number;
  /** The recipient's context (not a field). */
  ctx!: GqlContext;
}

/** The event's project, read only when the subscription asks for it, with the recipient's access. */
@Resolver(() => ProjectUpdatedEvent)
export class ProjectUpdatedEventResolver {
  @FieldResolver(() => Project, { nullable: true, description: 'The project as the recipient sees it now (null when they may not, or it is gone).' })
  project(@Root() e: ProjectUpdatedEvent): Promise<Project | null> {
    return projects.projectOfEvent(e.ctx, e.projectId);
  }
}

@InputType()
export class ProjectListInput {
  @Field(() => String) namespace!: string;
  /** latest, myProjects, sharedWithMe, allProjects or orgProjects (spec sidebar filters). */
  @Field(() => String, { defaultValue: 'latest' }) filter!: string;
  @Field(() => Int, { nullable: true, description: 'At most SIDEBAR_PAGE_SIZE (50) projects a page; the REST facade keeps its 1000.' }) limit?: number;
  @Field(() => Int, { defaultValue: 0, description: 'Projects to skip, newest change first (the next page).' }) offset!: number;
  @Field(() => String, { nullable: true }) search?: string;
}

@InputType()
export class ProjectInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => ID, { nullable: true }) clientId?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Accepts comma or dot as decimal separator. */
  @Field(() => String, { nullable: true }) kwhPrice?: string | null;
  @Field(() => String, { nullable: true }) currency?: string | null;
  @Field(() => Float, { nullable: true }) investment?: number | null;
  @Field(() => Float, { nullable: true }) oldKwh?: number | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
}

/** The GraphQL input as the domain's project fields (the same names; see platform/graphql/input.ts). */
const projectFields = (i: ProjectInput) => fromGraphql<ProjectFields, ProjectInput>(projectSchema, i);

const FILTER_MODE: Record<SidebarFilter, projects.ProjectListMode> = {
  latest: 'latest',
  myProjects: 'mine',
  sharedWithMe: 'shared',
  allProjects: 'all',
  orgProjects: 'organization',
};

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => [ClientProjects], { description: 'Sidebar lists: projects grouped by client.' })
  async projectList(@Arg('input', () => ProjectListInput) input: ProjectListInput, @Ctx() ctx: GqlContext): Promise<ClientProjects[]> {
    if (!(SIDEBAR_FILTERS as readonly string[]).includes(input.filter)) {
      throw DomainError.validation({ filter: [keyed('projects.filterInvalid')] });
    }
    const mode = input.search ? 'search' : FILTER_MODE[input.filter as SidebarFilter];
    const list = await projects.listProjects(ctx, { namespace: projects.parseNamespace(input.namespace), mode, limit: input.limit, offset: input.offset, maxLimit: SIDEBAR_PAGE_SIZE, search: input.search });
    return projects.groupByClient(list);
  }

  @Query(() => [Project], { description: "GET /projects/latest: the caller's most recently changed projects of every namespace." })
  latestProjects(@Ctx() ctx: GqlContext): Promise<Project[]> {
    return projects.latestProjects(ctx);
  }

  @Query(() => [GenericArea], { description: 'GET /{namespace}/projects/areas.' })
  projectAreas(@Ctx() ctx: GqlContext): GenericArea[] {
    requireActor(ctx.actor);
    return GENERIC_AREAS.map(({ id, key, name }) => ({ id, key, name }));
  }

  @Query(() => [ProjectDataState], { description: 'GET /{namespace}/states.' })
  projectDataStates(@Ctx() ctx: GqlContext): ProjectDataState[] {
    requireActor(ctx.actor);
    return PROJECT_DATA_STATES.map(({ id, key, side, growth }) => ({ id, key, side, growth }));
  }

  @Query(() => Project, { description: 'One project the caller may see.' })
  project(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Project> {
    return getProject(ctx, id);
  }

  @Mutation(() => Project, { description: 'Creates a project in a namespace (sub-app).' })
  projectCreate(@Arg('namespace', () => String) namespace: string, @Arg('input', () => ProjectInput) input: ProjectInput, @Ctx() ctx: GqlContext): Promise<Project> {
    return projects.createProject(ctx, projects.parseNamespace(namespace), projectFields(input));
  }

  @Mutation(() => Project, { description: 'Changes a project\'s details.' })
  projectUpdate(@IdArg('id') id: number, @Arg('input', () => ProjectInput) input: ProjectInput, @Ctx() ctx: GqlContext): Promise<Project> {
    return projects.updateProject(ctx, id, projectFields(input));
  }

  @Mutation(() => Boolean, { description: 'Archives the project (REST: DELETE).' })
  async projectArchive(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await projects.archiveProject(ctx, id);
    return true;
  }

  @Mutation(() => Project, { description: 'Copies a project for a client.' })
  projectClone(@IdArg('id') id: number, @IdArg('clientId') clientId: number, @Ctx() ctx: GqlContext): Promise<Project> {
    return projects.cloneProject(ctx, id, clientId, undefined, projects.projectContentCopier.get());
  }

  @Mutation(() => Project, { description: 'Makes another user of the partner the project\'s owner.' })
  projectChangeOwner(@IdArg('id') id: number, @IdArg('userId') userId: number, @Ctx() ctx: GqlContext): Promise<Project> {
    return projects.changeOwner(ctx, id, userId);
  }

  @Query(() => [Note], { description: 'A project\'s notes.' })
  projectNotes(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<Note[]> {
    return projects.listNotes(ctx, projectId);
  }

  @Mutation(() => Note, { description: 'Adds a note to a project.' })
  noteCreate(@IdArg('projectId') projectId: number, @Arg('note', () => String) note: string, @Ctx() ctx: GqlContext): Promise<Note> {
    return projects.createNote(ctx, projectId, { note });
  }

  @Mutation(() => Note, { description: 'Changes a note of a project.' })
  noteUpdate(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Arg('note', () => String) note: string, @Ctx() ctx: GqlContext): Promise<Note> {
    return projects.updateNote(ctx, projectId, id, { note });
  }

  @Mutation(() => Boolean, { description: 'Deletes a note of a project.' })
  async noteDelete(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await projects.deleteNote(ctx, projectId, id);
    return true;
  }

  @Query(() => [ProjectShare], { description: 'Who a project is shared with.' })
  projectShares(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<ProjectShare[]> {
    return projects.listShares(ctx, projectId);
  }

  @Mutation(() => ProjectShare, { description: 'Shares a project with a user (by e-mail).' })
  shareCreate(@IdArg('projectId') projectId: number, @Arg('subscriber', () => String) subscriber: string, @Ctx() ctx: GqlContext): Promise<ProjectShare> {
    return projects.createShare(ctx, projectId, { subscriber });
  }

  @Mutation(() => Boolean, { description: 'Stops sharing a project with a user.' })
  async shareDelete(@IdArg('projectId') projectId: number, @IdArg('subscriberId') subscriberId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await projects.deleteShare(ctx, projectId, subscriberId);
    return true;
  }

  @Query(() => [UserSummary], { description: 'Users of your partner (owner change and share pickers).' })
  partnerUsers(@Arg('search', () => String, { defaultValue: '' }) search: string, @Ctx() ctx: GqlContext): Promise<UserSummary[]> {
    return projects.searchPartnerUsers(ctx, search);
  }

  @Subscription(() => ProjectUpdatedEvent, {
    topics: Topic.ProjectUpdated,
    description: 'Fires to users of the same partner (and users it is shared with) when a project changes.',
    filter: ({ payload, context }: { payload: ProjectUpdatedPayload; context: GqlContext }) =>
      !!context.actor && maySeeProjectEvent(context.actor, payload),
  })
  projectUpdated(@Root() payload: ProjectUpdatedPayload, @Ctx() ctx: GqlContext): ProjectUpdatedEvent {
    // The context lives as long as the subscription: each event reads through a fresh identity map.
    ctx.em = ctx.em.fork();
    return Object.assign(new ProjectUpdatedEvent(), { projectId: payload.projectId, action: payload.action, byUserId: payload.byUserId, ctx });
  }

  @FieldResolver(() => ID)
  clientId(@Root() p: Project): number {
    return p.client.id;
  }

  @FieldResolver(() => Client)
  client(@Root() p: Project, @Ctx() ctx: GqlContext): Promise<Client> {
    return clientOf(ctx.em, p);
  }

  @FieldResolver(() => UserSummary)
  async owner(@Root() p: Project, @Ctx() ctx: GqlContext): Promise<UserSummary> {
    const o = await ownerOf(ctx.em, p);
    return { id: o.id, name: o.name, email: o.email };
  }

  @FieldResolver(() => Boolean)
  isProjectOwner(@Root() p: Project, @Ctx() ctx: GqlContext): boolean {
    return isOwner(requireActor(ctx.actor), p);
  }

  @FieldResolver(() => Boolean)
  sharedWithPartner(@Root() p: Project, @Ctx() ctx: GqlContext): boolean {
    return p.partner.id !== requireActor(ctx.actor).partner.id;
  }

  @FieldResolver(() => AppRef)
  app(@Root() p: Project): AppRef {
    return projects.appOf(p.namespace);
  }
}

@Resolver(() => Note)
export class NoteResolver {
  @FieldResolver(() => UserSummary)
  async author(@Root() n: Note, @Ctx() ctx: GqlContext): Promise<UserSummary> {
    const a = await noteAuthorOf(ctx.em, n);
    return { id: a.id, name: a.name, email: a.email };
  }
}

@Resolver(() => ProjectShare)
export class ProjectShareResolver {
  @FieldResolver(() => UserSummary)
  async subscriber(@Root() s: ProjectShare, @Ctx() ctx: GqlContext): Promise<UserSummary> {
    const u = await shareSubscriberOf(ctx.em, s);
    return { id: u.id, name: u.name, email: u.email };
  }

  @FieldResolver(() => UserSummary, { description: 'The sharing user (spec: auther).' })
  async author(@Root() s: ProjectShare, @Ctx() ctx: GqlContext): Promise<UserSummary> {
    const a = await shareAuthorOf(ctx.em, s);
    return { id: a.id, name: a.name, email: a.email };
  }
}
