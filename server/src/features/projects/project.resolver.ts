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

@ObjectType({ description: 'A user as other users of the partner see them: id, name and e-mail address.' })
export class UserSummary {
  @Field(() => ID, { description: "The user's id." }) id!: number;
  @Field(() => String, { description: "The user's display name." }) name!: string;
  @Field(() => String, { description: "The user's e-mail address." }) email!: string;
}

@ObjectType({ description: 'The sub-app a project opens in: its namespace and the client route of the project in it.' })
export class AppRef {
  @Field(() => String, { description: "The sub-app's namespace: project-manager, comparative-solution, buyers or single-solution." }) namespace!: string;
  @Field(() => String, { description: 'The client route that opens the project in its sub-app.' }) uri!: string;
}

@ObjectType({ description: 'One client of the sidebar with the listed projects made for it.' })
export class ClientProjects {
  @Field(() => Client, { description: 'The client.' }) client!: Client;
  @Field(() => [Project], { description: "The client's projects that the list's filter, search and page select." }) projects!: Project[];
}

@ObjectType({ description: 'A generic area a project can be filed under (GET /{namespace}/projects/areas).' })
export class GenericArea {
  @Field(() => Int, { description: "The area's id (the value of Project.genericAreaId)." }) id!: number;
  @Field(() => String, { description: "The area's key." }) key!: string;
  @Field(() => String, { description: "The area's name." }) name!: string;
}

@ObjectType({ description: 'An item data state (GET /{namespace}/states): 1 and 3 before, 2 and 4 after; 3 and 4 the growth variants.' })
export class ProjectDataState {
  @Field(() => Int, { description: 'The state: 1 and 3 before, 2 and 4 after.' }) id!: number;
  @Field(() => String, { description: "The state's key." }) key!: string;
  @Field(() => String, { description: 'before or after.' }) side!: string;
  @Field(() => Boolean, { description: 'Whether it is a growth variant (3 and 4).' }) growth!: boolean;
}

@ObjectType({ description: "A project was changed by someone (live event on the project's channel): refetch it." })
export class ProjectUpdatedEvent {
  @Field(() => ID, { description: "The changed project's id." }) projectId!: number;
  @Field(() => String, { description: 'What was done to the project (created, updated, archived, shared, unshared, owner_changed, note or validation).' }) action!: string;
  @Field(() => ID, { description: 'The id of the user who made the change.' }) byUserId!: number;
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

@InputType({ description: 'Which projects the sidebar lists: the sub-app, a filter or a search, and a page.' })
export class ProjectListInput {
  @Field(() => String, { description: 'The sub-app (namespace) the project belongs to: project-manager, comparative-solution, buyers or single-solution.' }) namespace!: string;
  /** latest, myProjects, sharedWithMe, allProjects or orgProjects (spec sidebar filters). */
  @Field(() => String, { description: 'The sidebar filter: latest, myProjects, sharedWithMe, allProjects or orgProjects (default latest); ignored while search is given.', defaultValue: 'latest' }) filter!: string;
  @Field(() => Int, { nullable: true, description: 'At most SIDEBAR_PAGE_SIZE (50) projects a page; the REST facade keeps its 1000.' }) limit?: number;
  @Field(() => Int, { defaultValue: 0, description: 'Projects to skip, newest change first (the next page).' }) offset!: number;
  @Field(() => String, { description: "Text to find in the project's or its client's name (at least 4 characters); when given, it replaces the filter.", nullable: true }) search?: string;
}

@InputType({ description: "A project's details: name, client, description, energy price and currency, investment, earlier consumption and address. On update, fields left out keep their value." })
export class ProjectInput {
  @Field(() => String, { description: "The project's name (required on create, at most 160 characters).", nullable: true }) name?: string;
  @Field(() => ID, { description: "The id of the client the project is made for (required on create; one of the partner's clients).", nullable: true }) clientId?: string;
  @Field(() => String, { description: 'Free text about the project (at most 4000 characters).', nullable: true }) description?: string | null;
  /** Accepts comma or dot as decimal separator. */
  @Field(() => String, { description: "The price of 1 kWh in the project's currency, as typed (decimal comma or point); the default for solutions without their own (M3; else 1.35).", nullable: true }) kwhPrice?: string | null;
  @Field(() => String, { description: "The project's currency, ISO 4217 three-letter code (e.g. DKK, EUR); default by country (GB GBP, DK DKK, US USD, else EUR).", nullable: true }) currency?: string | null;
  @Field(() => Float, { description: "The planned investment in the project's currency (0 or more; a typed 250.000 is 250000).", nullable: true }) investment?: number | null;
  @Field(() => Float, { description: 'The consumption before the project, in kWh per year (0 or more).', nullable: true }) oldKwh?: number | null;
  @Field(() => String, { description: "The site's street address (at most 200 characters).", nullable: true }) address?: string | null;
  @Field(() => String, { description: "The site's city (at most 120 characters).", nullable: true }) city?: string | null;
  @Field(() => String, { description: "The site's postal code (at most 20 characters).", nullable: true }) zip?: string | null;
  @Field(() => String, { description: "The site's country, ISO 3166-1 alpha-2 (e.g. DK); sets the default grid factor (g CO2e/kWh). Without one, the client's country applies.", nullable: true }) country?: string | null;
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
  async projectList(@Arg('input', () => ProjectListInput, { description: 'The sub-app, filter or search and page of the list.' }) input: ProjectListInput, @Ctx() ctx: GqlContext): Promise<ClientProjects[]> {
    if (!(SIDEBAR_FILTERS as readonly string[]).includes(input.filter)) {
      throw DomainError.validation({ filter: [keyed('projects.filterInvalid')] });
    }
    const mode = input.search ? 'search' : FILTER_MODE[input.filter as SidebarFilter];
    const list = await projects.listProjects(ctx, { namespace: projects.parseNamespace(input.namespace), mode, limit: input.limit, offset: input.offset, maxLimit: SIDEBAR_PAGE_SIZE, search: input.search });
    return projects.groupByClient(list);
  }

  @Query(() => [Project], { description: "The caller's most recently changed projects of every namespace, own and shared with them (REST GET /projects/latest)." })
  latestProjects(@Ctx() ctx: GqlContext): Promise<Project[]> {
    return projects.latestProjects(ctx);
  }

  @Query(() => [GenericArea], { description: 'The generic areas a project of a namespace can be filed under (Project.genericAreaId; REST GET /{namespace}/projects/areas).' })
  projectAreas(@Ctx() ctx: GqlContext): GenericArea[] {
    requireActor(ctx.actor);
    return GENERIC_AREAS.map(({ id, key, name }) => ({ id, key, name }));
  }

  @Query(() => [ProjectDataState], { description: 'The item data states of a comparative project (REST GET /{namespace}/states): 1 and 3 before, 2 and 4 after; 3 and 4 the growth variants (M6).' })
  projectDataStates(@Ctx() ctx: GqlContext): ProjectDataState[] {
    requireActor(ctx.actor);
    return PROJECT_DATA_STATES.map(({ id, key, side, growth }) => ({ id, key, side, growth }));
  }

  @Query(() => Project, { description: 'One project the caller may see.' })
  project(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Project> {
    return getProject(ctx, id);
  }

  @Mutation(() => Project, { description: 'Creates a project in a namespace (sub-app).' })
  projectCreate(@Arg('namespace', () => String, { description: 'The sub-app (namespace) the project belongs to: project-manager, comparative-solution, buyers or single-solution. The buyers namespace is for buyer partners only.' }) namespace: string, @Arg('input', () => ProjectInput, { description: "The new project's details (name and clientId are required)." }) input: ProjectInput, @Ctx() ctx: GqlContext): Promise<Project> {
    return projects.createProject(ctx, projects.parseNamespace(namespace), projectFields(input));
  }

  @Mutation(() => Project, { description: 'Changes a project\'s details.' })
  projectUpdate(@IdArg('id') id: number, @Arg('input', () => ProjectInput, { description: 'The details to change; fields left out keep their value.' }) input: ProjectInput, @Ctx() ctx: GqlContext): Promise<Project> {
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

  @Query(() => [Note], { description: 'The notes on a project, for users who may see it.' })
  projectNotes(@IdArg('projectId') projectId: number, @Ctx() ctx: GqlContext): Promise<Note[]> {
    return projects.listNotes(ctx, projectId);
  }

  @Mutation(() => Note, { description: 'Adds a note to a project.' })
  noteCreate(@IdArg('projectId') projectId: number, @Arg('note', () => String, { description: "The note's text (required, at most 10000 characters)." }) note: string, @Ctx() ctx: GqlContext): Promise<Note> {
    return projects.createNote(ctx, projectId, { note });
  }

  @Mutation(() => Note, { description: 'Changes a note of a project.' })
  noteUpdate(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Arg('note', () => String, { description: "The note's new text (required, at most 10000 characters)." }) note: string, @Ctx() ctx: GqlContext): Promise<Note> {
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
  shareCreate(@IdArg('projectId') projectId: number, @Arg('subscriber', () => String, { description: 'The e-mail address of the user to share the project with.' }) subscriber: string, @Ctx() ctx: GqlContext): Promise<ProjectShare> {
    return projects.createShare(ctx, projectId, { subscriber });
  }

  @Mutation(() => Boolean, { description: 'Stops sharing a project with a user.' })
  async shareDelete(@IdArg('projectId') projectId: number, @IdArg('subscriberId') subscriberId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    await projects.deleteShare(ctx, projectId, subscriberId);
    return true;
  }

  @Query(() => [UserSummary], { description: 'Users of your partner (owner change and share pickers).' })
  partnerUsers(@Arg('search', () => String, { description: "Text to find in the user's name or e-mail address; empty lists the partner's active users (at most 50, by name).", defaultValue: '' }) search: string, @Ctx() ctx: GqlContext): Promise<UserSummary[]> {
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

  @FieldResolver(() => ID, { description: 'The id of the client the project is made for.' })
  clientId(@Root() p: Project): number {
    return p.client.id;
  }

  @FieldResolver(() => Client, { description: 'The client the project is made for.' })
  client(@Root() p: Project, @Ctx() ctx: GqlContext): Promise<Client> {
    return clientOf(ctx.em, p);
  }

  @FieldResolver(() => UserSummary, { description: "The project's owner, who alone may archive it, change its owner or share it." })
  async owner(@Root() p: Project, @Ctx() ctx: GqlContext): Promise<UserSummary> {
    const o = await ownerOf(ctx.em, p);
    return { id: o.id, name: o.name, email: o.email };
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller owns the project.' })
  isProjectOwner(@Root() p: Project, @Ctx() ctx: GqlContext): boolean {
    return isOwner(requireActor(ctx.actor), p);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the project belongs to another partner and reaches the caller by a share.' })
  sharedWithPartner(@Root() p: Project, @Ctx() ctx: GqlContext): boolean {
    return p.partner.id !== requireActor(ctx.actor).partner.id;
  }

  @FieldResolver(() => AppRef, { description: 'The sub-app the project opens in, with its client route.' })
  app(@Root() p: Project): AppRef {
    return projects.appOf(p.namespace);
  }
}

@Resolver(() => Note)
export class NoteResolver {
  @FieldResolver(() => UserSummary, { description: 'The user who wrote the note.' })
  async author(@Root() n: Note, @Ctx() ctx: GqlContext): Promise<UserSummary> {
    const a = await noteAuthorOf(ctx.em, n);
    return { id: a.id, name: a.name, email: a.email };
  }
}

@Resolver(() => ProjectShare)
export class ProjectShareResolver {
  @FieldResolver(() => UserSummary, { description: 'The user the project is shared with.' })
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
