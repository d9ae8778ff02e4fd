import { useLingui } from '@lingui/react/macro';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Title from '@mui/icons-material/Title';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNamespace } from '../solution-paths';
import { useSolutionsScreen } from '../solutions-context';

/** What a group's menu can start: the dialogs it opens, or a clone. */
export type GroupMenuAction = 'rename' | 'headings' | 'clone' | 'delete';

/** A group's actions (the ⋮ button of its card): rename or change state, report headings, clone, delete (confirmed). */
export function GroupMenu({ anchor, onClose, onAction }: { anchor: HTMLElement | null; onClose(): void; onAction(action: GroupMenuAction): void }) {
  const { t } = useLingui();
  const { can } = useSolutionsScreen();
  // A single-solution project keeps its one group: no copy, no delete (the server refuses both).
  const single = useNamespace() === 'single-solution';
  const pick = (action: GroupMenuAction) => () => {
    onClose();
    onAction(action);
  };
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem disabled={!can.groups} onClick={pick('rename')} data-testid="group-rename">
        <ListItemIcon><Edit fontSize="small" /></ListItemIcon>
        <ListItemText>{t`Rename or change state`}</ListItemText>
      </MenuItem>
      <MenuItem disabled={!can.groups} onClick={pick('headings')} data-testid="group-headings">
        <ListItemIcon><Title fontSize="small" /></ListItemIcon>
        <ListItemText>{t`Report headings`}</ListItemText>
      </MenuItem>
      <MenuItem disabled={!can.groups || single} onClick={pick('clone')} data-testid="group-clone">
        <ListItemIcon><ContentCopy fontSize="small" /></ListItemIcon>
        <ListItemText>{t`Clone`}</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem disabled={!can.groups || single} onClick={pick('delete')} sx={{ color: 'error.main' }} data-testid="group-delete">
        <ListItemIcon sx={{ color: 'inherit' }}><DeleteOutline fontSize="small" /></ListItemIcon>
        <ListItemText>{t`Delete`}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
