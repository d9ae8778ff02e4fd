import { useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOCALE, isLocale } from '../../../../shared/constants';
import { useSession } from '../../app/session';

/**
 * Says which language the exported PDF is in when it is not the screen's (issue #47, point 8). The
 * server prints the document in the effective report options' language (the user's own options, else
 * the partner's), else in the user's language (report-pdf.service documentLocale).
 */
export function ReportLanguageHint({ options }: { options: { locale?: string | null; source: string } | undefined }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  if (!options) return null;
  const fromOptions = isLocale(options.locale);
  const pdfLocale = fromOptions ? options.locale! : isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  if (pdfLocale === i18n.locale) return null;
  let language = pdfLocale;
  try {
    // 'Danish'; the region only where the language is the screen's too ('English (United States)').
    const code = pdfLocale.split('-')[0] === i18n.locale.split('-')[0] ? pdfLocale : pdfLocale.split('-')[0];
    language = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(code) ?? pdfLocale;
  } catch {
    // The code stands in for the name.
  }
  const why = !fromOptions
    ? t`your language setting`
    : options.source === 'partner'
      ? t`the partner's report language`
      : t`your report language`;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ width: '100%', textAlign: 'right' }} data-testid="report-pdf-language">
      {t`The PDF will be in ${language} (${why}).`}
    </Typography>
  );
}
