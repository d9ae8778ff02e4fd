import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatNumber } from '../../../../shared/format/number';
import { eedKey } from '../../../../shared/reports';
import { defaultEedYear } from '../../../../shared/validation/eed-reports';
import { formatDateTime } from '../common/format-date';
import { ObligedBadge } from './EedKpiPanel';
import { useEedReport, type EedReportData } from './eed-report.hooks';
import { formatKpi, KPI_ROWS } from './kpi-rows';

const cell = { border: '1px solid #c8ccd2', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * A printed figure of the EED report keyed to the report's REST reply (issue #46, the mechanism):
 * the EED report registers no document and has no manifest, so its figures are traced to what the
 * server computed and saved (GET …/eed-report; shared/reports eed-figure-set.ts), not to a manifest.
 */
function EedFig({ field, children }: { field: string; children: ReactNode }) {
  return <span data-figure={eedKey(field)}>{children}</span>;
}

/** The annual EED report of one site on a clean A4 page (browser print). */
export function EedReportPrintPage() {
  const { t, i18n } = useLingui();
  const { projectId = '', solutionId = '', year = '' } = useParams();
  const y = /^\d{4}$/.test(year) ? Number(year) : defaultEedYear();
  const { report, loading, errorText } = useEedReport(projectId, solutionId, y);
  const n = (v: number | null | undefined, decimals = 0) => (v == null ? '–' : formatNumber(v, i18n.locale, decimals));
  // A field of the report printed with its key (EedFig), or a dash.
  const fig = (r: EedReportData, field: keyof EedReportData, decimals = 0): ReactNode => {
    const v = r[field];
    return typeof v === 'number' ? <EedFig field={field}>{n(v, decimals)}</EedFig> : '–';
  };
  const savedText = (when: string) => t`Last saved ${when}.`;
  const source = (s: string) => (s === 'measured' ? t`measured` : t`from the model`);
  const inputs = (r: EedReportData): Array<[string, ReactNode, string]> => [
    [t`Installed IT power demand (PDIT)`, fig(r, 'installedItPowerKw', 1), 'kW'],
    [t`Total energy of the data centre (EDC)`, <>{fig(r, 'totalEnergyKwh')} ({source(r.totalEnergySource)})</>, 'kWh'],
    [t`Energy of the IT equipment (EIT)`, <>{fig(r, 'itEnergyKwh')} ({source(r.itEnergySource)})</>, 'kWh'],
    [t`Total water input (WIN)`, fig(r, 'waterInputM3', 1), 'm³'],
    [t`Potable water input`, fig(r, 'potableWaterM3', 1), 'm³'],
    [t`Waste heat reused outside the data centre (EREUSE)`, fig(r, 'reusedEnergyKwh'), 'kWh'],
    [t`Renewable energy consumed (EREN)`, fig(r, 'renewableEnergyKwh'), 'kWh'],
    [t`of which on-site generation`, fig(r, 'renewableOnSiteKwh'), 'kWh'],
    [t`of which PPAs`, fig(r, 'renewablePpaKwh'), 'kWh'],
    [t`of which guarantees of origin`, fig(r, 'renewableGuaranteesOfOriginKwh'), 'kWh'],
    // One site, one renewable figure (issue #46 point 7): scope 2's beside the entry, and whether they agree.
    [t`Renewable energy as scope 2 counts it (energy instruments, else the renewable share)`, fig(r, 'scope2RenewableKwh'), 'kWh'],
    [t`Renewable entry agrees with scope 2`, r.renewableAgree == null ? '–' : r.renewableAgree ? t`Yes` : t`No: the two figures differ`, ''],
    [t`Energy from backup generators`, fig(r, 'backupGeneratorEnergyKwh'), 'kWh'],
    [t`Total floor area`, fig(r, 'totalFloorAreaM2'), 'm²'],
    [t`Computer room floor area`, fig(r, 'computerRoomFloorAreaM2'), 'm²'],
    [t`Cooling set point, lowest (supply air)`, fig(r, 'coolingSetPointMinC', 1), '°C'],
    [t`Cooling set point, highest (supply air)`, fig(r, 'coolingSetPointMaxC', 1), '°C'],
    [t`ICT storage capacity`, fig(r, 'storageCapacityPb', 2), 'PB'],
    [t`ICT capacity of the servers`, r.serverCapacity ?? '–', ''],
    [t`Incoming data traffic`, fig(r, 'incomingTrafficEb', 3), 'EB'],
    [t`Outgoing data traffic`, fig(r, 'outgoingTrafficEb', 3), 'EB'],
    [t`Grid emission factor (CEF): grid average, location-based`, fig(r, 'co2FactorGram', 1), 'g CO2e/kWh'],
  ];
  return (
    <Box sx={{ bgcolor: '#fff', color: '#111', width: '210mm', minHeight: '297mm', mx: 'auto', p: '16mm', boxSizing: 'border-box', fontSize: 12, '@media print': { p: '12mm', width: 'auto', minHeight: 0 } }}>
      <style>{'@page { size: A4; margin: 0 } @media print { .no-print { display: none !important } }'}</style>
      <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" onClick={() => window.print()} data-testid="eed-print-now">{t`Print`}</Button>
      </Box>
      {loading && <Typography>{t`Loading…`}</Typography>}
      {errorText && <Typography color="error">{errorText}</Typography>}
      {report && (
        <>
          <Typography variant="h1" sx={{ fontSize: 22, mb: 0.5 }}>{t`EED annual report ${y}`}</Typography>
          <Typography sx={{ mb: 1 }}>{report.solutionName} · {report.projectName}</Typography>
          <Box sx={{ mb: 2 }}><ObligedBadge obliged={report.obliged} installedItPowerKw={report.installedItPowerKw ?? null} /></Box>
          <Typography variant="h2" sx={{ fontSize: 16, mb: 1 }}>{t`Key performance indicators`}</Typography>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', mb: 3 }}>
            <tbody>
              {KPI_ROWS.map((row) => (
                <tr key={row.key}>
                  <Box component="th" sx={{ ...cell, width: '14%' }}>{row.name}</Box>
                  <Box component="td" sx={{ ...cell, width: '22%', fontWeight: 600 }} data-testid={`eed-print-${row.key}`}>
                    {report[row.key] != null ? <EedFig field={row.key}>{formatKpi(report[row.key], row.decimals, i18n.locale)}</EedFig> : '–'} {report[row.key] != null ? row.unit : ''}
                  </Box>
                  <Box component="td" sx={cell}>{i18n._(row.meaning)}</Box>
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="h2" sx={{ fontSize: 16, mb: 1 }}>{t`Reported information`}</Typography>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', mb: 2 }}>
            <tbody>
              {inputs(report).map(([label, value, unit]) => (
                <tr key={label}>
                  <Box component="th" sx={{ ...cell, fontWeight: 400, width: '55%' }}>{label}</Box>
                  <Box component="td" sx={{ ...cell, textAlign: 'right' }}>{value}</Box>
                  <Box component="td" sx={{ ...cell, width: '14%' }}>{unit}</Box>
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="caption" component="p" color="text.secondary" data-testid="eed-print-sources">
            <Trans>KPIs after Annex III of Commission Delegated Regulation (EU) 2024/1364 and EN 50600-4-x; DCiE and ERE after The Green Grid.</Trans>
            {report.updatedAt ? ` ${savedText(formatDateTime(report.updatedAt, i18n.locale))}` : ''}
          </Typography>
        </>
      )}
    </Box>
  );
}
