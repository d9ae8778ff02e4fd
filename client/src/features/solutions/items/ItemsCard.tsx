import { Trans, useLingui } from '@lingui/react/macro';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AddShoppingCart from '@mui/icons-material/AddShoppingCartOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LiveHelpOutlined from '@mui/icons-material/LiveHelpOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { EmptyState } from '../../common/EmptyState';
import { numericText } from '../../common/number-input';
import { ITEMS_PER_PAGE, parseAmount } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useItemAdd, useItemsPage } from './items.hooks';
import { ItemRequestDialog } from './ItemRequestDialog';
import { ItemRow } from './ItemRow';
import { PendingItemRequests } from './PendingItemRequests';
import { ProductCreateDialog } from './ProductCreateDialog';
import { ProductSearchField, type Product } from './ProductSearchField';

interface ItemsCardProps {
  solution: SolutionDetailFieldsFragment;
  /** The group has more than 250 items: read-only (spec §5). */
  locked: boolean;
  onImport(): void;
}

/** Search flags by calculation mode: data-centre or office products; LCA solutions take both. */
function searchFlags(mode: number): string[] {
  return mode === 1 ? ['datacenter'] : mode === 2 ? ['office_it'] : [];
}

/** The solution's items, 4 per page: search and add, amounts, hours, refurbishment, delete. */
export function ItemsCard({ solution, locked, onImport }: ItemsCardProps) {
  const { t } = useLingui();
  const screen = useSolutionsScreen();
  const { projectId, can } = screen;
  const [page, setPage] = useState(1);
  const [product, setProduct] = useState<Product | null>(null);
  const [searchText, setSearchText] = useState('');
  const [amount, setAmount] = useState('1');
  const [dialog, setDialog] = useState<'create' | 'request' | null>(null);
  const { data, error, previousData } = useItemsPage(projectId, solution.id, page);
  const { adding, add: addItem } = useItemAdd(solution.id, screen);
  const current = data?.solution ?? previousData?.solution;
  const items = current?.id === solution.id ? current.items : undefined;
  const count = current?.id === solution.id ? current.itemCount : solution.itemCount;
  const pages = Math.max(1, Math.ceil(count / ITEMS_PER_PAGE));
  const editable = can.items && !locked;
  const amountValue = parseAmount(amount);

  // A deleted last item of the last page moves the page back.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  useEffect(() => setPage(1), [solution.id]);

  const card = useRef<HTMLElement>(null);
  const add = async () => {
    if (!product || amountValue === null) return;
    if (!(await addItem(product.id, amountValue))) return;
    setProduct(null);
    setAmount('1');
    setPage(Math.max(1, Math.ceil((count + 1) / ITEMS_PER_PAGE)));
    // The keyboard goes on with the next product, not from <body> (issue #47, point 6: the disabled
    // Add button dropped the focus, and the catalogue search was 54 Tabs away).
    requestAnimationFrame(() => card.current?.querySelector<HTMLInputElement>('[data-testid="product-search"]')?.focus());
  };

  return (
    <Card component="section" ref={card} aria-labelledby="items-title" sx={{ p: 2 }} data-testid="items-card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="items-title" variant="h3" component="h2">{t`Items`}</Typography>
        <Chip size="small" label={count} data-testid="items-count" />
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={can.importItems ? '' : t`Importing needs the bulk import permission`}>
          <span>
            <Button size="small" startIcon={<UploadFileOutlined />} onClick={onImport} disabled={!can.importItems || locked} data-testid="items-import">
              {t`Import`}
            </Button>
          </span>
        </Tooltip>
        <Button size="small" startIcon={<AddBoxOutlined />} onClick={() => setDialog('create')} disabled={!can.products || locked} data-testid="product-create">
          {t`Create product`}
        </Button>
        <Tooltip title={can.requestItems ? '' : t`Item requests require an agreement`}>
          <span>
            <Button size="small" startIcon={<LiveHelpOutlined />} onClick={() => setDialog('request')} disabled={!can.requestItems || locked} data-testid="item-request">
              {t`Request item`}
            </Button>
          </span>
        </Tooltip>
      </Box>

      {locked && (
        <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 1.5 }} data-testid="items-locked">
          {t`This group has more than 250 items, so its item lists are read-only here.`}
        </Alert>
      )}

      {editable && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2, p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover' }}
          aria-label={t`Add an item`}
        >
          <ProductSearchField flags={searchFlags(solution.solutionType.calculationMode)} value={product} onChange={setProduct} onSearchText={setSearchText} />
          <TextField
            size="small"
            label={t`Amount`}
            value={amount}
            onChange={(e) => setAmount(numericText(e.target.value))}
            error={amountValue === null}
            helperText={amountValue === null ? t`At least 1` : undefined}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'item-add-amount' } }}
          />
          <Button type="submit" variant="contained" startIcon={<AddShoppingCart />} disabled={!product || amountValue === null || adding} data-testid="item-add" sx={{ height: 40 }}>
            {t`Add`}
          </Button>
          {can.requestItems && searchText.trim().length >= 3 && !product && (
            <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
              <Trans>
                Not in the catalogue?{' '}
                <Box component="button" type="button" onClick={() => setDialog('request')} sx={{ border: 0, background: 'none', p: 0, color: 'primary.main', cursor: 'pointer', font: 'inherit', textDecoration: 'underline' }}>
                  Request it
                </Box>
              </Trans>
            </Typography>
          )}
        </Box>
      )}

      {error && !items && <Alert severity="error">{t`The items could not be loaded.`}</Alert>}
      {!items && !error && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Box>
      )}
      {items && items.length === 0 && count === 0 && (
        <EmptyState dense icon={<Inventory2Outlined />} title={t`No items yet`} text={editable ? t`Search the catalogue above, create a product, or import a list.` : undefined} />
      )}
      {items && items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label={t`Items of “${solution.name}”`} data-testid="items-list">
          {items.map((item) => (
            <ItemRow key={item.id} item={item} solutionId={solution.id} editable={editable} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1.5 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_e, p) => setPage(p)} size="small" color="primary" data-testid="items-pagination" />
        </Box>
      )}
      {current?.id === solution.id && <PendingItemRequests requests={current.pendingItemRequests} />}

      {dialog === 'create' && <ProductCreateDialog solution={solution} onClose={() => setDialog(null)} />}
      {dialog === 'request' && <ItemRequestDialog solution={solution} initialModel={product ? '' : searchText} onClose={() => setDialog(null)} />}
    </Card>
  );
}
