import { Plural, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ICON_NAMES, iconParts, iconWords, isIconId, type IconId, type IconStyle } from '../../../../../shared/icons/icon-set';
import { ICON_COMPONENTS } from './icon-components';

interface IconPickerProps {
  open: boolean;
  /** The icon picked so far (its style opens first); null for none. */
  value: string | null;
  onPick: (icon: IconId | null) => void;
  onClose: () => void;
}

/**
 * The icon picker (spec/platform-and-shell.md §2: a fixed list of several hundred solid and regular
 * icons, shared/icons/icon-set.ts). Search by the icon's name, switch between solid and regular, pick
 * with a click or the keyboard: Tab into the grid, the arrow keys move, Enter or Space picks.
 */
export default function IconPicker({ open, value, onPick, onClose }: IconPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [style, setStyle] = useState<IconStyle>(isIconId(value) ? iconParts(value).style : 'solid');
  const grid = useRef<HTMLDivElement>(null);
  const words = search.trim().toLowerCase();
  const shown = useMemo(() => ICON_NAMES.filter((n) => !words || iconWords(n).includes(words) || n.toLowerCase().includes(words.replace(/\s+/g, ''))), [words]);

  /** Arrow keys move the focus through the grid by cell and by row (as many columns as the first row holds). */
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button[data-icon]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const columns = Math.max(1, buttons.filter((b) => b.offsetTop === buttons[0].offsetTop).length);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: buttons.length - 1 - at }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="icon-picker-title" data-testid="icon-picker">
      <DialogTitle id="icon-picker-title">{t`Choose an icon`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label={t`Search icons`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoFocus
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { 'data-testid': 'icon-search' } }}
          />
          <ToggleButtonGroup size="small" exclusive value={style} onChange={(_, s: IconStyle | null) => s && setStyle(s)} aria-label={t`Icon style`}>
            <ToggleButton value="solid" data-testid="icon-style-solid">{t`Solid`}</ToggleButton>
            <ToggleButton value="regular" data-testid="icon-style-regular">{t`Regular`}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Typography variant="caption" color="text.secondary" role="status">
          <Plural value={shown.length} one="# icon" other="# icons" />
        </Typography>
        <Box
          ref={grid}
          role="group"
          aria-label={t`Icons`}
          onKeyDown={move}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))', gap: 0.5, maxHeight: 320, overflowY: 'auto', p: 0.5 }}
        >
          {shown.map((name) => {
            const id: IconId = `${style}:${name}`;
            const Icon = ICON_COMPONENTS[name][style === 'solid' ? 0 : 1];
            const label = iconWords(name);
            return (
              <Tooltip key={name} title={label} disableInteractive>
                <IconButton
                  data-icon={id}
                  aria-label={label}
                  aria-pressed={value === id}
                  onClick={() => onPick(id)}
                  sx={{ borderRadius: 1, border: 1, borderColor: value === id ? 'primary.main' : 'transparent', bgcolor: value === id ? 'action.selected' : undefined }}
                >
                  <Icon />
                </IconButton>
              </Tooltip>
            );
          })}
        </Box>
        {!shown.length && <Typography color="text.secondary">{t`No icon matches “${search}”.`}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onPick(null)} disabled={!value} data-testid="icon-clear">{t`No icon`}</Button>
        <Button onClick={onClose}>{t`Cancel`}</Button>
      </DialogActions>
    </Dialog>
  );
}
