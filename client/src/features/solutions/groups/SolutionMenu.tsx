import { useLingui } from '@lingui/react/macro';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { eedReportPath } from '../../eed-reports';
import { useNamespace } from '../solution-paths';
import { useSolutionsScreen } from '../solutions-context';
import type { SolutionRow } from './group-rows';

/** The solution a group card's menu is open for, its place in the group and the button it opened from. */
export interface SolutionMenuTarget {
  anchor: HTMLElement;
  solution: SolutionRow;
  index: number;
}

interface SolutionMenuProps {
  target: SolutionMenuTarget | null;
  solutionCount: number;
  /** There is another group to move to. */
  canMoveToGroup: boolean;
  onClose(): void;
  onStep(solution: SolutionRow, delta: -1 | 1): void;
  onMove(solution: SolutionRow): void;
  onClone(solution: SolutionRow): void;
  /** Asks for the delete confirmation. */
  onDelete(solution: SolutionRow): void;
}

/** A solution's actions in its group (keyboard alternative to dragging): up, down, move to a group, clone, the EED report (data centres), delete. */
export function SolutionMenu({ target, solutionCount, canMoveToGroup, onClose, onStep, onMove, onClone, onDelete }: SolutionMenuProps) {
  const { t } = useLingui();
  const { can, projectId } = useSolutionsScreen();
  const navigate = useNavigate();
  // A single-solution project keeps its one solution: no copy, no delete (the server refuses both).
  const single = useNamespace() === 'single-solution';
  // The EED report (issue #31) is for data-centre solutions (calculation mode 1) only.
  const dataCentre = target?.solution.solutionType.calculationMode === 1;
  // Each item closes the menu first, then acts on the solution it was opened for.
  const then = (act: (solution: SolutionRow) => void) => () => {
    if (!target) return;
    onClose();
    act(target.solution);
  };
  return (
    <Menu anchorEl={target?.anchor} open={!!target} onClose={onClose}>
      {target && [
        <MenuItem key="up" disabled={!can.groups || target.index === 0} onClick={then((s) => onStep(s, -1))}>
          <ListItemIcon><ArrowUpward fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Move up`}</ListItemText>
        </MenuItem>,
        <MenuItem key="down" disabled={!can.groups || target.index >= solutionCount - 1} onClick={then((s) => onStep(s, 1))}>
          <ListItemIcon><ArrowDownward fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Move down`}</ListItemText>
        </MenuItem>,
        <MenuItem key="move" disabled={!can.groups || !canMoveToGroup} onClick={then(onMove)} data-testid="solution-move">
          <ListItemIcon><DriveFileMove fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Move to…`}</ListItemText>
        </MenuItem>,
        <MenuItem key="clone" disabled={!can.solutions || single} onClick={then(onClone)} data-testid="solution-clone">
          <ListItemIcon><ContentCopy fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Clone`}</ListItemText>
        </MenuItem>,
        ...(dataCentre
          ? [
              <MenuItem key="eed" onClick={then((s) => void navigate(eedReportPath(projectId, s.id)))} data-testid="solution-eed-report">
                <ListItemIcon><FactCheckOutlined fontSize="small" /></ListItemIcon>
                <ListItemText>{t`EED report`}</ListItemText>
              </MenuItem>,
            ]
          : []),
        <Divider key="divider" />,
        <MenuItem key="delete" disabled={!can.solutions || single} onClick={then(onDelete)} sx={{ color: 'error.main' }} data-testid="solution-delete">
          <ListItemIcon sx={{ color: 'inherit' }}><DeleteOutline fontSize="small" /></ListItemIcon>
          <ListItemText>{t`Delete`}</ListItemText>
        </MenuItem>,
      ]}
    </Menu>
  );
}
