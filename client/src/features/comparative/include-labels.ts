import { useLingui } from '@lingui/react/macro';
import type { ComparativeIncludeKey } from '../../../../shared/comparative';

/** The 14 include settings of the comparative-solution report, as the settings dialog names them. */
export function useIncludeLabels(): Record<ComparativeIncludeKey, string> {
  const { t } = useLingui();
  return {
    INCLUDE_ENERGY_EFFICIENCY: t`Energy efficiency`,
    INCLUDE_ENERGYWHEEL: t`Energy wheel`,
    INCLUDE_APPENDIX: t`Appendix`,
    INCLUDE_DETAILED_ITEMS: t`Detailed items`,
    INCLUDE_SERVER_DESCRIPTION: t`Server description`,
    INCLUDE_STORAGE_DESCRIPTION: t`Storage description`,
    INCLUDE_NETWORK_DESCRIPTION: t`Network description`,
    INCLUDE_CALCULATIONS: t`Calculations`,
    INCLUDE_CALCULATION_ITEM_LIST: t`Item list per calculation`,
    INCLUDE_CATEGORY_DESCRIPTIONS: t`Category descriptions`,
    INCLUDE_ROI: t`Savings over the period`,
    INCLUDE_UPS_DESCRIPTION: t`UPS description`,
    INCLUDE_COOLING_DESCRIPTION: t`Cooling description`,
    INCLUDE_END_USER_IT_DESCRIPTION: t`End-user IT description`,
  };
}
