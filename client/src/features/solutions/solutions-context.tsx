/**
 * What every part of the solutions screen shares: the project, what the user may change, the
 * reference lists, notices, and the change cycle. After any change the summaries are flagged pending
 * until new figures arrive (spec §4, §9), or at once on Refresh:
 * - with the live socket open, the change's live event (SolutionGroupUpdatedFigures) brings the
 *   changed solutions, items and summaries, which are written into the cache: nothing is refetched
 *   but a list whose membership changed (or what the event could not carry);
 * - without it (or when no event comes), the lists refetch at once and the summaries 1.5 s after the
 *   last change, as before.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isLiveConnected } from '../../app/apollo';
import { graphQLErrorInfo } from '../../app/errors';
import type { ProjectFieldsFragment, SolutionGroupUpdatedFiguresSubscription, SolutionReferenceQuery } from '../../gql/graphql';
import type { NoticeSeverity } from '../common/useNotice';
import { SUMMARY_REFRESH_MS } from './solution-rules';
import { SolutionCapacitiesDocument } from './capacities/capacities.hooks';
import { SolutionGroupsDocument } from './groups/group.queries';
import { CategorySharesDocument } from './infrastructure-shares/infrastructure-share.queries';
import { SolutionItemsDocument } from './items/item.queries';
import { SolutionDetailsDocument } from './solution.queries';
import { ProjectSummaryDocument, SolutionGroupSummaryDocument, SolutionSummaryDocument } from './summaries/summary.queries';

export interface Permissions {
  groups: boolean;
  solutions: boolean;
  items: boolean;
  products: boolean;
  importItems: boolean;
  requestItems: boolean;
}

export type Reference = SolutionReferenceQuery;

export interface SolutionsScreen {
  projectId: string;
  project: ProjectFieldsFragment;
  currency: string;
  can: Permissions;
  reference: Reference | null;
  /** Category id → name, for traces and shares. */
  categoryNames: ReadonlyMap<string, string>;
  /** Solution and group id → name, for the parts of group and project traces. */
  partNames: ReadonlyMap<string, string>;
  notify(text: string, severity?: NoticeSeverity): void;
  /** Shows the error of a failed call (its translated message). */
  fail(error: unknown): void;
  /** After a change of any kind (made on this screen). */
  changed(): void;
  /** A live event (anyone's change, this screen's too): writes what it carries, refetches only what it lacks. */
  liveUpdate(event: LiveEvent): void;
  summaryPending: boolean;
  summaryRefreshing: boolean;
  refreshSummaries(): Promise<void>;
}

const Context = createContext<SolutionsScreen | null>(null);

export function useSolutionsScreen(): SolutionsScreen {
  const value = useContext(Context);
  if (!value) throw new Error('useSolutionsScreen outside SolutionsScreenProvider');
  return value;
}

const LISTS = [SolutionGroupsDocument, SolutionDetailsDocument, SolutionItemsDocument, SolutionCapacitiesDocument, CategorySharesDocument];
const SUMMARIES = [SolutionSummaryDocument, SolutionGroupSummaryDocument, ProjectSummaryDocument];

export type LiveEvent = SolutionGroupUpdatedFiguresSubscription['solutionGroupUpdated'];
type Document = (typeof LISTS)[number];

/** A live event of this user's that came before the reply of their change answers that change. */
const LIVE_ANSWER_WINDOW_MS = 1000;
/** How long a change waits for its live event before refetching as without one. */
const LIVE_WAIT_MS = 4000;

/** The lists whose membership a structural change of `action` alters (refetched, as the event cannot say where they moved). */
function structuralLists(action: string): Document[] {
  switch (action) {
    // Removing an item may release its category's capacities and shares (spec §4).
    case 'item':
      return [SolutionItemsDocument, SolutionCapacitiesDocument, CategorySharesDocument];
    case 'capacity':
      return [SolutionCapacitiesDocument];
    case 'share':
      return [CategorySharesDocument];
    default:
      return LISTS;
  }
}

/**
 * Writes the event's summaries into the cache entries of the screen's summary queries (the solutions
 * and items are normalised by Apollo itself); returns what is left to refetch.
 */
export function applyLiveEvent(cache: ApolloClient['cache'], projectId: string, e: LiveEvent): { lists: Document[]; summaries: boolean } {
  for (const s of e.solutionSummaries) cache.writeQuery({ query: SolutionSummaryDocument, variables: { projectId, id: s.solutionId }, data: { solutionSummary: s } });
  for (const g of e.groupSummaries) cache.writeQuery({ query: SolutionGroupSummaryDocument, variables: { projectId, id: g.groupId }, data: { solutionGroupSummary: g } });
  const project = e.projectSummary && (e.inPlace ? mergedProjectSummary(cache, projectId, e.projectSummary) : e.projectSummary);
  if (project) cache.writeQuery({ query: ProjectSummaryDocument, variables: { projectId }, data: { projectSummary: project } });
  const has = (ids: readonly string[], got: ReadonlyArray<{ id: string }>) => ids.every((id) => got.some((x) => x.id === id));
  const summaries =
    !project ||
    !has(e.solutionIds, e.solutionSummaries.map((s) => ({ id: s.solutionId }))) ||
    (e.action !== 'deleted' && !has(e.groupIds, e.groupSummaries.map((g) => ({ id: g.groupId }))));
  const lists = new Set<Document>(e.structural ? structuralLists(e.action) : []);
  // What the recipient was not sent (not visible, or gone) is read again the usual way.
  if (!has(e.solutionIds, e.solutions) || !has(e.itemIds, e.items)) for (const d of LISTS) lists.add(d);
  return { lists: [...lists], summaries };
}

type ProjectSummaryData = NonNullable<LiveEvent['projectSummary']>;

/**
 * An in-place change's project summary (its own figures whole, only the changed groups' entries)
 * merged into the one the screen has: the other groups' entries are as they were. Null when the
 * screen has none yet, or a changed group is not in it (then the summaries are read again).
 */
function mergedProjectSummary(cache: ApolloClient['cache'], projectId: string, changed: ProjectSummaryData): ProjectSummaryData | null {
  const had = cache.readQuery({ query: ProjectSummaryDocument, variables: { projectId } })?.projectSummary;
  if (!had) return null;
  const byId = new Map(changed.groups.map((g) => [g.groupId, g]));
  if (changed.groups.some((g) => !had.groups.some((h) => h.groupId === g.groupId))) return null;
  return { ...changed, groups: had.groups.map((g) => byId.get(g.groupId) ?? g) };
}

interface ProviderProps {
  project: ProjectFieldsFragment;
  /**
   * The signed-in user, when the screen applies live events (LiveUpdates calls liveUpdate): changes then
   * wait for their event. Without it, every change refetches as it always did.
   */
  userId?: string;
  can: Permissions;
  reference: Reference | null;
  partNames: ReadonlyMap<string, string>;
  notify(text: string, severity?: NoticeSeverity): void;
  children: ReactNode;
}

export function SolutionsScreenProvider({ project, userId, can, reference, partNames, notify, children }: ProviderProps) {
  const apollo = useApolloClient();
  const [summaryPending, setPending] = useState(false);
  const [summaryRefreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Counts changes, so that a refresh started before a change does not clear the pending flag. */
  const changes = useRef(0);
  /** When this user's last live event arrived. */
  const lastOwnEvent = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(listTimer.current);
    },
    [],
  );

  const refreshSummaries = useCallback(async () => {
    clearTimeout(timer.current);
    const seen = changes.current;
    setRefreshing(true);
    try {
      await apollo.refetchQueries({ include: SUMMARIES });
    } catch {
      // The cards show their own load errors.
    } finally {
      setRefreshing(false);
      if (changes.current === seen) setPending(false);
    }
  }, [apollo]);

  const refetchLists = useCallback(
    (lists: Document[]) => {
      if (lists.length) void apollo.refetchQueries({ include: lists }).catch(() => undefined);
    },
    [apollo],
  );

  const changed = useCallback(() => {
    changes.current++;
    const live = userId !== undefined && isLiveConnected();
    // Its live event came first (it is sent at commit, the reply after): already applied.
    if (live && Date.now() - lastOwnEvent.current < LIVE_ANSWER_WINDOW_MS) return;
    setPending(true);
    clearTimeout(listTimer.current);
    clearTimeout(timer.current);
    if (live) {
      // The live event brings the new figures; refetch as before only if it does not come.
      timer.current = setTimeout(() => {
        refetchLists(LISTS);
        void refreshSummaries();
      }, LIVE_WAIT_MS);
      return;
    }
    // Several changes in a row (a drag, a colleague's burst) refetch the lists once.
    listTimer.current = setTimeout(() => refetchLists(LISTS), 150);
    timer.current = setTimeout(() => void refreshSummaries(), SUMMARY_REFRESH_MS);
  }, [userId, refetchLists, refreshSummaries]);

  const liveUpdate = useCallback(
    (event: LiveEvent) => {
      if (event.byUserId === userId) lastOwnEvent.current = Date.now();
      const left = applyLiveEvent(apollo.cache, project.id, event);
      refetchLists(left.lists);
      if (left.summaries) {
        changes.current++;
        setPending(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void refreshSummaries(), SUMMARY_REFRESH_MS);
        return;
      }
      // The figures are current: a change waiting for its event needs nothing more.
      clearTimeout(timer.current);
      clearTimeout(listTimer.current);
      setPending(false);
    },
    [apollo, project.id, userId, refetchLists, refreshSummaries],
  );

  const fail = useCallback((error: unknown) => notify(graphQLErrorInfo(error).message, 'error'), [notify]);

  const categoryNames = useMemo(() => new Map((reference?.categories ?? []).map((c) => [c.id, c.name])), [reference]);

  const value = useMemo<SolutionsScreen>(
    () => ({
      projectId: project.id,
      project,
      currency: project.currency,
      can,
      reference,
      categoryNames,
      partNames,
      notify,
      fail,
      changed,
      liveUpdate,
      summaryPending,
      summaryRefreshing,
      refreshSummaries,
    }),
    [project, can, reference, categoryNames, partNames, notify, fail, changed, liveUpdate, summaryPending, summaryRefreshing, refreshSummaries],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
