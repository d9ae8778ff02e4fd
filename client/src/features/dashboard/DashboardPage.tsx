import { useQuery, useSubscription } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE, dashboardRangeDates, type DashboardRange } from '../../../../shared/dashboard';
import { errorMessage } from '../../app/errors';
import { useSession } from '../../app/session';
import { Co2LineChart, ProjectsBarChart } from './DashboardCharts';
import { DashboardChangedDocument, DashboardChartsDocument, DashboardWidgetsDocument } from './dashboard.queries';

/**
 * /dashboard (spec/platform-and-shell.md §2 Dashboard): widgets for a date range (current month by
 * default), projects per month and documented CO2 per month over 12 months. Partner admins switch
 * between the partner view and their own (user) view. Live: a colleague's new project or exported
 * report refetches the figures (subscription dashboardChanged), without a reload.
 */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const [range, setRange] = useState<DashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const [partnerView, setPartnerView] = useState(user.isPartnerAdmin);
  const [liveAt, setLiveAt] = useState<Date | null>(null);
  const { fromDate, toDate } = useMemo(() => dashboardRangeDates(range), [range]);
  const widgets = useQuery(DashboardWidgetsDocument, { variables: { fromDate, toDate, partnerView }, fetchPolicy: 'cache-and-network' });
  const charts = useQuery(DashboardChartsDocument, { variables: { partnerView }, fetchPolicy: 'cache-and-network' });
  useSubscription(DashboardChangedDocument, {
    onData: () => {
      void widgets.refetch();
      void charts.refetch();
      setLiveAt(new Date());
    },
  });

  const rangeLabels: Record<DashboardRange, string> = {
    current_month: t`Current month`,
    // spec §9: a range runs from a month start to the end of the current month, so `last_month` covers two months.
    last_month: t`Last month and this month`,
    last_3_months: t`Last 3 months`,
    last_6_months: t`Last 6 months`,
    last_12_months: t`Last 12 months`,
  };
  const num = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  // The period in the user's date format (the range's dates are UTC calendar dates).
  const dateLabel = (iso: string) => i18n.date(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const fromLabel = dateLabel(fromDate);
  const toLabel = dateLabel(toDate);
  const w = widgets.data?.dashboardWidgets;
  const months = charts.data?.dashboardCharts.months ?? [];
  const fromMonth = fromDate.slice(0, 7);
  const inRange = (m: string) => m >= fromMonth;
  const empty = w && w.projects + w.clients + w.reportsGenerated + w.openRequests === 0;
  const cards = [
    { id: 'projects', label: t`Projects`, value: w?.projects, hint: t`created in the period` },
    { id: 'documented-co2', label: t`Documented CO2`, value: w && `${num.format(w.documentedCo2Tons)} t`, hint: t`yearly scope 2 CO2e registered on issued reports` },
    { id: 'kwh-saved', label: t`kWh saved`, value: w && num.format(w.kwhSaved), hint: t`a year, by projects with a comparative report` },
    { id: 'reports', label: t`Reports generated`, value: w?.reportsGenerated, hint: t`exported in the period` },
    { id: 'clients', label: t`Clients`, value: w?.clients, hint: t`created in the period` },
    { id: 'open-requests', label: t`Open requests`, value: w?.openRequests, hint: t`waiting for an answer now` },
  ];

  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2 }} data-testid="dashboard">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>{t`Dashboard`}</Typography>
        {liveAt && <Chip size="small" color="success" variant="outlined" label={t`Updated live ${liveAt.toLocaleTimeString(i18n.locale)}`} data-testid="dashboard-live" />}
        {user.isPartnerAdmin && (
          <ToggleButtonGroup size="small" exclusive value={partnerView ? 'partner' : 'user'} onChange={(_e, v: string | null) => v && setPartnerView(v === 'partner')} aria-label={t`View`}>
            <ToggleButton value="partner" data-testid="view-partner">{t`Partner view`}</ToggleButton>
            <ToggleButton value="user" data-testid="view-user">{t`User view`}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="dashboard-range-label">{t`Period`}</InputLabel>
          <Select labelId="dashboard-range-label" label={t`Period`} value={range} onChange={(e) => setRange(e.target.value as DashboardRange)} data-testid="dashboard-range">
            {(Object.keys(DASHBOARD_RANGES) as DashboardRange[]).map((r) => (
              <MenuItem key={r} value={r} data-testid={`range-${r}`}>{rangeLabels[r]}</MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {partnerView ? <Trans>All projects and reports of {user.partner.name}, from {fromLabel} to {toLabel}.</Trans> : <Trans>Your own projects and reports, from {fromLabel} to {toLabel}.</Trans>}
      </Typography>
      {widgets.error && <Alert severity="error">{errorMessage(widgets.error)}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
        {cards.map((c) => (
          <Card key={c.id} data-testid={`widget-${c.id}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">{c.label}</Typography>
              {w ? <Typography variant="h2" component="p" data-testid={`widget-${c.id}-value`}>{c.value}</Typography> : <Skeleton variant="text" sx={{ fontSize: '2rem' }} />}
              <Typography variant="caption" color="text.secondary">{c.hint}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {empty && <Alert severity="info" data-testid="dashboard-empty"><Trans>Nothing in this period yet. Create a project from the navigation on the left, and export its reports to document CO2.</Trans></Alert>}
      {charts.error && <Alert severity="error">{errorMessage(charts.error)}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2">{t`Projects per month`}</Typography>
            {charts.data ? <ProjectsBarChart months={months} inRange={inRange} /> : <Skeleton variant="rectangular" height={280} />}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2">{t`Documented CO2 per month (tons)`}</Typography>
            {charts.data ? <Co2LineChart months={months} /> : <Skeleton variant="rectangular" height={280} />}
          </CardContent>
        </Card>
      </Box>
      <Typography variant="caption" color="text.secondary">
        <Trans>
          Documented CO2 is the yearly CO2e stated on the baseline and comparative reports issued, as registered with each document (M8): a named scope 2 figure, location-based unless your partner chose market-based (reports issued before registered M3's figure); each project counts once per period, with its latest report. kWh saved is the baseline's kWh a year less the primary comparative group's (M2, M6) for the projects whose comparative report was issued in the period.
        </Trans>
      </Typography>
    </Box>
  );
}
