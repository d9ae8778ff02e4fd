import { Trans, useLingui } from '@lingui/react/macro';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCALES } from '../../../../shared/constants';
import {
  DEFAULT_IMAGE_BY_TYPE,
  FRONT_PAGE_REPORT_TYPES,
  themeColors,
  type FrontPageReportType,
} from '../../../../shared/report-themes';
import { LOCALE_NAMES } from '../../app/i18n';
import { useSession } from '../../app/session';
import type { ReportOptionsFieldsFragment } from '../../gql/graphql';
import { CustomColours } from './components/CustomColours';
import { FrontPageImagePicker } from './components/FrontPageImagePicker';
import { FrontPagePreview } from './components/FrontPagePreview';
import { ThemePicker } from './components/ThemePicker';
import { REPORT_TYPE_LABELS } from './report-options-messages';
import { useReportOptionsActions, useReportOptionsData, type NoticeSeverity, type ReportOptionsScope } from './report-options.hooks';

/** The option field of each report type, in the GraphQL input's spelling. */
const IMAGE_FIELD = {
  comprehensive: 'comprehensiveReportImage',
  estimate: 'estimateReportImage',
  refurbishment: 'refurbishmentImage',
  lca: 'lcaReportImage',
} as const satisfies Record<FrontPageReportType, keyof ReportOptionsFieldsFragment>;

type Notice = { text: string; severity: NoticeSeverity; key: number };

/**
 * Report options (spec/platform-and-shell.md §2 Report options screen, §4, §5): theme swatches,
 * the custom theme, the front-page image per report type with upload and delete, and the report
 * language. `scope` 'user' edits the signed-in user's own options; 'partner' the partner-wide
 * defaults (partner admins), with the switch that makes the partner's images win.
 */
export function ReportOptionsPanel({ scope }: { scope: ReportOptionsScope }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const { data, loading, reload } = useReportOptionsData(scope);
  const [picking, setPicking] = useState<FrontPageReportType | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((text: string, severity: NoticeSeverity = 'success') => setNotice({ text, severity, key: Date.now() }), []);
  const { saving, save, reset, deleteFrontPageImage } = useReportOptionsActions(scope, reload, notify);

  if (loading && !data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t`Loading report options`} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void reload()}>{t`Try again`}</Button>}>
        {t`The report options could not be loaded.`}
      </Alert>
    );
  }

  const { options, effective, images } = data;
  const paid = user.paidSubscription;
  const theme = options?.theme ?? effective.theme;
  const colours =
    scope === 'partner'
      ? themeColors(theme, options?.customPrimaryColor, options?.customSecondaryColor)
      : { primary: effective.primaryColor, secondary: effective.secondaryColor };
  const imagesLocked = scope === 'user' && effective.imagesFromPartner;
  const shownImage = (type: FrontPageReportType): string =>
    scope === 'partner' ? (options?.[IMAGE_FIELD[type]] ?? DEFAULT_IMAGE_BY_TYPE[type]) : effective[IMAGE_FIELD[type]];
  const chosenImage = (type: FrontPageReportType): string | null => options?.[IMAGE_FIELD[type]] ?? null;

  const sourceNote =
    scope === 'user' && !options
      ? effective.source === 'partner'
        ? t`You are using your organisation's report options. A change saves your own options.`
        : t`You are using the default report options. A change saves your own options.`
      : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid={`report-options-${scope}`}>
      {sourceNote && <Alert severity="info">{sourceNote}</Alert>}

      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Theme`}</Typography>
            {saving && <CircularProgress size={18} aria-label={t({ message: 'Saving', context: 'in progress' })} />}
          </Box>
          {!paid && (
            <Alert
              severity="info"
              action={user.isPartnerAdmin ? <Button color="inherit" size="small" onClick={() => navigate('/partner-admin?template=subscriptions')}>{t`See plans`}</Button> : undefined}
            >
              {t`Your plan includes the default theme. The other themes and the custom theme need a paid subscription.`}
            </Alert>
          )}
          <ThemePicker value={theme} paid={paid} disabled={saving} onChange={(next) => void save({ theme: next })} />
          <CustomColours
            enabled={theme === 'custom'}
            primary={options?.customPrimaryColor ?? colours.primary}
            secondary={options?.customSecondaryColor ?? colours.secondary}
            locked={!paid}
            busy={saving}
            onToggle={(on) =>
              void save(on ? { theme: 'custom', customPrimaryColor: options?.customPrimaryColor ?? colours.primary, customSecondaryColor: options?.customSecondaryColor ?? colours.secondary } : { theme: 'default' })
            }
            onApply={(c) => void save(c)}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h3" component="h2">{t`Front pages`}</Typography>
          {scope === 'partner' && (
            <FormControlLabel
              control={
                <Switch
                  checked={!!options?.overrideUsersFrontPageImages}
                  disabled={saving}
                  onChange={(e) => void save({ overrideUsersFrontPageImages: e.target.checked })}
                  data-testid="override-switch"
                />
              }
              label={t`Use these images for all users (their own choices are ignored)`}
            />
          )}
          {imagesLocked && <Alert severity="info">{t`Your partner admin has chosen the front-page images for all users.`}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 2 }}>
            {FRONT_PAGE_REPORT_TYPES.map((type) => (
              <Box key={type} sx={{ display: 'grid', justifyItems: 'center', gap: 1 }} data-testid={`front-page-${type}`}>
                <FrontPagePreview image={shownImage(type)} primary={colours.primary} secondary={colours.secondary} title={i18n._(REPORT_TYPE_LABELS[type])} subtitle={t`Sample project`} />
                <Button size="small" variant="outlined" disabled={imagesLocked || saving} onClick={() => setPicking(type)}>
                  {t`Change image`}
                </Button>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            label={t`Report language`}
            value={options?.locale ?? ''}
            disabled={saving}
            onChange={(e) => void save({ locale: e.target.value || null })}
            sx={{ minWidth: 260 }}
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t`Same as the user interface`}</MenuItem>
            {LOCALES.map((l) => (
              <MenuItem key={l} value={l}>{LOCALE_NAMES[l]}</MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<RestartAlt />} onClick={() => void reset(options)} disabled={saving} data-testid="report-options-reset">
            {scope === 'partner' ? t`Reset organisation defaults` : t`Reset to defaults`}
          </Button>
        </CardContent>
      </Card>

      {picking && (
        <FrontPageImagePicker
          open
          title={t`Front page: ${i18n._(REPORT_TYPE_LABELS[picking])}`}
          images={images}
          selected={chosenImage(picking)}
          canManage={user.isPartnerAdmin}
          onClose={() => setPicking(null)}
          onSelect={(url) => {
            const type = picking;
            setPicking(null);
            void save({ [IMAGE_FIELD[type]]: url });
          }}
          onUploaded={async () => {
            notify(t`Image uploaded`);
            await reload();
          }}
          onDelete={deleteFrontPageImage}
        />
      )}

      <Snackbar
        key={notice?.key}
        open={!!notice}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={(_e, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)} data-testid="report-options-notice">
          {notice?.text}
        </Alert>
      </Snackbar>
      <Typography variant="body2" color="text.secondary">
        <Trans>The front page, colours and language apply to the reports you print and export.</Trans>
      </Typography>
    </Box>
  );
}
