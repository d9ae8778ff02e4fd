/**
 * The category admin's data and operations (spec §3), in one place: the screens only render. Each
 * operation reports its own success or the server's error text through `notify` and resolves to
 * whether it succeeded, so a form knows when to clear itself.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { keyed } from '../../../../../shared/errors';
import { graphQLErrorInfo } from '../../../app/errors';
import { categoryName } from '../../common/category-names';
import { translateMessage } from '../../../app/messages';
import type { CategoryAdminQuery } from '../../../gql/graphql';
import {
  CategoryAdminDocument,
  CategoryDefaultLcaUpdateDocument,
  CategoryDefaultModeCreateDocument,
  CategoryDefaultModeDeleteDocument,
  CategoryServiceLifeUpdateDocument,
  CategorySubTypeDeleteDocument,
  CategorySubTypeSaveDocument,
  CategoryTagDeleteDocument,
  CategoryTagSaveDocument,
  CategoryTypeUpdateDocument,
} from '../validation.queries';

export type CategoryAdminData = CategoryAdminQuery;
export type AdminCategory = CategoryAdminQuery['adminCategories'][number];
export type Notify = (text: string, severity?: 'success' | 'error') => void;

export interface DefaultModeInput {
  categoryId: string;
  name: string;
  hours: number;
  watts: number;
}

export interface DefaultLcaInput {
  categoryId: string;
  manufacturingKg: number;
  transportationKg: number | null;
  eolKg: number | null;
}

/** The category admin's lists; `reload` refetches them after a change the cache cannot infer. */
export function useCategoryAdminData(enabled: boolean) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { data: raw, error, refetch } = useQuery(CategoryAdminDocument, { skip: !enabled });
  // The curated categories' names in the user's language (issue #47, Translations); a category a super
  // admin added keeps its own name.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the locale, which i18n's identity does not show
  const data = useMemo(() => (raw ? { ...raw, adminCategories: raw.adminCategories.map((c) => ({ ...c, name: categoryName(i18n, c.id, c.name) })) } : raw), [i18n, locale, raw]);
  const reload = () => void refetch().catch(() => undefined);
  return { data, error, reload };
}

export function useCategoryAdminActions(notify: Notify, reload: () => void) {
  const { t } = useLingui();
  const [saveTag] = useMutation(CategoryTagSaveDocument);
  const [deleteTag] = useMutation(CategoryTagDeleteDocument);
  const [updateType] = useMutation(CategoryTypeUpdateDocument);
  const [saveSubType] = useMutation(CategorySubTypeSaveDocument);
  const [deleteSubType] = useMutation(CategorySubTypeDeleteDocument);
  const [createMode] = useMutation(CategoryDefaultModeCreateDocument);
  const [deleteMode] = useMutation(CategoryDefaultModeDeleteDocument);
  const [updateLca] = useMutation(CategoryDefaultLcaUpdateDocument);
  const [updateServiceLife] = useMutation(CategoryServiceLifeUpdateDocument);

  /** Runs one operation: the success text (if any) or the server's error, then whether it worked. */
  const run = async (operation: () => Promise<unknown>, success?: string): Promise<boolean> => {
    try {
      await operation();
      if (success) notify(success);
      return true;
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
      return false;
    }
  };
  const thenReload = (ok: boolean) => {
    if (ok) reload();
    return ok;
  };

  return {
    saveTag: (tag: string, categoryType: string) =>
      run(() => saveTag({ variables: { input: { tag, categoryType } } }), translateMessage(keyed('validationAdmin.tagSaved'))).then(thenReload),
    deleteTag: (id: string) => run(() => deleteTag({ variables: { id } })).then(thenReload),
    updateType: (categoryId: string, categoryType: string) =>
      run(() => updateType({ variables: { input: { categoryId, categoryType } } }), translateMessage(keyed('validationAdmin.categoryTypeUpdated'))),
    saveSubType: (categoryId: string, name: string) => run(() => saveSubType({ variables: { input: { categoryId, name } } }), t`Sub type saved`).then(thenReload),
    deleteSubType: (id: string) => run(() => deleteSubType({ variables: { id } })).then(thenReload),
    createMode: (m: DefaultModeInput) =>
      run(
        () => createMode({ variables: { input: { categoryId: m.categoryId, name: m.name, hours: m.hours, averagePowerConsumptionWatts: m.watts } } }),
        translateMessage(keyed('validationAdmin.defaultModeCreated')),
      ),
    deleteMode: (categoryId: string, index: number) => run(() => deleteMode({ variables: { categoryId, index } })),
    updateLca: (l: DefaultLcaInput) =>
      run(
        () =>
          updateLca({
            variables: { input: { categoryId: l.categoryId, defaultManufacturingKgCo2Eq: l.manufacturingKg, defaultTransportationKgCo2Eq: l.transportationKg, defaultEolKgCo2Eq: l.eolKg } },
          }),
        t`Default LCA saved`,
      ),
    /** The category's default service life in years (issue #32); the cache takes the returned category. */
    updateServiceLife: (categoryId: string, years: number) =>
      run(() => updateServiceLife({ variables: { input: { categoryId, serviceLifeYears: years } } }), t`Default service life saved`),
  };
}

export type CategoryAdminActions = ReturnType<typeof useCategoryAdminActions>;
