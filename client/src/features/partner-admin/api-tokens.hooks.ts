import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { apiTokenCreateSchema } from '../../../../shared/validation/partner-admin';
import { graphQLErrorInfo } from '../../app/errors';
import { translateUnknown } from '../../app/messages';
import type { NoticeSeverity } from '../common/useNotice';
import { ApiTokenCreateDocument, ApiTokenDeleteDocument, PartnerApiTokensDocument } from './partner-admin.queries';

/**
 * The partner's API tokens (spec §3 API token, §7 api/v3/partner/api-token): the list, creating one
 * (its plain token comes back once) and deleting one. The list is read again after each write.
 */
export function useApiTokens(notify: (text: string, severity?: NoticeSeverity) => void) {
  const { t } = useLingui();
  const list = useQuery(PartnerApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(ApiTokenCreateDocument);
  const [remove] = useMutation(ApiTokenDeleteDocument);
  const reload = () => void list.refetch().catch(() => undefined);
  return {
    ...list,
    /** Checks the name (shared schema), creates the token; resolves to its plain text, or the name's error. */
    createToken: async (name: string): Promise<{ ok: true; plain: string | null } | { ok: false; error: string }> => {
      try {
        await apiTokenCreateSchema.validate({ tokenName: name });
      } catch (e) {
        return { ok: false, error: translateUnknown((e as { errors?: unknown[] }).errors?.[0], t`Invalid name`) };
      }
      try {
        const r = await create({ variables: { input: { tokenName: name.trim() } } });
        reload();
        return { ok: true, plain: r.data?.apiTokenCreate.plainTextToken ?? null };
      } catch (e) {
        return { ok: false, error: graphQLErrorInfo(e).message };
      }
    },
    /** Deletes the token (it stops working at once); says so or shows the server's error. */
    deleteToken: async (id: string): Promise<boolean> => {
      try {
        await remove({ variables: { id } });
        notify(t`API token deleted`);
      } catch (e) {
        notify(graphQLErrorInfo(e).message, 'error');
        return false;
      }
      void list.refetch().catch((e: unknown) => notify(graphQLErrorInfo(e).message, 'error'));
      return true;
    },
  };
}
