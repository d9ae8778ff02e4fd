import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { translatedReference } from '../common/category-names';
import { SolutionReferenceDocument } from './solution.queries';

/**
 * The solutions screen's reference lists (solution types, presets, hour profiles, capacities,
 * categories) with their names in the user's language, so item rows, pickers and summaries say the
 * same (issue #34 point 5). Loaded once per session (cache-first).
 */
export function useSolutionReference() {
  const { i18n } = useLingui();
  const { data } = useQuery(SolutionReferenceDocument, { fetchPolicy: 'cache-first' });
  const locale = i18n.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the locale, which i18n's identity does not show
  return useMemo(() => (data ? translatedReference(i18n, data) : undefined), [data, locale]);
}
