import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../../shared/format/number';
import type { EedReportData } from './eed-report.hooks';

/**
 * One site, one renewable figure (issue #46 point 7): the renewable kWh scope 2 counts for this solution
 * (its guarantees of origin and PPAs, else its renewable share) beside the EED entry, with a warning
 * when the saved entry disagrees with it (more than 1 %).
 */
export function RenewableCheck({ report }: { report: EedReportData }) {
  const { i18n } = useLingui();
  const scope2 = formatNumber(report.scope2RenewableKwh, i18n.locale, 0);
  const entry = report.renewableEnergyKwh == null ? null : formatNumber(report.renewableEnergyKwh, i18n.locale, 0);
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="eed-scope2-renewable">
        <Trans>Scope 2 counts {scope2} kWh of renewable energy for this site (its energy instruments, else its renewable share).</Trans>
      </Typography>
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
