import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../../shared/format/number';
import type { EedReportData } from './eed-report.hooks';

/** The evidence fields of the renewable entry the solution's instruments can fill, with the values to put there (whole kWh, as typed). */
export interface RenewableEvidence {
  renewableGuaranteesOfOriginKwh: string;
  renewablePpaKwh: string;
}

/**
 * The guarantees of origin and PPAs recorded on the solution as energy instruments, as the renewable
 * entry's evidence (issue #47, point 10): scope 2 counts them as renewable (GHG Protocol Scope 2
 * Guidance 2015, ch. 7.1 quality criteria: the instrument conveys the attribute and is claimed once),
 * and the EED entry may cite the same instruments (Annex II: PPA, guarantees of origin). Null when the
 * solution records none.
 */
export function instrumentEvidence(report: Pick<EedReportData, 'scope2GuaranteeOfOriginKwh' | 'scope2PpaKwh'>): RenewableEvidence | null {
  const go = Math.round(report.scope2GuaranteeOfOriginKwh ?? 0);
  const ppa = Math.round(report.scope2PpaKwh ?? 0);
  if (go <= 0 && ppa <= 0) return null;
  return { renewableGuaranteesOfOriginKwh: go > 0 ? String(go) : '', renewablePpaKwh: ppa > 0 ? String(ppa) : '' };
}

/**
 * One site, one renewable figure (issue #46 point 7): the renewable kWh scope 2 counts for this solution
 * (its guarantees of origin and PPAs, else its renewable share) beside the EED entry, with a warning
 * when the saved entry disagrees with it (more than 1 %). Where the solution records guarantees of
 * origin or PPAs, `onUseEvidence` offers them as the entry's evidence.
 */
export function RenewableCheck({ report, onUseEvidence }: { report: EedReportData; onUseEvidence?: (evidence: RenewableEvidence) => void }) {
  const { t, i18n } = useLingui();
  const scope2 = formatNumber(report.scope2RenewableKwh, i18n.locale, 0);
  const entry = report.renewableEnergyKwh == null ? null : formatNumber(report.renewableEnergyKwh, i18n.locale, 0);
  const evidence = instrumentEvidence(report);
  const go = formatNumber(report.scope2GuaranteeOfOriginKwh ?? 0, i18n.locale, 0);
  const ppa = formatNumber(report.scope2PpaKwh ?? 0, i18n.locale, 0);
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="eed-scope2-renewable">
        <Trans>Scope 2 counts {scope2} kWh of renewable energy for this site (its energy instruments, else its renewable share).</Trans>
      </Typography>
      {evidence && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          data-testid="eed-instrument-evidence"
          action={
            onUseEvidence && report.editable ? (
              <Button color="inherit" size="small" onClick={() => onUseEvidence(evidence)} data-testid="eed-use-instruments">
                {t`Use as evidence`}
              </Button>
            ) : undefined
          }
        >
          {evidence.renewableGuaranteesOfOriginKwh && evidence.renewablePpaKwh
            ? t`The solution records energy instruments: guarantees of origin for ${go} kWh and PPAs for ${ppa} kWh a year. They are renewable evidence for this entry.`
            : evidence.renewableGuaranteesOfOriginKwh
              ? t`The solution records guarantees of origin for ${go} kWh a year as energy instruments. They are renewable evidence for this entry.`
              : t`The solution records PPAs for ${ppa} kWh a year as energy instruments. They are renewable evidence for this entry.`}
        </Alert>
      )}
      {report.renewableAgree === false && entry != null && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="eed-renewable-mismatch">
          <Trans>
            The saved renewable energy ({entry} kWh) does not match scope 2 ({scope2} kWh). One site has one renewable figure: record the same guarantees of origin and PPAs as
            energy instruments of the solution, or correct this entry.
          </Trans>
        </Alert>
      )}
    </>
  );
}
