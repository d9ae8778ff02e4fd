import type { SvgIconProps } from '@mui/material/SvgIcon';
import { iconParts, type IconId } from '../../../../../shared/icons/icon-set';
import { ICON_COMPONENTS } from './icon-components';

/** The Material icon of an id of the fixed list: its filled form for solid, its outlined form for regular. */
export default function IconById({ icon, ...props }: { icon: IconId } & SvgIconProps) {
  const { style, name } = iconParts(icon);
  const pair = ICON_COMPONENTS[name];
  if (!pair) return null;
  const Icon = pair[style === 'solid' ? 0 : 1];
  return <Icon aria-hidden={props.titleAccess ? undefined : true} data-icon={icon} {...props} />;
}
