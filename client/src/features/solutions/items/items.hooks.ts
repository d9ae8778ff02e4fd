/**
 * A solution's items on the client (spec §4): the page of items, adding one, changing an item, creating
 * a product of one's own and requesting a missing one. ItemsCard, ItemRow and the two dialogs only
 * render. Each write reports its success or the server's error and says whether it worked.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../../app/errors';
import type { ProductCreateInput, ProductUpdateInput, RequestItemInput } from '../../../gql/graphql';
import { ITEMS_PER_PAGE, type itemUpdateInput } from '../solution-rules';
import { useTrackedWrites, type WriteReport } from '../tracked-writes';
import { SolutionItemsRequestDocument } from '../item-import/item-import.queries';
import { ProductCreateDocument, ProductUpdateDocument, SolutionItemAddDocument, SolutionItemDeleteDocument, SolutionItemHoursUpdateDocument, SolutionItemsDocument, SolutionItemUpdateDocument } from './item.queries';

type Scope = WriteReport & { projectId: string };

/** One page (1-based) of the solution's items; `previousData` keeps the last page while the next loads. */
export function useItemsPage(projectId: string, solutionId: string, page: number) {
  return useQuery(SolutionItemsDocument, { variables: { projectId, id: solutionId, offset: (page - 1) * ITEMS_PER_PAGE } });
}

/** Adds a catalogue product to the solution: "Item added" or the server's error. */
export function useItemAdd(solutionId: string, { projectId, ...report }: Scope) {
  const { t } = useLingui();
  const [addItem, { loading: adding }] = useMutation(SolutionItemAddDocument);
  const { run } = useTrackedWrites(report);
  return {
    adding,
    add: (productId: string, amount: number) => run(null, () => addItem({ variables: { projectId, solutionId, input: { productId, amount } } }), t`Item added`),
  };
}

/** One item's writes; `flags.item` is the row's save flag (amount, refurbishment and hours). */
export function useItemWrites(solutionId: string, itemId: string, { projectId, ...report }: Scope) {
  const { t } = useLingui();
  const [update] = useMutation(SolutionItemUpdateDocument);
  const [setHours] = useMutation(SolutionItemHoursUpdateDocument);
  const [remove] = useMutation(SolutionItemDeleteDocument);
  const { flags, run } = useTrackedWrites(report);
  return {
    flags,
    update: (input: ReturnType<typeof itemUpdateInput>) => run('item', () => update({ variables: { projectId, solutionId, id: itemId, input } })),
    setHours: (hoursId: string) => run('item', () => setHours({ variables: { projectId, solutionId, id: itemId, hoursId } })),
    remove: () => run(null, () => remove({ variables: { projectId, solutionId, id: itemId } }), t`Item deleted`),
  };
}

/** Creates a product of the partner's own and adds it to the solution; on failure, the server's message for the form. */
export function useProductCreate({ notify, changed }: Pick<WriteReport, 'notify' | 'changed'>) {
  const { t } = useLingui();
  const [create] = useMutation(ProductCreateDocument);
  return async (input: ProductCreateInput): Promise<{ ok: true } | { ok: false; message: string }> => {
    try {
      await create({ variables: { input } });
      notify(t`Product created and added to the solution`);
      changed();
      return { ok: true };
    } catch (e) {
      return { ok: false, message: graphQLErrorInfo(e).message };
    }
  };
}

/** Sends a manual request for a product missing from the catalogue; the notices are the specification's own. */
export function useItemRequest(solutionId: string, { projectId, notify }: Pick<Scope, 'projectId' | 'notify'>) {
  const { t } = useLingui();
  // The request shows at once as a pending item in the list (issue #47, point 7).
  const [request] = useMutation(SolutionItemsRequestDocument, { refetchQueries: ['SolutionItems'] });
  return async (item: RequestItemInput): Promise<boolean> => {
    try {
      await request({ variables: { projectId, solutionId, input: { isManualRequest: true, items: [item] } } });
      // In the user's language (issue #47: the Danish texts of the original showed in the English UI);
      // the Danish catalogue keeps the original's words ("Enheden blev oprettet").
      notify(t`The item request was sent. The item counts once it is in the catalogue.`);
      return true;
    } catch {
      notify(t`The item request could not be sent.`, 'error');
      return false;
    }
  };
}

/** Saves an edit of the partner's own product (issue #45): null when saved, else the server's message. */
export function useProductUpdate(productId: string) {
  const [update] = useMutation(ProductUpdateDocument);
  return async (input: ProductUpdateInput): Promise<string | null> => {
    try {
      await update({ variables: { id: productId, input } });
      return null;
    } catch (e) {
      return graphQLErrorInfo(e).message;
    }
  };
}
