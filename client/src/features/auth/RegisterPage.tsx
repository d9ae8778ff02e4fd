import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { nextPath } from './next-path';
import { registerSchema } from '../../../../shared/validation';
import { FinishUp, PaymentStep, type PaidBy } from '../subscriptions';
import { countryName } from '../common/country-name';
import { AuthLayout } from './AuthLayout';
import { FormikField } from './FormikField';
import { useRegister } from './register.hooks';

const COUNTRIES = ['DK', 'GB', 'DE', 'FR', 'NO', 'SE', 'NL', 'US', 'IE', 'ES', 'IT', 'FI'];

type Stage = 'type' | 'details' | 'payment';

/**
 * Registration (spec/platform-and-shell.md §2, spec/project-areas.md §3, §5): type (buyer or seller),
 * details (a Danish partner's VAT number has exactly 8 characters before the payment step; the
 * account is made with the bot check solved in the browser), then payment (card through Stripe
 * Checkout, invoice, or the free plan). Checkout returns here with session_id: the finish-up countdown.
 */
export function RegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { register } = useRegister();
  // An invitation link (a buyer's request to a seller) names the type, the e-mail and where to go next.
  const invitedType = params.get('type');
  const invited = invitedType === 'seller' || invitedType === 'buyer' ? invitedType : null;
  const [type, setType] = useState<'seller' | 'buyer' | null>(invited);
  const [stage, setStage] = useState<Stage>(invited ? 'details' : 'type');
  const sessionId = params.get('session_id');
  // After payment: the invitation's page (e.g. the request) when there is one, else the welcome countdown.
  const afterPayment = (how: PaidBy) => void navigate(params.get('next') ? nextPath(params) : `/registration-success?by=${how}`, { replace: true });

  if (sessionId) {
    return (
      <AuthLayout title={t`Create an account`}>
        <FinishUp sessionId={sessionId} onDone={() => void navigate('/registration-success?by=card', { replace: true })} />
      </AuthLayout>
    );
  }

  const steps = [t`Type`, t`Details`, t`Payment`];
  const active = stage === 'type' ? 0 : stage === 'details' ? 1 : 2;
  return (
    <AuthLayout title={t`Create an account`}>
      <Stepper activeStep={active} sx={{ my: 2 }}>
        {steps.map((label) => <Step key={label}><StepLabel>{label}</StepLabel></Step>)}
      </Stepper>
      {stage === 'type' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {(['seller', 'buyer'] as const).map((kind) => (
            <Card key={kind} variant="outlined">
              <CardActionArea onClick={() => { setType(kind); setStage('details'); }}>
                <CardContent>
                  <Typography variant="h3">{kind === 'seller' ? t`Seller` : t`Buyer`}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {kind === 'seller' ? t`Model your customers' IT and prove the savings of your solutions.` : t`Send requests to sellers and compare their answers.`}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      {stage === 'details' && type && (
        <Formik
          initialValues={{ name: '', email: params.get('email') ?? '', password: '', passwordConfirmation: '', partnerName: '', partnerType: type, countryCode: 'DK', vatNo: '' }}
          validationSchema={registerSchema}
          // Not on blur (issue #47, point 11): leaving the focused field grew its error text under it and
          // moved "Continue" away from the pointer, so the first click marked one field and submitted
          // nothing. Now that click submits and marks every missing field at once; typing re-checks.
          validateOnBlur={false}
          onSubmit={async (v, helpers) => {
            helpers.setStatus(null);
            // The account speaks the language of the page it was made on (issue #47): its e-mails and first sign-in.
            const result = await register({ ...v, locale: i18n.locale });
            if (result.ok) {
              setStage('payment');
              return;
            }
            // The first message per field is shown (spec §5); 'User already registered' marks the e-mail.
            helpers.setErrors(result.fieldErrors);
            if (!Object.keys(result.fieldErrors).length) helpers.setStatus(result.message);
          }}
        >
          {({ isSubmitting, status, values }) => (
            <Form noValidate>
              {status && <Alert severity="error" role="alert">{status}</Alert>}
              <FormikField name="partnerName" label={t`Company name`} required autoFocus />
              <FormikField name="countryCode" label={t`Country`} select required>
                {COUNTRIES.map((c) => <MenuItem key={c} value={c}>{`${countryName(i18n.locale, c)} (${c})`}</MenuItem>)}
              </FormikField>
              <FormikField name="vatNo" label={t`VAT number`} required={values.countryCode === 'DK'} helperText={values.countryCode === 'DK' ? t`8 characters` : undefined} />
              <FormikField name="name" label={t`Your name`} autoComplete="name" required />
              <FormikField name="email" type="email" label={t`E-mail`} autoComplete="email" required />
              <FormikField name="password" type="password" label={t`Password`} autoComplete="new-password" required />
              <FormikField name="passwordConfirmation" type="password" label={t`Confirm password`} autoComplete="new-password" required />
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button onClick={() => setStage('type')}>{t`Back`}</Button>
                <Button type="submit" variant="contained" fullWidth disabled={isSubmitting}>{isSubmitting ? t`Checking…` : t`Continue to payment`}</Button>
              </Box>
            </Form>
          )}
        </Formik>
      )}
      {stage === 'payment' && <PaymentStep returnTo="register" onPaid={afterPayment} partnerType={type} />}
      {stage !== 'payment' && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login"><Trans>Already have an account? Sign in</Trans></Link>
        </Box>
      )}
    </AuthLayout>
  );
}
