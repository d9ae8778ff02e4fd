import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SIDEBAR_LATEST_PAGE_SIZE, SIDEBAR_PAGE_SIZE, type SidebarFilter } from '../../../../shared/constants';
import { ProjectListSidebarDocument, SidebarProjectUpdatedDocument } from './sidebar-queries';

/** Project events that change which projects a list holds: the list reloads its first page. */
const LIST_ACTIONS = new Set(['created', 'archived', 'shared', 'unshared', 'owner_changed']);

/**
 * The sidebar's project list (spec §2, §5): the clients with their projects for a namespace, filter and
 * search, live (a project event reloads the first page when it changes which projects are listed), and
 * paged as the list scrolls (`loadMore`).
 */
export function useSidebarProjects(namespace: string, filter: SidebarFilter, activeSearch: string | null) {
  // Latest is one page of 20 (spec); the other lists (up to 1000 projects) load 50 at a time as they scroll.
  const paged = !(filter === 'latest' && !activeSearch);
  const pageSize = paged ? SIDEBAR_PAGE_SIZE : SIDEBAR_LATEST_PAGE_SIZE;
  const input = useMemo(() => ({ namespace, filter, limit: pageSize, offset: 0, ...(activeSearch ? { search: activeSearch } : {}) }), [namespace, filter, pageSize, activeSearch]);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ProjectListSidebarDocument, {
    variables: { input },
    // Cached lists show at once, and every change of list (an emptied search included) reloads it.
    fetchPolicy: 'cache-and-network',
  });
  // A project's change updates its entry (the event carries it); a change of membership reloads the first page.
  useSubscription(SidebarProjectUpdatedDocument, {
    onData: ({ data: event }) => {
      const e = event.data?.projectUpdated;
      if (e && (!e.project || LIST_ACTIONS.has(e.action))) void refetch().catch(() => undefined);
    },
  });

  const groups = data?.projectList ?? (loading ? previousData?.projectList : undefined);
  const loaded = data?.projectList.reduce((n, g) => n + g.projects.length, 0) ?? 0;
  const listKey = `${namespace}|${filter}|${activeSearch ?? ''}`;
  const [endOf, setEndOf] = useState<{ key: string; loaded: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  const hasMore = paged && !!data && loaded > 0 && loaded % pageSize === 0 && !(endOf?.key === listKey && endOf.loaded === loaded);
  const loadMore = useCallback(async () => {
    if (!hasMore || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    try {
      const page = await fetchMore({ variables: { input: { ...input, offset: loaded } } });
      const got = page.data?.projectList.reduce((n, g) => n + g.projects.length, 0) ?? 0;
      if (got < pageSize) setEndOf({ key: listKey, loaded: loaded + got });
    } catch {
      // The next scroll tries again.
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [hasMore, fetchMore, input, loaded, pageSize, listKey]);

  return { groups, loading, loadingMore, error, refetch, loadMore };
}
