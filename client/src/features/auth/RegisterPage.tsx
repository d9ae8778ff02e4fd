import { useMutation } from '@apollo/client/react';
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
import { resetSession } from '../../app/apollo';
import { graphQLErrorInfo } from '../../app/errors';
import { AuthLayout } from './AuthLayout';
import { RegisterDocument } from './auth-queries';
import { FormikField } from './FormikField';

const COUNTRIES = ['DK', 'GB', 'DE', 'FR', 'NO', 'SE', 'NL', 'US', 'IE', 'ES', 'IT', 'FI'];

/** Registration: type (buyer or seller), then details; the partner starts on the free plan. */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [register] = useMutation(RegisterDocument);
  // An invitation link (a buyer's request to a seller) names the type, the e-mail and where to go next.
  const invitedType = params.get('type');
  const [type, setType] = useState<'seller' | 'buyer' | null>(invitedType === 'seller' || invitedType === 'buyer' ? invitedType : null);

  return (
    <AuthLayout title={t`Create an account`}>
      <Stepper activeStep={type ? 1 : 0} sx={{ my: 2 }}>
        <Step><StepLabel>{t`Type`}</StepLabel></Step>
        <Step><StepLabel>{t`Details`}</StepLabel></Step>
      </Stepper>
      {!type ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {(['seller', 'buyer'] as const).map((kind) => (
            <Card key={kind} variant="outlined">
              <CardActionArea onClick={() => setType(kind)}>
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
      ) : (
        <Formik
          initialValues={{ name: '', email: params.get('email') ?? '', password: '', passwordConfirmation: '', partnerName: '', partnerType: type, countryCode: 'DK' }}
          validationSchema={registerSchema}
          onSubmit={async (v, helpers) => {
            helpers.setStatus(null);
            try {
              await register({
                variables: {
                  input: v,
                },
              });
              await resetSession();
              void navigate(nextPath(params), { replace: true });
            } catch (e) {
              const info = graphQLErrorInfo(e);
              helpers.setStatus(info.message);
              const fieldErrors: Record<string, string> = {};
              for (const [k, v2] of Object.entries(info.fieldErrors)) fieldErrors[k] = v2[0];
              helpers.setErrors(fieldErrors);
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate>
              {status && <Alert severity="error" role="alert">{status}</Alert>}
              <FormikField name="partnerName" label={t`Company name`} required autoFocus />
              <FormikField name="countryCode" label={t`Country`} select required>
                {COUNTRIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
              </FormikField>
              <FormikField name="name" label={t`Your name`} autoComplete="name" required />
              <FormikField name="email" type="email" label={t`E-mail`} autoComplete="email" required />
              <FormikField name="password" type="password" label={t`Password`} autoComplete="new-password" required />
              <FormikField name="passwordConfirmation" type="password" label={t`Confirm password`} autoComplete="new-password" required />
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button onClick={() => setType(null)}>{t`Back`}</Button>
                <Button type="submit" variant="contained" fullWidth disabled={isSubmitting}>{t`Create account`}</Button>
              </Box>
            </Form>
          )}
        </Formik>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login"><Trans>Already have an account? Sign in</Trans></Link>
      </Box>
    </AuthLayout>
  );
}
