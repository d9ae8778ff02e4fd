/**
 * What a figure assumed where nothing was given (shared/calc assumptionsOf, M9), as sentences in the
 * user's language: a summary or report that shows DCiE 100 % or rating A must say why.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { categoryName } from './category-names';

export interface AssumptionInput {
  code: string;
  categoryIds: readonly string[];
}

const NO_UPS_OR_COOLING = msg`No UPS or cooling was given for a data-centre solution, so its DCiE of 100 % and PUE of 1.00 assume no infrastructure losses.`;

/** One sentence per assumption; unknown codes are left out. */
export function assumptionTexts(i18n: I18n, assumptions: readonly AssumptionInput[] | null | undefined): string[] {
  return (assumptions ?? []).flatMap((a) => {
    if (a.code === 'no_ups_or_cooling') return [i18n._(NO_UPS_OR_COOLING)];
    if (a.code === 'unrated_categories') {
      const names = a.categoryIds.map((id) => categoryName(i18n, id)).join(', ');
      return [i18n._(msg`No capacity was given for ${names}, so they are not rated and the energy rating leaves them out.`)];
    }
    return [];
  });
}
