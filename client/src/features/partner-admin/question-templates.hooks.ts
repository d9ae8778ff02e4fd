import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { QuestionType } from '../../../../shared/validation/requests';
import { graphQLErrorInfo } from '../../app/errors';
import type { NoticeSeverity } from '../common/useNotice';
import { QuestionTemplateAdminSaveDocument, QuestionTemplateDeleteDocument, QuestionTemplateListDocument } from './partner-admin.queries';

/** A template being edited: no id for a new one. */
export interface QuestionTemplateDraft {
  id: string | null;
  name: string;
  /** An icon of the picker's fixed list ("solid:Dns"), or null. */
  icon: string | null;
  questions: Array<{ question: string; type: QuestionType }>;
}

/**
 * The partner's question templates (platform §2 "question template page"): the list, saving one (new
 * when the draft has no id; empty questions are left out) and deleting one. Each write says so or shows
 * the server's error, and the list is read again after it.
 */
export function useQuestionTemplates(notify: (text: string, severity?: NoticeSeverity) => void) {
  const { t } = useLingui();
  const list = useQuery(QuestionTemplateListDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(QuestionTemplateAdminSaveDocument);
  const [remove] = useMutation(QuestionTemplateDeleteDocument);
  const reload = () => void list.refetch().catch(() => undefined);
  return {
    ...list,
    saving,
    /** On failure, the server's messages per field (e.g. `questions[0].question`) for the dialog. */
    saveTemplate: async (draft: QuestionTemplateDraft): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> => {
      const questions = draft.questions.filter((q) => q.question.trim() !== '');
      try {
        await save({ variables: { templateId: draft.id, input: { name: draft.name, icon: draft.icon, questions } } });
        notify(t`Question template saved`);
        reload();
        return { ok: true };
      } catch (e) {
        const info = graphQLErrorInfo(e);
        if (!Object.keys(info.fieldErrors).length) notify(info.message, 'error');
        return { ok: false, errors: Object.fromEntries(Object.entries(info.fieldErrors).map(([k, v]) => [k, v[0] ?? info.message])) };
      }
    },
    deleteTemplate: async (templateId: string): Promise<boolean> => {
      try {
        await remove({ variables: { templateId } });
        notify(t`Template deleted`);
        reload();
        return true;
      } catch (e) {
        notify(graphQLErrorInfo(e).message, 'error');
        return false;
      }
    },
  };
}
