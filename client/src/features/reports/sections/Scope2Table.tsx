import { Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { figureKey } from '../../../../../shared/reports';
import { countryName } from '../../common/country-name';
import { CountryMissingNote } from '../../common/CountryMissingNote';
import { useReport } from '../report-context';
import { co2ColumnScale, Fig } from './figure-key';
import { ReportTable, SectionTitle } from './blocks';

/**
 * Scope 2 both ways for the report's groups (GHG Protocol Scope 2 Guidance; ESRS E1-5 and E1-6):
 * location-based (grid average) and market-based (instruments, then the residual mix), labelled, with
 * the residual-mix source as a footnote, and which of the two the document registers (issue #46 point 2;
 * GHG Protocol Scope 2 Guidance 2015 ch. 7.1: each result labelled by its method).
 */
export function Scope2Table() {
  const { t } = useLingui();
  const { model, format, scope2 } = useReport();
  if (!scope2) return null;
  const ids = new Set(model.groups.map((g) => g.id));
  const rows = scope2.groups.filter((g) => ids.has(g.id));
  if (rows.length === 0) return null;
  const co2 = format.co2Column(rows.flatMap((g) => [g.locationBasedKg, g.marketBasedKg]));
  const divider = co2ColumnScale(rows.flatMap((g) => [g.locationBasedKg, g.marketBasedKg]));
  return (
    <div data-testid="scope2-table">
      <SectionTitle level={2}>
        <Trans>Scope 2 (GHG Protocol): location-based and market-based</Trans>
      </SectionTitle>
      <ReportTable
        testId="scope2-rows"
        rows={rows}
        rowKey={(g) => g.id}
        columns={[
          { header: t`Group`, cell: (g) => g.name },
          { header: t`Location-based ${co2.unit} / year`, cell: (g) => <Fig k={figureKey.scope2(g.id, 'location_kg')} scale={divider}>{co2.cell(g.locationBasedKg)}</Fig>, align: 'right' },
          { header: t`Market-based ${co2.unit} / year`, cell: (g) => <Fig k={figureKey.scope2(g.id, 'market_kg')} scale={divider}>{co2.cell(g.marketBasedKg)}</Fig>, align: 'right' },
          { header: t`Renewable kWh / year`, cell: (g) => <Fig k={figureKey.scope2(g.id, 'renewable_kwh')}>{format.kwh(g.renewableKwh)}</Fig>, align: 'right' },
          { header: t`Non-renewable kWh / year`, cell: (g) => <Fig k={figureKey.scope2(g.id, 'non_renewable_kwh')}>{format.kwh(g.nonRenewableKwh)}</Fig>, align: 'right' },
        ]}
      />
      {!scope2.countryCode && <CountryMissingNote kind="scope2" />}
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }} data-source-note>
        <Scope2SourceNote scope2={scope2} />
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" data-testid="scope2-registered-note">
        {scope2.registeredMethod === 'market'
          ? t`This document registers and headlines the market-based figure. The other tables' CO2e is M3: the renewable share at 0 g and the rest at the grid average, a mix of the two methods, not a scope 2 figure.`
          : t`This document registers and headlines the location-based figure. The other tables' CO2e is M3: the renewable share at 0 g and the rest at the grid average, a mix of the two methods, not a scope 2 figure.`}
      </Typography>
    </div>
  );
}

/**
 * The market-based method's source in the document's language (issue #47, Translations: the note ended
 * in the server's English): the residual mix's country, year and publication (a proper name), or why
 * the grid-average factor stands in (GHG Protocol Scope 2 Guidance 2015, Table 6.3: the hierarchy's
 * last step).
 */
/** Where the residual mix's factor goes in the translated message (an invisible separator, never in a translation). */
const FACTOR_MARK = '\u2063';

function Scope2SourceNote({ scope2 }: { scope2: NonNullable<ReturnType<typeof useReport>['scope2']> }) {
  const { t, i18n } = useLingui();
  const country = scope2.countryCode ? countryName(i18n.locale, scope2.countryCode) : null;
  if (scope2.residualMixFallback) {
    return country
      ? <>{t`Market-based: contractual instruments at their factors; no residual mix is published for ${country}, so the rest is counted at the grid-average factor (GHG Protocol Scope 2 Guidance, table 6.3).`}</>
      : <>{t`Market-based: contractual instruments at their factors; the project has no country, so the rest is counted at the grid-average factor (GHG Protocol Scope 2 Guidance, table 6.3).`}</>;
  }
  const year = String(scope2.residualMixYear ?? '');
  const publication = scope2.residualMixPublication ?? scope2.residualMixSource;
  // The factor keyed to the document's manifest (issue #46): the translated message is split where the
  // factor goes, so that it is printed in its own keyed span and the message stays as translated.
  const factor = FACTOR_MARK;
  const [before, after = ''] = t`Market-based: contractual instruments at their factors, the rest at the residual mix of ${factor} g CO2/kWh for ${country} in ${year} (${publication}). Location-based: the grid-average factor, not reduced by renewable purchases.`.split(FACTOR_MARK);
  return (
    <>
      {before}
      <Fig k={figureKey.scope2ResidualFactor()}>{i18n.number(scope2.residualMixFactorG ?? 0, { maximumFractionDigits: 2 })}</Fig>
      {after}
    </>
  );
}
