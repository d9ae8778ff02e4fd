import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import type { ReportType } from '../../../../shared/reports';
import { withCategoryNames } from '../common/category-names';
import { buildReportModel, solutionsWithItemPages, type ReportItemRow, type ReportModel } from './report-model';
import { ITEMS_PAGE, ProjectReportCategoriesDocument, ProjectReportItemsDocument, ProjectReportViewDocument } from './report-queries';

export interface ReportData {
  model: ReportModel | null;
  /** Items per solution id, for the item pages; null while they load. */
  items: ReadonlyMap<string, readonly ReportItemRow[]> | null;
  loading: boolean;
  error: Error | null;
  refetch(): Promise<void>;
}

/**
 * Loads a report in its three parts (report-queries.ts) and, when its pages list items, the items
 * of the listed solutions (one paged list of the report's items). The model is rebuilt when any part
 * changes (settings saved, headings changed), so the screen follows the server.
 */
export function useReportData(projectId: string, type: ReportType, namespace?: string): ReportData {
  const client = useApolloClient();
  const { i18n } = useLingui();
  const view = useQuery(ProjectReportViewDocument, { variables: { projectId, reportType: type }, fetchPolicy: 'cache-and-network' });
  const categories = useQuery(ProjectReportCategoriesDocument, { variables: { projectId, reportType: type }, fetchPolicy: 'cache-and-network' });
  const model = useMemo(
    // Category names in the report's language, once for every table, chart and wheel.
    () =>
      view.data?.projectReport
        ? buildReportModel(type, withCategoryNames(i18n, view.data.projectReport), withCategoryNames(i18n, categories.data?.projectReport.solutionGroups ?? []), { namespace })
        : null,
    [type, view.data, categories.data, i18n, namespace],
  );
  const [items, setItems] = useState<ReadonlyMap<string, readonly ReportItemRow[]> | null>(null);
  const [itemsError, setItemsError] = useState<Error | null>(null);

  // Which solutions need their items, as a stable key, so that items load once per change.
  const wanted = useMemo(() => (model ? solutionsWithItemPages(model) : []), [model]);
  const wantedKey = wanted.map((w) => `${w.solution.id}:${w.solution.itemCount}`).join(',');

  useEffect(() => {
    if (!model) return;
    let cancelled = false;
    setItems(null);
    const ids = new Set(wanted.map((w) => w.solution.id));
    const load = async (): Promise<Map<string, ReportItemRow[]>> => {
      const bySolution = new Map<string, ReportItemRow[]>([...ids].map((id) => [id, []]));
      if (ids.size === 0) return bySolution;
      // One paged list of every item of the report, kept by solution. The server computes the report
      // once per project revision, so the pages are fetched at once; pages past the expected count
      // (none, unless the project grew meanwhile) follow one by one.
      const fetchPage = async (offset: number) => {
        const { data } = await client.query({ query: ProjectReportItemsDocument, variables: { projectId, reportType: type, offset }, fetchPolicy: 'no-cache' });
        return data?.projectReport.items ?? [];
      };
      const total = model.groups.reduce((n, g) => n + g.solutions.reduce((m, s) => m + s.itemCount, 0), 0);
      const pages = await Promise.all(Array.from({ length: Math.max(1, Math.ceil(total / ITEMS_PAGE)) }, (_, i) => fetchPage(i * ITEMS_PAGE)));
      while (pages[pages.length - 1].length === ITEMS_PAGE) pages.push(await fetchPage(pages.length * ITEMS_PAGE));
      for (const page of pages) for (const item of withCategoryNames(i18n, page)) bySolution.get(item.solutionId)?.push(item);
      return bySolution;
    };
    load()
      .then((loaded) => {
        if (!cancelled) setItems(loaded);
      })
      .catch((e: Error) => {
        if (!cancelled) setItemsError(e);
      });
    return () => {
      cancelled = true;
    };
    // wantedKey stands for `wanted`; the model object changes on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, projectId, type, wantedKey, model != null, i18n]);

  return {
    model,
    items,
    loading: view.loading || categories.loading || (model != null && items == null),
    error: (view.error as Error | undefined) ?? (categories.error as Error | undefined) ?? itemsError,
    async refetch() {
      await Promise.all([view.refetch(), categories.refetch()]);
    },
  };
}
