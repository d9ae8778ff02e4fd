/**
 * The CO2 figure a report headlines (issue #46 point 2): the partner's registered scope 2 figure, named
 * by its method, the same the document stamp registers (GHG Protocol Scope 2 Guidance 2015, ch. 7.1:
 * each scope 2 result labelled by its method). Without the scope 2 figures (they could not be read) the
 * M3 figure is shown, labelled as what it is.
 */
import { useLingui } from '@lingui/react/macro';
import { figureKey, type FigureKey } from '../../../../../shared/reports';
import { useReport } from '../report-context';

export interface RegisteredCo2 {
  /** kg CO2e a year. */
  kg: number;
  /** The figure's name: "scope 2, location-based", "scope 2, market-based" or M3's. */
  name: string;
  /** Its key into the document manifest's figure set (issue #46). */
  key: FigureKey;
}

/** The registered scope 2 figure of each group, by id, with its name. */
export function useRegisteredCo2(): (group: { id: string; co2EmissionKg: number }) => RegisteredCo2 {
  const { t } = useLingui();
  const { scope2 } = useReport();
  const name = scope2?.registeredMethod === 'market' ? t`scope 2, market-based` : t`scope 2, location-based`;
  const field = scope2?.registeredMethod === 'market' ? 'market_kg' : 'location_kg';
  const byId = new Map((scope2?.groups ?? []).map((g) => [g.id, g.registeredKg]));
  return (group) => {
    const kg = byId.get(group.id);
    return kg == null
      ? { kg: group.co2EmissionKg, name: t`M3: renewable share at 0 g, the rest at the grid average`, key: figureKey.group(group.id, 'co2_kg') }
      : { kg, name, key: figureKey.scope2(group.id, field) };
  };
}
