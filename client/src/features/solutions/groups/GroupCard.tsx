import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { formatKwh } from '../format';
import { groupItemCount, itemsLocked } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { GROUP_SOLUTIONS_LIMIT } from './group.queries';
import { useGroupActions } from './groups.hooks';
import { SolutionMenu, type SolutionMenuTarget } from './SolutionMenu';
import { GroupDialog } from './GroupDialog';
import { GroupHeadingsDialog } from './GroupHeadingsDialog';
import type { DragState, Group, SolutionRow } from './GroupsColumn';
import { RatingBadge } from '../summaries/RatingBadge';
import { SolutionTypeIcon } from '../components/SolutionTypeIcon';

const DRAG_TYPE = 'application/x-greenit-solution';

interface GroupCardProps {
  group: Group;
  groups: Group[];
  figures?: { totalKwh: number; rating: { rating?: string | null } } | undefined;
  selectedSolutionId: string | null;
  drag: DragState | null;
  onDragChange(drag: DragState | null): void;
  onDragEnd(): void;
  onDrop(groupId: string, index: number): void;
  onSelect(solutionId: string): void;
  onAddSolution(): void;
  onMove(solution: SolutionRow): void;
  onStep(solution: SolutionRow, delta: -1 | 1): void;
}

/** Accent colour of a group's state. */
function stateColour(group: Group): string {
  if (group.requested) return '#8e24aa';
  if (group.state === 'baseline') return '#1565c0';
  if (group.state === 'inactive' || !group.active) return '#9e9e9e';
  return '#00897b';
}

/** One group: its state, primary star, active toggle, actions, and its solutions (draggable). */
export function GroupCard({ group, groups, figures, selectedSolutionId, drag, onDragChange, onDragEnd, onDrop, onSelect, onAddSolution, onMove, onStep }: GroupCardProps) {
  const { t, i18n } = useLingui();
  const { projectId, can, notify, fail, changed } = useSolutionsScreen();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'headings' | 'delete' | null>(null);
  const [solutionMenu, setSolutionMenu] = useState<SolutionMenuTarget | null>(null);
  const [deleting, setDeleting] = useState<SolutionRow | null>(null);
  const actions = useGroupActions(projectId);
  const name = group.name;
  const itemCount = groupItemCount(group);
  const locked = itemsLocked(itemCount);
  const solutionCount = group.solutions.length;
  const canStar = group.state === 'comparative' || group.requested;
  const over = drag?.over?.groupId === group.id ? drag.over.index : null;
  const refused = !!drag && group.requested && drag.sourceGroupId !== group.id;
  const stateLabel = group.requested ? t`Requested` : group.state === 'baseline' ? t`Baseline` : group.state === 'inactive' ? t`Inactive` : t`Comparative`;

  const act = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      changed();
      notify(success);
    } catch (e) {
      fail(e);
    }
  };

  const dragOver = (e: DragEvent, index: number) => {
    if (!drag) return;
    e.preventDefault();
    e.stopPropagation();
    e.dataTransfer.dropEffect = refused ? 'none' : 'move';
    if (drag.over?.groupId !== group.id || drag.over.index !== index) onDragChange({ ...drag, over: { groupId: group.id, index } });
  };
  const rowDragOver = (e: DragEvent<HTMLElement>, index: number) => {
    const box = e.currentTarget.getBoundingClientRect();
    dragOver(e, e.clientY > box.top + box.height / 2 ? index + 1 : index);
  };
  const drop = (e: DragEvent) => {
    if (!drag) return;
    e.preventDefault();
    e.stopPropagation();
    onDrop(group.id, over ?? solutionCount);
  };

  return (
    <Card
      data-testid={`group-${group.id}`}
      data-group-name={group.name}
      data-state={group.requested ? 'requested' : group.state}
      onDragOver={(e) => dragOver(e, over ?? solutionCount)}
      onDragLeave={(e) => {
        // Leaving for another element outside the card; a cancelled drag fires dragleave without one.
        const to = e.relatedTarget as Node | null;
        if (drag?.over?.groupId === group.id && to && !e.currentTarget.contains(to)) onDragChange({ ...drag, over: null });
      }}
      onDrop={drop}
      sx={{
        borderLeft: 4,
        borderLeftColor: stateColour(group),
        outline: refused && drag?.over?.groupId === group.id ? '2px solid' : 'none',
        outlineColor: 'error.main',
        opacity: group.active ? 1 : 0.85,
      }}
    >
      <Box sx={{ px: 1.5, pt: 1.25, pb: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, flexGrow: 1, minWidth: 0 }} noWrap title={name} data-testid="group-name">
            {name}
          </Typography>
          {figures && <RatingBadge rating={figures.rating.rating} size="small" />}
          <IconButton size="small" onClick={(e) => setMenu(e.currentTarget)} aria-label={t`Actions for group “${name}”`} aria-haspopup="menu" data-testid="group-menu" sx={{ mr: -0.75 }}>
            <MoreVert fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25, minWidth: 0 }}>
          <Chip size="small" label={stateLabel} sx={{ height: 20, fontSize: 11, fontWeight: 600, bgcolor: stateColour(group), color: '#fff' }} data-testid="group-state" />
          {!group.active && <Chip size="small" variant="outlined" label={t`Not active`} sx={{ height: 20, fontSize: 11 }} />}
          <Box sx={{ flexGrow: 1 }} />
          {canStar && (
            <Tooltip title={group.primary ? t`Primary group` : t`Make primary`}>
              <span>
                <IconButton
                  size="small"
                  onClick={() => !group.primary && void act(() => actions.makePrimary(group.id), t`“${name}” is now the primary group`)}
                  disabled={!can.groups}
                  aria-label={group.primary ? t`Primary group` : t`Make “${name}” the primary group`}
                  aria-pressed={group.primary}
                  data-testid="group-primary"
                  sx={{ color: group.primary ? '#f9a825' : 'text.secondary' }}
                >
                  {group.primary ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          )}
          <Tooltip title={group.active ? t`Active: counts in the project totals` : t`Not active: left out of the project totals`}>
            <Switch
              size="small"
              checked={group.active}
              disabled={!can.groups}
              onChange={(_e, active) => void act(() => actions.setActive(group.id, active), active ? t`Group activated` : t`Group deactivated`)}
              slotProps={{ input: { 'aria-label': t`Active` } }}
              data-testid="group-active"
              sx={{ mr: -1 }}
            />
          </Tooltip>
        </Box>
        <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ mt: 0.25 }}>
          <Plural value={solutionCount} one="# solution" other="# solutions" /> · <Plural value={itemCount} one="# item" other="# items" />
          {figures && ` · ${formatKwh(figures.totalKwh, i18n.locale)} kWh`}
        </Typography>
      </Box>

      {locked && (
        <Typography variant="caption" color="warning.main" sx={{ px: 1.5, display: 'block' }}>
          {t`More than 250 items: item lists are read-only.`}
        </Typography>
      )}

      <Box component="ul" aria-label={t`Solutions of “${name}”`} sx={{ listStyle: 'none', m: 0, px: 0.75, pb: 0.5, pt: 0.25 }}>
        {group.solutions.map((s, index) => (
          <Box component="li" key={s.id} sx={{ position: 'relative' }} onDragOver={(e) => rowDragOver(e, index)} onDrop={drop}>
            {over === index && <DropLine refused={refused} />}
            <ListItemButton
              selected={s.id === selectedSolutionId}
              onClick={() => onSelect(s.id)}
              draggable={can.groups}
              onDragStart={(e) => {
                e.dataTransfer.setData(DRAG_TYPE, s.id);
                e.dataTransfer.setData('text/plain', s.name);
                e.dataTransfer.effectAllowed = 'move';
                onDragChange({ solutionId: s.id, sourceGroupId: group.id, over: null });
              }}
              onDragEnd={onDragEnd}
              data-testid={`solution-row-${s.id}`}
              data-solution-name={s.name}
              aria-current={s.id === selectedSolutionId ? 'true' : undefined}
              sx={{
                borderRadius: 1,
                py: 0.5,
                pl: 0.5,
                pr: 0.5,
                gap: 0.75,
                opacity: drag?.solutionId === s.id ? 0.4 : 1,
                '&.Mui-selected': { bgcolor: 'action.selected', boxShadow: (th) => `inset 3px 0 0 ${th.palette.primary.main}` },
              }}
            >
              {can.groups && <DragIndicator fontSize="small" sx={{ color: 'text.disabled', cursor: 'grab' }} aria-hidden />}
              <SolutionTypeIcon mode={s.solutionType.calculationMode} />
              <ListItemText
                primary={s.name}
                secondary={<Plural value={s.itemCount} one="# item" other="# items" />}
                slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 600 } }, secondary: { variant: 'caption' } }}
                sx={{ my: 0, minWidth: 0 }}
              />
              <IconButton
                size="small"
                edge="end"
                onClick={(e) => {
                  e.stopPropagation();
                  setSolutionMenu({ anchor: e.currentTarget, solution: s, index });
                }}
                onMouseDown={(e) => e.stopPropagation()}
                aria-label={t`Actions for solution “${s.name}”`}
                aria-haspopup="menu"
                data-testid={`solution-menu-${s.id}`}
              >
                <MoreVert fontSize="small" />
              </IconButton>
            </ListItemButton>
          </Box>
        ))}
        {over === solutionCount && <Box component="li" sx={{ position: "relative", height: 4 }}><DropLine refused={refused} /></Box>}
        {solutionCount === 0 && (
          <Box component="li" sx={{ px: 1, py: 1.5, textAlign: 'center', color: 'text.secondary', typography: 'body2', border: drag ? 1 : 0, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
            {refused ? (
              <Box component="span" sx={{ color: 'error.main', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <Block fontSize="small" /> {t`Not allowed to move solution to requested group`}
              </Box>
            ) : drag ? (
              t`Drop here`
            ) : (
              t`No solutions yet`
            )}
          </Box>
        )}
        {solutionCount >= GROUP_SOLUTIONS_LIMIT && (
          <Typography component="li" variant="caption" color="text.secondary" sx={{ px: 1 }}>
            {t`Showing the first ${GROUP_SOLUTIONS_LIMIT} solutions.`}
          </Typography>
        )}
      </Box>

      {can.solutions && !group.requested && (
        <Box sx={{ px: 1, pb: 1 }}>
          <Button size="small" startIcon={<Add />} onClick={onAddSolution} data-testid={`solution-create-${group.id}`} fullWidth sx={{ justifyContent: 'flex-start', color: 'text.secondary' }}>
            {t`Add solution`}
          </Button>
        </Box>
      )}

      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem disabled={!can.groups} onClick={() => { setMenu(null); setDialog('rename'); }} data-testid="group-rename">
          <ListItemIcon><Edit fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Rename or change state`}</ListItemText>
        </MenuItem>
        <MenuItem disabled={!can.groups} onClick={() => { setMenu(null); setDialog('headings'); }} data-testid="group-headings">
          <ListItemIcon><Title fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Report headings`}</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={!can.groups}
          onClick={() => {
            setMenu(null);
            void act(() => actions.cloneGroup(group.id), t`Group cloned`);
          }}
          data-testid="group-clone"
        >
          <ListItemIcon><ContentCopy fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Clone`}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem disabled={!can.groups} onClick={() => { setMenu(null); setDialog('delete'); }} sx={{ color: 'error.main' }} data-testid="group-delete">
          <ListItemIcon sx={{ color: 'inherit' }}><DeleteOutline fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Delete`}</ListItemText>
        </MenuItem>
      </Menu>

      <SolutionMenu
        target={solutionMenu}
        solutionCount={solutionCount}
        canMoveToGroup={groups.length >= 2}
        onClose={() => setSolutionMenu(null)}
        onStep={onStep}
        onMove={onMove}
        onClone={(sol) =>
          // Spec §8: a failed solution clone says only that an error occurred.
          void actions.cloneSolution(sol.id).then(
            () => {
              changed();
              notify(t`Solution cloned`);
            },
            () => notify(t`An error occurred. Please try again later.`, 'error'),
          )
        }
        onDelete={setDeleting}
      />

      {dialog === 'rename' && <GroupDialog group={group} groups={groups} onClose={() => setDialog(null)} />}
      {dialog === 'headings' && <GroupHeadingsDialog group={group} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t`Delete group?`}
        confirmLabel={t`Delete group`}
        destructive
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await act(() => actions.deleteGroup(group.id), t`Group deleted`);
          setDialog(null);
        }}
      >
        <Trans>“{name}” and its {solutionCount} solutions with their items will be deleted. This cannot be undone.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!deleting}
        title={t`Delete solution?`}
        confirmLabel={t`Delete solution`}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await act(() => actions.deleteSolution(deleting.id), t`Solution deleted`);
          setDeleting(null);
        }}
      >
        {deleting && <SolutionDeleteText name={deleting.name} items={deleting.itemCount} />}
      </ConfirmDialog>
    </Card>
  );
}

function SolutionDeleteText({ name, items }: { name: string; items: number }) {
  return <Trans>“{name}” and its {items} items, capacities and shares will be deleted. This cannot be undone.</Trans>;
}

function DropLine({ refused }: { refused: boolean }) {
  return <Box aria-hidden sx={{ position: 'absolute', left: 8, right: 8, top: -2, height: 3, borderRadius: 2, bgcolor: refused ? 'error.main' : 'primary.main', zIndex: 1 }} />;
}
