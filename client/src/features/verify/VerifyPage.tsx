import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatNumber } from '../../../../shared/format/number';
import { verifySchema } from '../../../../shared/validation/verify';
import { translateUnknown } from '../../app/messages';
import { graphQLErrorInfo } from '../../app/errors';
import { AuthLayout } from '../auth';
import type { DocumentVerifyQuery } from '../../gql/graphql';
import { documentTypeLabel } from './document-types';
import { ManifestCheck } from './ManifestCheck';
import { DocumentVerifyDocument } from './verify-queries';

type Verification = DocumentVerifyQuery['documentVerify'];
type Outcome = { kind: 'correct' | 'incorrect'; result: Verification } | { kind: 'not-found' } | { kind: 'error'; message: string };


/** A form field showing its (translated) error once touched. */
function VerifyField({ name, label, placeholder, inputMode }: { name: string; label: string; placeholder?: string; inputMode?: 'decimal' }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? translateUnknown(meta.error) : undefined;
  return (
    <TextField
      {...field}
      id={name}
      label={label}
      placeholder={placeholder}
      error={!!error}
      helperText={error}
      fullWidth
      margin="normal"
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode, spellCheck: false } }}
    />
  );
}

/**
 * The public verification of an issued report or e-invoice (spec/project-areas.md §2 Verify e-invoice
 * screen, §4, §8; methodology M8). No user or subscription data is loaded here: only the check
 * itself. Report QR codes link to /verify-evoice?id=…&total=…, which prefills and checks at once.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  // A new QR-code link (other id or total) starts a fresh check.
  return <VerifyForm key={params.toString()} initial={{ document_id: params.get('id') ?? '', co2total: params.get('total') ?? '' }} />;
}

function VerifyForm({ initial }: { initial: { document_id: string; co2total: string } }) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const autoChecked = useRef(false);

  const check = async (values: { document_id: string; co2total: string }) => {
    setOutcome(null);
    try {
      const { data } = await client.query({
        query: DocumentVerifyDocument,
        variables: { documentId: values.document_id.trim(), co2Total: values.co2total.trim() },
        fetchPolicy: 'network-only',
      });
      const result = data!.documentVerify;
      setOutcome({ kind: result.result === 'correct' ? 'correct' : 'incorrect', result });
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        const code = error.errors[0]?.extensions?.code;
        if (code === 'NOT_FOUND') return setOutcome({ kind: 'not-found' });
        if (code === 'RATE_LIMITED') return setOutcome({ kind: 'error', message: graphQLErrorInfo(error).message });
        // Spec §8: any other error of the check reads as an incorrect total.
        return setOutcome({ kind: 'incorrect', result: null as never });
      }
      setOutcome({ kind: 'error', message: t`The check could not be made. Check the connection and try again.` });
    }
  };

  useEffect(() => {
    if (autoChecked.current || !initial.document_id || !initial.co2total) return;
    autoChecked.current = true;
    void verifySchema.isValid(initial).then((ok) => {
      if (ok) void check(initial);
    });
    // Runs once for the prefilled values of a QR-code link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typeLabel = (type: string) => documentTypeLabel(i18n, type);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <AuthLayout title={t`Verify a document`}>
      <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
        <Trans>Check that the CO₂ total on a report or e-invoice is the one registered when it was issued.</Trans>
      </Typography>
      <Formik
        initialValues={initial}
        validationSchema={verifySchema}
        validateOnMount
        onSubmit={async (values) => {
          await check(values);
        }}
      >
        {({ values, isValid, isSubmitting }) => (
          <Form noValidate aria-label={t`Verify a document`}>
            <VerifyField name="document_id" label={t`Document ID`} placeholder="GIA-XXXX-XXXX" />
            <VerifyField name="co2total" label={t`CO₂ total (kg CO₂e)`} inputMode="decimal" />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              startIcon={<VerifiedOutlined />}
              disabled={!values.document_id.trim() || !values.co2total.trim() || !isValid || isSubmitting}
              sx={{ mt: 2 }}
            >
              {t`Verify`}
            </Button>
          </Form>
        )}
      </Formik>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {outcome?.kind === 'correct' && (
          <Alert severity="success" data-testid="verify-result">
            <AlertTitle>{t`The total is correct`}</AlertTitle>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
              <dt>{t`Document ID`}</dt>
              <dd>{outcome.result.documentId}</dd>
              <dt>{t`Total`}</dt>
              <dd>{t`${formatNumber(outcome.result.totalKgCo2e, i18n.locale, outcome.result.co2Precision)} kg CO₂e`}</dd>
              <dt>{t`Type`}</dt>
              <dd>{typeLabel(outcome.result.type)}</dd>
              <dt>{t`Issued`}</dt>
              <dd>{date(outcome.result.issuedAt)}</dd>
              {outcome.result.manifestSha256 && (
                <>
                  <dt>{t`Manifest SHA-256`}</dt>
                  {/* The hash of the figures' manifest (issue #31): a holder of the PDF compares it with the issuer's re-run. */}
                  <Box component="dd" data-testid="manifest-sha256" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
                    {outcome.result.manifestSha256}
                  </Box>
                </>
              )}
            </Box>
          </Alert>
        )}
        {outcome?.kind === 'correct' && outcome.result.manifestSha256 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t`The manifest holds every input and total the document's figures were computed from; its SHA-256 above fingerprints it. The issuing organisation can download it and re-run the figures here.`}
            </Typography>
            <ManifestCheck documentId={outcome.result.documentId} />
          </Box>
        )}
        {outcome?.kind === 'incorrect' && (
          <Alert severity="error" data-testid="verify-result">
            <AlertTitle>{t`The total is incorrect`}</AlertTitle>
            {t`The CO₂ total does not match the one registered for this document.`}
          </Alert>
        )}
        {outcome?.kind === 'not-found' && (
          <Alert severity="warning" data-testid="verify-result">
            <AlertTitle>{t`Document not found`}</AlertTitle>
            {t`Check the document ID printed on the report or e-invoice.`}
          </Alert>
        )}
        {outcome?.kind === 'error' && <Alert severity="warning" data-testid="verify-result">{outcome.message}</Alert>}
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">{t`Sign in`}</Link>
      </Typography>
    </AuthLayout>
  );
}
