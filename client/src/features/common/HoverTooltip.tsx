import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A tooltip for icon buttons that already carry their name (aria-label): shown on hover and keyboard
 * focus, never on touch. On a phone a tap emulates a hover with no leave, so an ordinary tooltip stayed
 * on screen after the dark-mode switch was tapped (issue #34 point 13).
 */
export function HoverTooltip(props: TooltipProps) {
  const touchOnly = useMediaQuery('(hover: none)');
  return <Tooltip {...props} disableTouchListener disableHoverListener={touchOnly || props.disableHoverListener} disableFocusListener={touchOnly || props.disableFocusListener} />;
}
