/**
 * What every part of the solutions screen shares: the project, what the user may change, the
 * reference lists, notices, and the change cycle — after any change the lists refetch at once, the
 * summaries are flagged pending and refresh themselves 1.5 s after the last change (spec §4, §9),
 * or at once on Refresh.
 */
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import type { ProjectFieldsFragment, SolutionReferenceQuery } from '../../gql/graphql';
import type { NoticeSeverity } from '../common/useNotice';
import { SUMMARY_REFRESH_MS } from './solution-rules';
import { SolutionCapacitiesDocument } from './capacities/capacity.queries';
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
  /** After a change of any kind. */
  changed(): void;
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

interface ProviderProps {
  project: ProjectFieldsFragment;
  can: Permissions;
  reference: Reference | null;
  partNames: ReadonlyMap<string, string>;
  notify(text: string, severity?: NoticeSeverity): void;
  children: ReactNode;
}

export function SolutionsScreenProvider({ project, can, reference, partNames, notify, children }: ProviderProps) {
  const apollo = useApolloClient();
  const [summaryPending, setPending] = useState(false);
  const [summaryRefreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Counts changes, so that a refresh started before a change does not clear the pending flag. */
  const changes = useRef(0);

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

  const changed = useCallback(() => {
    changes.current++;
    setPending(true);
    // Several changes in a row (a drag, a colleague's burst) refetch the lists once.
    clearTimeout(listTimer.current);
    listTimer.current = setTimeout(() => void apollo.refetchQueries({ include: LISTS }).catch(() => undefined), 150);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refreshSummaries(), SUMMARY_REFRESH_MS);
  }, [apollo, refreshSummaries]);

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
      summaryPending,
      summaryRefreshing,
      refreshSummaries,
    }),
    [project, can, reference, categoryNames, partNames, notify, fail, changed, summaryPending, summaryRefreshing, refreshSummaries],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
