import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RequestProductSearchQuery } from '../../gql/graphql';
import { categoryName } from '../common/category-names';
import { formatKwh, productUnitKwh } from '../solutions';

type Product = RequestProductSearchQuery['productSearch'][number];

/**
 * The seller's catalogue search results on a response solution, each with its category, part number
 * and yearly energy as on the solutions screen (issue #47, point 11: the response showed names only).
 */
export function ResponseProductResults({ products, onAdd }: { products: readonly Product[] | undefined; onAdd: (productId: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Stack spacing={0.5} data-testid="response-product-results">
      {products?.length === 0 && <Typography color="text.secondary">{t`No products found`}</Typography>}
      {products?.map((p) => {
        const product = `${p.manufacturer} ${p.modelName}`;
        return (
          <Box key={p.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid={`response-product-${p.id}`}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={product}>{product}</Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {[categoryName(i18n, p.category.id, p.category.name), p.manufacturerPartNumber].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {p.own && <Chip size="small" label={t`Own`} variant="outlined" />}
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {t`${formatKwh(productUnitKwh(p.modes), i18n.locale)} kWh/yr`}
            </Typography>
            <Button size="small" onClick={() => onAdd(p.id)} aria-label={t`Add ${product}`}>
              {t`Add`}
            </Button>
          </Box>
        );
      })}
    </Stack>
  );
}
