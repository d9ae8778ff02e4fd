import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface ReportDocumentInfo {
  documentId: string;
  co2TotalKg: number;
  /** The total as printed: rounded to the document's precision, dot decimal (what the check expects). */
  co2TotalText: string;
  co2Precision: number;
  basis: string;
  issuedAt: unknown;
  verifyUrl: string;
}

/**
 * The registered total as the document prints it (issue #28): the exact registered text with the
 * locale's decimal separator ("51130.2" → "51130,2" in da-DK and de-DE). No thousands separators:
 * the public check reads a comma or a dot as the decimal separator (shared/validation/verify
 * CO2_TOTAL_PATTERN), so what the reader types from the paper is accepted as printed, and a grouped
 * "51.130" could not be told from 51.13 there.
 */
export function documentTotalInLocale(totalText: string, locale: string): string {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  // The minus sign as the locale writes it would not be read back by the check: keep '-'.
  return totalText.replace('.', decimal);
}

/**
 * The registered document's ID and CO2 total with a QR code to the public verification page
 * (methodology M8): what a reader checks the printed total against.
 */
export function DocumentStamp({ document, basis }: { document: ReportDocumentInfo; basis: string }) {
  const { i18n } = useLingui();
  const totalText = documentTotalInLocale(document.co2TotalText, i18n.locale);
  const url = `${document.verifyUrl.split('#')[0]}#/verify-evoice`;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Without a code (it cannot fail for a URL this short) the ID and total below stay readable.
    QRCode.toString(document.verifyUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then(
      (s) => live && setSvg(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [document.verifyUrl]);
  return (
    <Box data-testid="document-stamp" data-qr-ready={svg ? 'true' : 'false'} sx={{ display: 'flex', gap: '5mm', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: '4mm' }}>
      <Box sx={{ width: '26mm', height: '26mm', flexShrink: 0, '& svg': { width: '100%', height: '100%' } }} aria-label="QR" dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          <Trans>Verifiable document</Trans>
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, fontFamily: 'monospace', letterSpacing: 1 }} data-testid="document-id">
          {document.documentId}
        </Typography>
        <Typography variant="body2">
          <Trans>
            CO2 total: <b data-testid="document-total" data-figure="co2_total_kg">{totalText}</b> kg CO2e ({basis})
          </Trans>
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="document-verify-line">
          {/* The address is one unbroken line (issue #46 point 9): the sentence wraps before it, never inside it. */}
          <Trans>
            Scan the code or enter the ID and the total at{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="document-verify-url">
              {url}
            </Box>
          </Trans>
        </Typography>
      </Box>
    </Box>
  );
}
