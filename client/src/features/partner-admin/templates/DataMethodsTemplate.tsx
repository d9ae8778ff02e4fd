import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { graphQLErrorInfo } from '../../../app/errors';
import { useNotice } from '../../common/useNotice';
import { useDataMethodPriority } from '../company.hooks';

const METHOD_TEXT: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  product: { title: msg`Product data`, text: msg`The manufacturer's own footprint of the product.` },
  average_plus: { title: msg`Average plus`, text: msg`The category's average, scaled by the product's weight.` },
  category_default: { title: msg`Category default`, text: msg`The category's default life-cycle figures.` },
};

/** Moves the item at `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Data-method priority (PUT /partner/admin/data-method-priority): the LCA figures use the first
 * method that has data for an item. Drag a row, or use the arrows, then save.
 */
export function DataMethodsTemplate() {
  const { t, i18n } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, saving, saveOrder } = useDataMethodPriority(notify);
  const [order, setOrder] = useState<string[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const stored = data?.partnerCompany.dataMethodPriority;
  useEffect(() => {
    if (stored) setOrder(stored);
  }, [stored]);

  if (error) return <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>;
  if (loading || !stored) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>;

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640, display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t`The life-cycle figures of an item come from the first method in this list that has data for it.`}</Typography>
      <List aria-label={t`Data methods in order of priority`} data-testid="data-methods">
        {order.map((method, i) => {
          const text = METHOD_TEXT[method];
          return (
            <ListItem
              key={method}
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== null && dragging !== i) setOrder((o) => moved(o, dragging, i));
                setDragging(null);
              }}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, cursor: 'grab', bgcolor: dragging === i ? 'action.selected' : 'background.paper' }}
              secondaryAction={
                <Box>
                  <IconButton disabled={i === 0} onClick={() => setOrder((o) => moved(o, i, i - 1))} aria-label={t`Move up`}><ArrowUpward /></IconButton>
                  <IconButton disabled={i === order.length - 1} onClick={() => setOrder((o) => moved(o, i, i + 1))} aria-label={t`Move down`}><ArrowDownward /></IconButton>
                </Box>
              }
              data-testid={`data-method-${method}`}
            >
              <ListItemIcon><DragIndicator /></ListItemIcon>
              <ListItemText primary={`${i + 1}. ${text ? i18n._(text.title) : method}`} secondary={text ? i18n._(text.text) : null} />
            </ListItem>
          );
        })}
      </List>
      <Box>
        <Button variant="contained" onClick={() => void saveOrder(order)} disabled={saving} data-testid="data-methods-save">{t`Save`}</Button>
      </Box>
      {noticeElement}
    </Paper>
  );
}
