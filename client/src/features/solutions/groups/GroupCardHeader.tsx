import { Plural, useLingui } from '@lingui/react/macro';
import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatKwh } from '../format';
import { useSolutionsScreen } from '../solutions-context';
import { RatingBadge } from '../summaries/RatingBadge';
import { useGroupActions } from './groups.hooks';
import type { Group } from './group-rows';

/** Accent colour of a group's state; white chip text on each has at least 4.5:1 (WCAG 1.4.3). */
export function stateColour(group: Group): string {
  if (group.requested) return '#8e24aa';
  if (group.state === 'baseline') return '#1565c0';
  if (group.state === 'inactive' || !group.active) return '#616161';
  return '#00796b';
}

interface GroupCardHeaderProps {
  group: Group;
  figures?: { totalKwh: number; rating: { rating?: string | null } } | undefined;
  itemCount: number;
  /** Opens the group's menu at its button. */
  onMenu(anchor: HTMLElement): void;
  /** Runs a write, then says `success` (or the error) and reloads the screen's figures. */
  act(work: () => Promise<unknown>, success: string): Promise<void>;
}

/** A group card's head: name, rating, menu; state, primary star and active switch; its counts and kWh. */
export function GroupCardHeader({ group, figures, itemCount, onMenu, act }: GroupCardHeaderProps) {
  const { t, i18n } = useLingui();
  const { projectId, can } = useSolutionsScreen();
  const actions = useGroupActions(projectId);
  const name = group.name;
  const solutionCount = group.solutions.length;
  const canStar = group.state === 'comparative' || group.requested;
  const stateLabel = group.requested ? t`Requested` : group.state === 'baseline' ? t`Baseline` : group.state === 'inactive' ? t`Inactive` : t`Comparative`;
  return (
  <Box sx={{ px: 1.5, pt: 1.25, pb: 0.5 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="group-name">
        {name}
      </Typography>
      {figures && <RatingBadge rating={figures.rating.rating} size="small" />}
      <IconButton size="small" onClick={(e) => onMenu(e.currentTarget)} aria-label={t`Actions for group “${name}”`} aria-haspopup="menu" data-testid="group-menu" sx={{ mr: -0.75 }}>
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
  );
}
