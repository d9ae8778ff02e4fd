/** The project details page's "Actions" menu and its dialogs: clone, change owner, archive. */
import { Trans, useLingui } from '@lingui/react/macro';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useProjectOwnerActions } from '../project-writes.hooks';
import { ProjectChangeOwnerDialog, type PartnerUser } from './ProjectChangeOwnerDialog';
import { ProjectCloneDialog } from './ProjectCloneDialog';

interface ProjectActionsProps {
  project: ProjectFieldsFragment;
  canOwn: boolean;
  canClone: boolean;
  onCloned(clone: ProjectFieldsFragment): void;
  onArchived(): void;
  onOwnerChanged(): void;
  /** Called just before an action that leaves the page, so its errors are not taken for a load failure. */
  onLeaving(): void;
  onError(error: unknown): void;
}

/** The "Actions" menu: Clone; and, for the owner (or a partner admin), Change owner and Archive. */
export function ProjectActions({ project, canOwn, canClone, onCloned, onArchived, onOwnerChanged, onLeaving, onError }: ProjectActionsProps) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'clone' | 'owner' | 'archive' | null>(null);
  const [newOwner, setNewOwner] = useState<PartnerUser | null>(null);
  const { archive, changeOwner } = useProjectOwnerActions(project.id, onError);
  const open = (which: 'clone' | 'owner' | 'archive') => {
    setAnchor(null);
    setDialog(which);
  };
  const name = project.name;
  const newOwnerName = newOwner?.name ?? '';

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ExpandMore />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'project-actions-menu' : undefined}
        data-testid="project-actions"
        sx={{ bgcolor: 'background.paper' }}
      >
        {t`Actions`}
      </Button>
      <Menu id="project-actions-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem onClick={() => open('clone')} disabled={!canClone} data-testid="project-clone">
          <ListItemIcon><ContentCopy fontSize="small" /></ListItemIcon>
          <ListItemText primary={t`Clone`} secondary={t`Copy into a client`} />
        </MenuItem>
        {canOwn && (
          <MenuItem onClick={() => open('owner')} data-testid="project-change-owner">
            <ListItemIcon><ManageAccountsOutlined fontSize="small" /></ListItemIcon>
            <ListItemText primary={t`Change owner`} secondary={t`Hand the project over`} />
          </MenuItem>
        )}
        {canOwn && <Divider />}
        {canOwn && (
          <MenuItem onClick={() => open('archive')} data-testid="project-archive" sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}><ArchiveOutlined fontSize="small" /></ListItemIcon>
            <ListItemText primary={t`Archive`} secondary={t`Remove from all lists`} />
          </MenuItem>
        )}
      </Menu>

      <ProjectCloneDialog
        open={dialog === 'clone'}
        project={project}
        onClose={() => setDialog(null)}
        onCloned={(clone) => {
          setDialog(null);
          onCloned(clone);
        }}
        onError={(e) => {
          setDialog(null);
          onError(e);
        }}
      />

      <ProjectChangeOwnerDialog
        open={dialog === 'owner'}
        project={project}
        onClose={() => setDialog(null)}
        onChoose={(u) => {
          setNewOwner(u);
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={!!newOwner}
        title={t`Change owner?`}
        confirmLabel={t`Change owner`}
        onClose={() => setNewOwner(null)}
        onConfirm={async () => {
          if (!newOwner) return;
          onLeaving();
          const changed = await changeOwner(newOwner.id);
          setNewOwner(null);
          if (changed) onOwnerChanged();
        }}
      >
        <Trans>{newOwnerName} will become the owner of “{name}”. Owner-only actions will then be theirs.</Trans>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'archive'}
        title={t`Archive project?`}
        confirmLabel={t`Archive`}
        destructive
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          onLeaving();
          const archived = await archive();
          setDialog(null);
          if (archived) onArchived();
        }}
      >
        <Trans>“{name}” will be removed from all project lists. Its data is kept.</Trans>
      </ConfirmDialog>
    </>
  );
}
