/**
 * The comparative report's writes on the client (spec/project-areas.md, comparative report): its
 * settings and data, the calculations, their extra item columns, the pre-analysis, and the project's
 * clone to an IT analysis and validation start. The pages and cards render; each write here resolves to
 * whether it worked (or its result), and passes a failure to the caller's `fail` where the screen shows
 * the server's reason.
 */
import { useMutation } from '@apollo/client/react';
import { COMPARATIVE_INCLUDE_KEYS, type ComparativeIncludeKey } from '../../../../shared/comparative';
import type { ComparativeCalculationInput, ComparativeReportDataInput, PreAnalysisRowInput } from '../../gql/graphql';
import {
  ComparativeCalculationCreateDocument,
  ComparativeCalculationDeleteDocument,
  ComparativeCalculationUpdateDocument,
  ComparativeExtraColumnToggleDocument,
  ComparativePreAnalysisSaveDocument,
  ComparativeReportDataUpdateDocument,
  ComparativeReportDocument,
  ComparativeReportSettingsUpdateDocument,
  ProjectCloneToItAnalysisDocument,
  ProjectStartValidationDocument,
} from './comparative.queries';

type Fail = (e: unknown) => void;

/**
 * Saves the report's sections (one include flag each) and then its data (title, year, years and, from
 * the report's own dialog, the kickback). Resolves to whether both were saved: the caller says "Success"
 * or "Error" (spec §8). With `refetchReport`, the comparative report is read again after each save.
 */
export function useComparativeReportSave(projectId: string, { refetchReport = false } = {}) {
  const options = refetchReport ? { refetchQueries: [ComparativeReportDocument] } : {};
  const [saveSettings] = useMutation(ComparativeReportSettingsUpdateDocument, options);
  const [saveData] = useMutation(ComparativeReportDataUpdateDocument, options);
  return async (flags: Record<ComparativeIncludeKey, boolean>, data: ComparativeReportDataInput): Promise<boolean> => {
    try {
      await saveSettings({ variables: { projectId, input: { settings: COMPARATIVE_INCLUDE_KEYS.map((key) => ({ key, value: flags[key] ? 1 : 0 })) } } });
      await saveData({ variables: { projectId, input: data } });
      return true;
    } catch {
      return false;
    }
  };
}

/** The project's two actions on the calculations page: clone to an IT analysis, start validation. */
export function useComparativeProjectActions(projectId: string) {
  const [cloneToIt] = useMutation(ProjectCloneToItAnalysisDocument);
  const [startValidation] = useMutation(ProjectStartValidationDocument);
  return {
    /** The new IT-analysis project's id; undefined when the server gave no data, null when it failed. */
    cloneToItAnalysis: async (): Promise<string | null | undefined> => {
      try {
        const r = await cloneToIt({ variables: { projectId } });
        return r.data?.projectCloneToItAnalysis.id;
      } catch {
        return null;
      }
    },
    startValidation: async (): Promise<boolean> => {
      try {
        await startValidation({ variables: { projectId } });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * A project's calculations: create (the page reads the report again itself), rename or change the kind,
 * and delete (both re-read the comparative report). A failure goes to `fail` (the server's reason).
 */
export function useCalculationWrites(projectId: string, fail: Fail) {
  const [create, { loading: creating }] = useMutation(ComparativeCalculationCreateDocument);
  const [update] = useMutation(ComparativeCalculationUpdateDocument, { refetchQueries: [ComparativeReportDocument] });
  const [remove] = useMutation(ComparativeCalculationDeleteDocument, { refetchQueries: [ComparativeReportDocument] });
  const attempt = async <T>(write: () => Promise<T>): Promise<T | null> => {
    try {
      return await write();
    } catch (e) {
      fail(e);
      return null;
    }
  };
  return {
    creating,
    /** The new calculation's id (undefined without data), or null when it failed. */
    create: (input: ComparativeCalculationInput) => attempt(async () => (await create({ variables: { projectId, input } })).data?.comparativeCalculationCreate.id),
    update: async (id: string, input: ComparativeCalculationInput) => (await attempt(() => update({ variables: { projectId, id, input } }))) !== null,
    remove: async (id: string) => (await attempt(() => remove({ variables: { projectId, id } }))) !== null,
  };
}

/** Shows or hides an extra item column for a category type; resolves to the calculation's columns, or null. */
export function useExtraColumnToggle(projectId: string, fail: Fail) {
  const [toggle, { loading }] = useMutation(ComparativeExtraColumnToggleDocument);
  return {
    loading,
    toggle: async (calculationId: string, extraColumn: string, categoryType: string): Promise<Record<string, string[]> | null> => {
      try {
        const r = await toggle({ variables: { projectId, id: calculationId, input: { extraColumn, categoryType } } });
        return r.data ? (r.data.comparativeExtraColumnToggle.extraColumns as Record<string, string[]>) : null;
      } catch (e) {
        fail(e);
        return null;
      }
    },
  };
}

/** The pre-analysis autosave: the rows as sent; `saving` and `error` show the last save's state. */
export function usePreAnalysisSave(projectId: string) {
  const [save, { loading: saving, error }] = useMutation(ComparativePreAnalysisSaveDocument);
  return {
    saving,
    error,
    save: async (rows: PreAnalysisRowInput[]): Promise<boolean> => {
      try {
        await save({ variables: { projectId, rows } });
        return true;
      } catch {
        return false;
      }
    },
  };
}
