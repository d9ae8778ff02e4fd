import { useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../common/EmptyState';
import { planMove, reorderInput, type MovePlan } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useGroupsColumn } from './groups.hooks';
import { GroupCard } from './GroupCard';
import type { DragState, Group, SolutionRow } from './group-rows';
import { MoveSolutionDialog } from './MoveSolutionDialog';
import { useNamespace } from '../solution-paths';


interface GroupsColumnProps {
  baseline: Group | null;
  comparative: Group[];
  selectedSolutionId: string | null;
  onSelect(solutionId: string): void;
  /** Absent: no group may be added (a single-solution project has its one). */
  onCreateGroup?: () => void;
  /** Absent: no solution may be added (a single-solution project has its one). */
  onAddSolution?: (group: Group) => void;
}

/**
 * The groups column (spec §2, §4): the baseline split off at the top, then the comparative groups
 * (requested ones merged in and marked). Solutions move by drag and drop or by the keyboard-friendly
 * "Move to…" dialog; never into a requested group, and to a target index below 10.
 */
export function GroupsColumn({ baseline, comparative, selectedSolutionId, onSelect, onCreateGroup, onAddSolution }: GroupsColumnProps) {
  const { t } = useLingui();
  const screen = useSolutionsScreen();
  const { can, notify } = screen;
  const single = useNamespace() === 'single-solution';
  const [drag, setDragState] = useState<DragState | null>(null);
  /** The drag as of the last event (drop and dragend come too fast for state). */
  const dragRef = useRef<DragState | null>(null);
  const setDrag = (d: DragState | null) => {
    dragRef.current = d;
    setDragState(d);
  };
  const [moving, setMoving] = useState<{ solution: SolutionRow; group: Group } | null>(null);
  const { summary, move } = useGroupsColumn(screen);
  const figures = useMemo(() => new Map((summary?.groups ?? []).map((g) => [g.groupId, g])), [summary]);
  const all = useMemo(() => [...(baseline ? [baseline] : []), ...comparative], [baseline, comparative]);

  const run = async (plan: MovePlan): Promise<boolean> => {
    if (plan.kind === 'none') return true;
    if (plan.kind === 'error') {
      notify(plan.reason === 'requested' ? t`Not allowed to move solution to requested group` : t`The drag target index must be below 10.`, 'error');
      return false;
    }
    const { id, input } = reorderInput(plan);
    return move(id, input);
  };

  const drop = (targetGroupId: string, index: number) => {
    const current = dragRef.current;
    setDrag(null);
    if (!current) return;
    const source = all.find((g) => g.id === current.sourceGroupId);
    const target = all.find((g) => g.id === targetGroupId);
    if (!source || !target) return;
    void run(planMove(source, target, current.solutionId, index));
  };

  const cardFor = (g: Group) => (
    <GroupCard
      key={g.id}
      group={g}
      groups={all}
      figures={figures.get(g.id)}
      selectedSolutionId={selectedSolutionId}
      drag={drag}
      onDragChange={setDrag}
      onDragEnd={() => {
        // A drop on a requested group is refused by the browser (no drop event): say why (spec §4).
        const current = dragRef.current;
        setDrag(null);
        const target = current?.over ? all.find((x) => x.id === current.over!.groupId) : undefined;
        if (current && target?.requested && target.id !== current.sourceGroupId) notify(t`Not allowed to move solution to requested group`, 'error');
      }}
      onDrop={drop}
      onSelect={onSelect}
      onAddSolution={onAddSolution && (() => onAddSolution(g))}
      onMove={(solution) => setMoving({ solution, group: g })}
      onStep={(solution, delta) => {
        const from = g.solutions.findIndex((s) => s.id === solution.id);
        void run(planMove(g, g, solution.id, delta < 0 ? from - 1 : from + 2));
      }}
    />
  );

  return (
    <Box component="section" aria-label={t`Solution groups`} sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }} data-testid="groups-column">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Groups`}</Typography>
        {can.groups && onCreateGroup && (
          <Button size="small" variant="contained" startIcon={<Add />} onClick={onCreateGroup} data-testid="group-create">
            {t`New group`}
          </Button>
        )}
      </Box>

      {!baseline && comparative.length === 0 && (
        <Card>
          <EmptyState
            dense
            icon={<LayersOutlined />}
            title={t`No groups yet`}
            text={single ? t`Create the baseline group: the one solution you assess goes into it.` : t`Start with a baseline group for the current situation, then add comparative groups for the alternatives.`}
            action={can.groups && onCreateGroup ? <Button variant="outlined" onClick={onCreateGroup}>{t`Create the first group`}</Button> : undefined}
          />
        </Card>
      )}

      {(baseline || comparative.length > 0) && (
        <>
          <Box component="section" aria-label={t`Baseline`} sx={{ display: 'grid', gap: 1 }}>
            <SectionLabel>{t`Baseline`}</SectionLabel>
            {baseline ? (
              cardFor(baseline)
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1.25, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1.5 }}>
                {t`No baseline group. Create one with the state “Baseline”.`}
              </Typography>
            )}
          </Box>

          {/* A single-solution project never has comparative groups: no column that promises them (issue #47, point 7). */}
          {!single && (
            <Box component="section" aria-label={t`Comparative groups`} sx={{ display: 'grid', gap: 1 }}>
              <SectionLabel>{t`Comparative`}</SectionLabel>
              {comparative.length ? (
                comparative.map(cardFor)
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1.25, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1.5 }}>
                  {t`No comparative groups yet.`}
                </Typography>
              )}
            </Box>
          )}
        </>
      )}

      {moving && (
        <MoveSolutionDialog
          solution={moving.solution}
          source={moving.group}
          groups={all}
          onClose={() => setMoving(null)}
          onMove={async (targetId, index) => {
            const target = all.find((g) => g.id === targetId);
            if (!target) return;
            if (await run(planMove(moving.group, target, moving.solution.id, index))) setMoving(null);
          }}
        />
      )}
    </Box>
  );
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 1, lineHeight: 1.6 }}>
      {children}
    </Typography>
  );
}
