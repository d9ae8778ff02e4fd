import { useLingui } from '@lingui/react/macro';

/**
 * Translated name and description of a solution type, by calculation mode (1 data centre, 2 end user /
 * office, 3 LCA products): the server sends the English names of shared/reference/solution-types.ts.
 */
export function useSolutionTypeText(): (mode: number) => { name: string; description: string } {
  const { t } = useLingui();
  return (mode) =>
    mode === 1
      ? { name: t`Data centre`, description: t`Servers, storage and network. UPS losses and cooling are added to the IT energy.` }
      : mode === 2
        ? { name: t`End user / office`, description: t`Laptops, desktops, screens and printers. No UPS or cooling.` }
        : { name: t`LCA products`, description: t`Life-cycle assessment of any products: manufacturing, transport, use and end of life.` };
}
