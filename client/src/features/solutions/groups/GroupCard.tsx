import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo, useState, type DragEvent } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { groupItemCount, itemsLocked } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { GROUP_SOLUTIONS_LIMIT } from './group.queries';
import { GroupCardHeader, stateColour } from './GroupCardHeader';
import { GroupMenu } from './GroupMenu';
import { useGroupActions } from './groups.hooks';
import { SolutionMenu, type SolutionMenuTarget } from './SolutionMenu';
import { GroupDialog } from './GroupDialog';
import { GroupHeadingsDialog } from './GroupHeadingsDialog';
import type { DragState, Group, SolutionRow } from './group-rows';
import { SolutionTypeIcon } from '../components/SolutionTypeIcon';
import { formatNumber } from '../../../../../shared/format/number';

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
  /** Absent: the group takes no further solution (a single-solution project). */
  onAddSolution?: () => void;
  onMove(solution: SolutionRow): void;
  onStep(solution: SolutionRow, delta: -1 | 1): void;
}

/** The selected solution as far as this group is concerned: its id when the group holds it. */
const selectedIn = (p: GroupCardProps) => (p.selectedSolutionId && p.group.solutions.some((s) => s.id === p.selectedSolutionId) ? p.selectedSolutionId : null);

/**
 * Whether a card would render the same: its data props are the same objects and its selection did
 * not change. The callbacks are left out (the column makes new ones on every render and they only run
 * on events, reading nothing a re-render would change), so selecting a solution re-renders the two
 * cards concerned, not all of a 40-group project's (issue #33).
 */
function sameCard(a: GroupCardProps, b: GroupCardProps): boolean {
  return a.group === b.group && a.groups === b.groups && a.figures === b.figures && a.drag === b.drag && selectedIn(a) === selectedIn(b);
}

/** One group: its state, primary star, active toggle, actions, and its solutions (draggable). */
export const GroupCard = memo(GroupCardView, sameCard);

function GroupCardView({ group, groups, figures, selectedSolutionId, drag, onDragChange, onDragEnd, onDrop, onSelect, onAddSolution, onMove, onStep }: GroupCardProps) {
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
  const over = drag?.over?.groupId === group.id ? drag.over.index : null;
  const refused = !!drag && group.requested && drag.sourceGroupId !== group.id;

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
      <GroupCardHeader group={group} figures={figures} itemCount={itemCount} onMenu={setMenu} act={act} />

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
                pr: 5,
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
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, secondary: { variant: 'caption' } }}
                sx={{ my: 0, minWidth: 0 }}
              />
            </ListItemButton>
            {/* Beside the row, not inside it: a button in a button is unreachable for assistive technology (WCAG 4.1.2). */}
            <IconButton
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                setSolutionMenu({ anchor: e.currentTarget, solution: s, index });
              }}
              onMouseDown={(e) => e.stopPropagation()}
              aria-label={t`Actions for solution “${s.name}”`}
              aria-haspopup="menu"
              data-testid={`solution-menu-${s.id}`}
              sx={{ position: 'absolute', right: 4, top: '50%', transform: 'translateY(-50%)' }}
            >
              <MoreVert fontSize="small" />
            </IconButton>
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

      {can.solutions && !group.requested && onAddSolution && (
        <Box sx={{ px: 1, pb: 1 }}>
          <Button size="small" startIcon={<Add />} onClick={onAddSolution} data-testid={`solution-create-${group.id}`} fullWidth sx={{ justifyContent: 'flex-start', color: 'text.secondary' }}>
            {t`Add solution`}
          </Button>
        </Box>
      )}

      <GroupMenu
        anchor={menu}
        onClose={() => setMenu(null)}
        onAction={(action) => (action === 'clone' ? void act(() => actions.cloneGroup(group.id), t`Group cloned`) : setDialog(action))}
      />

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
        <Trans>“{name}” and its {{ solutionCount: formatNumber(solutionCount, i18n.locale) }} solutions with their items will be deleted. This cannot be undone.</Trans>
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
