import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import HourglassEmpty from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../../../shared/format/number';
import type { SolutionItemsQuery } from '../../../gql/graphql';

type Pending = NonNullable<SolutionItemsQuery['solution']>['pendingItemRequests'];

/**
 * Requested items that wait for the catalogue (issue #47, point 7: a requested item vanished from the
 * list until the super admin accepted it). Shown under the items as pending, counted in no figure yet;
 * an accepted request becomes an item of the solution, a rejected one leaves with a notification.
 */
export function PendingItemRequests({ requests }: { requests: Pending }) {
  const { t, i18n } = useLingui();
  if (!requests.length) return null;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Box component="section" aria-labelledby="pending-items-title" sx={{ mt: 2 }} data-testid="pending-items">
      <Typography id="pending-items-title" variant="subtitle2" component="h3">
        {plural(requests.length, { one: '# requested item waits for the catalogue', other: '# requested items wait for the catalogue' })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t`They count in no figure until they are validated; an accepted item joins this solution by itself.`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {requests.map((r) => {
          const name = `${r.brandName} ${r.modelName}`.trim();
          return (
            <Box
              component="li"
              key={r.id}
              data-testid={`pending-item-${r.id}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1.5 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                {name}
                {r.manufacturerPartNumber && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, fontFamily: 'monospace' }}>{r.manufacturerPartNumber}</Typography>
                )}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{t`Amount ${formatNumber(r.amount, i18n.locale)}`}</Typography>
              <Typography variant="caption" color="text.secondary">{t`Requested ${date(r.createdAt)}`}</Typography>
              <Chip size="small" variant="outlined" color="warning" icon={<HourglassEmpty />} label={t`Pending validation`} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
