import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { Topic, type DocumentRegisteredPayload, type ProjectUpdatedPayload } from '../../platform/realtime/pubsub';
import type { Actor } from '../../platform/auth/actor';
import { dashboardCharts, dashboardWidgets } from './dashboard.service';
import { DashboardChangedEvent, DashboardCharts, DashboardWidgets } from './dashboard.types';

/** Project changes that move the dashboard's counts. */
const COUNTED_PROJECT_ACTIONS = new Set(['created', 'archived', 'owner_changed']);

type Payload = ProjectUpdatedPayload | DocumentRegisteredPayload;
const isDocumentEvent = (p: Payload): p is DocumentRegisteredPayload => 'documentId' in p;

/**
 * Whether an event changes `actor`'s dashboard: only events of the actor's own partner; a partner
 * admin (who may open the partner view) sees every colleague's, any other user only their own.
 */
export function changesDashboardOf(actor: Actor, p: Payload): boolean {
  if (p.partnerId !== actor.partner.id) return false;
  if (!isDocumentEvent(p) && !COUNTED_PROJECT_ACTIONS.has(p.action)) return false;
  if (actor.user.isPartnerAdmin) return true;
  return isDocumentEvent(p) ? p.byUserId === actor.user.id : p.ownerId === actor.user.id || p.byUserId === actor.user.id;
}

@Resolver()
export class DashboardResolver {
  @Query(() => DashboardWidgets, { description: 'GET /dashboard/widgets: the widgets for a date range (YYYY-MM-DD). partnerView: partner admins only.' })
  dashboardWidgets(
    @Arg('fromDate', () => String, { description: 'The first day of the range, YYYY-MM-DD.' }) fromDate: string,
    @Arg('toDate', () => String, { description: 'The last day of the range, YYYY-MM-DD: not before fromDate, at most 1098 days after it.' }) toDate: string,
    @Arg('partnerView', () => Boolean, { description: "true: the whole partner's figures (partner admins only); false (default): the caller's own projects, clients and documents.", defaultValue: false }) partnerView: boolean,
    @Ctx() ctx: GqlContext,
  ): Promise<DashboardWidgets> {
    return dashboardWidgets(ctx, { from_date: fromDate, to_date: toDate, partner: partnerView ? '1' : '0' });
  }

  @Query(() => DashboardCharts, { description: 'GET /dashboard: projects and documented CO2 per month (12 months by default, or the months of a year).' })
  dashboardCharts(
    @Arg('months', () => Int, { description: 'How many months, ending with the current one (1–36; default 12). Ignored when year is given.', nullable: true }) months: number | null,
    @Arg('year', () => Int, { description: 'A calendar year (2000–2100) whose 12 months to show, instead of months.', nullable: true }) year: number | null,
    @Arg('partnerView', () => Boolean, { description: "true: the whole partner's figures (partner admins only); false (default): the caller's own projects, clients and documents.", defaultValue: false }) partnerView: boolean,
    @Ctx() ctx: GqlContext,
  ): Promise<DashboardCharts> {
    return dashboardCharts(ctx, { months: months == null ? '' : String(months), year: year == null ? '' : String(year), partner: partnerView ? '1' : '0' });
  }

  @Subscription(() => DashboardChangedEvent, {
    topics: [Topic.ProjectUpdated, Topic.DocumentRegistered],
    description: "Fires when a project is created, archived or moved, or a report is exported, in the subscriber's partner (partner admins: any colleague's; others: their own). Refetch the dashboard.",
    filter: ({ payload, context }: { payload: Payload; context: GqlContext }) => !!context.actor && changesDashboardOf(context.actor, payload),
  })
  dashboardChanged(@Root() payload: Payload): DashboardChangedEvent {
    return Object.assign(new DashboardChangedEvent(), {
      kind: isDocumentEvent(payload) ? 'report' : 'project',
      action: isDocumentEvent(payload) ? (payload.type === 'discarded' ? 'discarded' : 'exported') : payload.action,
      byUserId: String(payload.byUserId),
    });
  }
}
