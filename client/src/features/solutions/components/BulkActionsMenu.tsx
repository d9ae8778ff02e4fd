import { useLingui } from '@lingui/react/macro';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';

/**
 * The "more actions" menu of a soft-deletable list (capacities, shares): restore the deleted entries,
 * or delete them all after a confirmation.
 */
export function BulkActionsMenu(props: {
  anchorEl: HTMLElement | null;
  onClose(): void;
  hasEntries: boolean;
  restoreTestId: string;
  onRestore(): Promise<unknown>;
  onDeleteAll(): Promise<unknown>;
  confirmTitle: string;
  confirmText: ReactNode;
  /** The delete-all confirmation is the parent's state: an "included" switch opens it too. */
  confirmOpen: boolean;
  onConfirmOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const setConfirmAll = props.onConfirmOpenChange;
  return (
    <>
      <Menu anchorEl={props.anchorEl} open={!!props.anchorEl} onClose={props.onClose}>
        <MenuItem
          onClick={() => {
            props.onClose();
            void props.onRestore();
          }}
          data-testid={props.restoreTestId}
        >
          <ListItemIcon><RestoreFromTrash fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Restore deleted`}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => { props.onClose(); setConfirmAll(true); }} disabled={!props.hasEntries} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}><DeleteOutline fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Delete all`}</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={props.confirmOpen}
        title={props.confirmTitle}
        confirmLabel={t`Delete all`}
        destructive
        onClose={() => setConfirmAll(false)}
        onConfirm={async () => {
          await props.onDeleteAll();
          setConfirmAll(false);
        }}
      >
        {props.confirmText}
      </ConfirmDialog>
    </>
  );
}
