import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import { translateMessage } from '../../../app/messages';
import { useSession } from '../../../app/session';
import type { ClientFormValues } from '../project-form';
import { CompanyRegistryLookupDocument } from '../projects-queries';

/** At least 8 characters (spec/platform-and-shell.md §5). */
const CVR_MIN_LENGTH = 8;

/**
 * The company-registry lookup of the client form (spec/platform-and-shell.md §5): offered only to
 * partners in DK or GB; a found company fills the form's name, address, postcode, city, country and VAT number.
 */
export function CompanyRegistryLookup() {
  const { t } = useLingui();
  const { user } = useSession();
  const apollo = useApolloClient();
  const { setValues } = useFormikContext<ClientFormValues>();
  const [cvr, setCvr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const country = (user.partner.countryCode ?? '').toUpperCase();
  if (country !== 'DK' && country !== 'GB') return null;

  const lookUp = async () => {
    const number = cvr.replace(/\s+/g, '');
    if (number.length < CVR_MIN_LENGTH) return setError(translateMessage({ key: 'clients.cvrLength' }));
    setError(null);
    setBusy(true);
    try {
      const { data } = await apollo.query({ query: CompanyRegistryLookupDocument, variables: { cvr: number }, fetchPolicy: 'network-only' });
      const c = data?.companyRegistryLookup;
      if (c) await setValues((v) => ({ ...v, name: c.name, address: c.address ?? '', zip: c.zip ?? '', city: c.city ?? '', country: c.country, vatNo: c.vatNo }), true);
    } catch (e) {
      setError(graphQLErrorInfo(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="cvr-lookup" sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id="cvr-lookup-number"
          label={t`Company registry number`}
          value={cvr}
          onChange={(e) => setCvr(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookUp();
            }
          }}
          size="small"
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          helperText={t`Fills the form from the company registry.`}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => void lookUp()} disabled={busy} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
          {busy ? t`Looking up…` : t`Look up`}
        </Button>
      </Box>
      {error && <Alert severity="warning" role="alert" sx={{ mt: 1 }}>{error}</Alert>}
    </Box>
  );
}
