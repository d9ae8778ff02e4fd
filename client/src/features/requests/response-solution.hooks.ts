/**
 * One solution of the seller's response (spec/project-areas.md §4, §7 "/requests/{share}/..."): the
 * reference lists, the product search and the writes, so that ResponseSolution only renders. The writes
 * are the solution mutations in the request share's response group (the scope pattern); each reports
 * its success or the server's error, reloads the response, and resolves to whether it worked.
 */
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSolutionReference } from '../solutions';
import {
  RequestProductSearchDocument,
  ResponseCapacitiesDeleteAllDocument,
  ResponseCapacitiesRestoreDocument,
  ResponseCapacitySaveDocument,
  ResponseInfrastructureShareCreateDocument,
  ResponseInfrastructureShareDeleteDocument,
  ResponseItemAddDocument,
  ResponseItemDeleteDocument,
  ResponseItemHoursDocument,
  ResponseSolutionCoolingDocument,
  ResponseSolutionUpsDocument,
} from './requests.queries';

export interface ResponseReport {
  notify(text: string, severity?: 'success' | 'error'): void;
  fail(e: unknown): void;
  /** After a change: the response is read again. */
  reload(): void;
}

/** The solutions screen's reference lists (presets, hour profiles, capacities, categories). */
export function useResponseReference() {
  return useSolutionReference();
}

/** Catalogue products matching `term` (two characters at least) for the solution's calculation mode. */
export function useResponseProductSearch(term: string, office: boolean) {
  const [search, { data }] = useLazyQuery(RequestProductSearchDocument);
  useEffect(() => {
    if (term.trim().length >= 2) void search({ variables: { search: term, flags: [office ? 'office_it' : 'datacenter'] } }).catch(() => undefined);
  }, [term, search, office]);
  return data?.productSearch;
}

export function useResponseSolutionActions(requestShareId: string, solutionId: string, { notify, fail, reload }: ResponseReport) {
  const { t } = useLingui();
  const scope = { requestShareId };
  const [addItem] = useMutation(ResponseItemAddDocument);
  const [deleteItem] = useMutation(ResponseItemDeleteDocument);
  const [setUps] = useMutation(ResponseSolutionUpsDocument);
  const [setCooling] = useMutation(ResponseSolutionCoolingDocument);
  const [saveCapacity] = useMutation(ResponseCapacitySaveDocument);
  const [deleteAll] = useMutation(ResponseCapacitiesDeleteAllDocument);
  const [restore] = useMutation(ResponseCapacitiesRestoreDocument);
  const [setHours] = useMutation(ResponseItemHoursDocument);
  const [saveShare] = useMutation(ResponseInfrastructureShareCreateDocument);
  const [deleteShare] = useMutation(ResponseInfrastructureShareDeleteDocument);

  const run = (p: Promise<unknown>, done?: string): Promise<boolean> =>
    p.then(
      () => {
        if (done) notify(done);
        reload();
        return true;
      },
      (e: unknown) => {
        fail(e);
        return false;
      },
    );

  return {
    setHours: (itemId: string, hoursId: string) => run(setHours({ variables: { scope, solutionId, id: itemId, hoursId } }), t`Hours saved`),
    deleteItem: (itemId: string) => run(deleteItem({ variables: { scope, solutionId, id: itemId } })),
    addItem: (productId: string, amount: number) => run(addItem({ variables: { scope, solutionId, input: { productId, amount } } }), t`Item added`),
    setUps: (upsId: string) => run(setUps({ variables: { scope, id: solutionId, upsId } }), t`UPS saved`),
    setCooling: (coolingId: string) => run(setCooling({ variables: { scope, id: solutionId, coolingId } }), t`Cooling saved`),
    /** `share` is a fraction (0–1] of the categories' energy. */
    saveShare: (categoryIds: string[], share: number) =>
      run(saveShare({ variables: { scope, solutionId, input: { categoryIds, infrastructureSharePercent: share } } }), t`Share saved`),
    deleteShare: (shareId: string) => run(deleteShare({ variables: { scope, solutionId, id: shareId } }), t`Share deleted`),
    saveCapacity: (capacityId: string, amount: number) => run(saveCapacity({ variables: { scope, solutionId, input: { capacityId, amount } } }), t`Capacity saved`),
    deleteAllCapacities: () => run(deleteAll({ variables: { scope, solutionId } }), t`Capacities deleted`),
    restoreCapacities: () => run(restore({ variables: { scope, solutionId } }), t`Capacities restored`),
  };
}
