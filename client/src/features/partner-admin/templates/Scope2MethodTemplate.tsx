import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import { useNotice } from '../../common/useNotice';
import { useScope2Method } from '../company.hooks';

/**
 * The registered scope 2 method (PUT /partner/admin/scope2-method, issue #46 point 2): which of the two
 * GHG Protocol scope 2 figures the partner's report documents register, stamp and headline. Both are
 * always printed (dual reporting, Scope 2 Guidance ch. 7.1; ESRS E1-6); documents issued earlier keep
 * their total.
 */
export function Scope2MethodTemplate() {
  const { t } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, saving, saveMethod } = useScope2Method(notify);
  const stored = data?.partnerCompany.scope2RegisteredMethod;
  const [method, setMethod] = useState('location');
  useEffect(() => {
    if (stored) setMethod(stored);
  }, [stored]);

  if (error) return <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>;
  if (loading || !stored) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>;

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640, display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        {t`Reports show both scope 2 figures of the GHG Protocol. The one chosen here is the CO2 total your baseline and comparative documents register, stamp and headline, named on the document. Documents already issued keep their total.`}
      </Typography>
      <RadioGroup value={method} onChange={(e) => setMethod(e.target.value)} aria-label={t`Registered scope 2 method`} data-testid="scope2-method">
        <FormControlLabel value="location" control={<Radio />} label={t`Location-based: every kWh at the grid average of where it is used (the default)`} />
        <FormControlLabel value="market" control={<Radio />} label={t`Market-based: energy instruments and the renewable share at their factors, the rest at the residual mix`} />
      </RadioGroup>
      <Box>
        <Button variant="contained" onClick={() => void saveMethod(method)} disabled={saving || method === stored} data-testid="scope2-method-save">{t`Save`}</Button>
      </Box>
      {noticeElement}
    </Paper>
  );
}
