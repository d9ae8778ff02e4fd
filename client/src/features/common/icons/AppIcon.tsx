import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { lazy, Suspense } from 'react';
import { isIconId } from '../../../../../shared/icons/icon-set';

const IconById = lazy(() => import('./IconById'));

/**
 * An icon of the picker's fixed list by its stored id ("solid:Dns"), drawn once the icon set's chunk has
 * loaded (a blank square of the same size until then); nothing for null or an id not in the list.
 */
export function AppIcon({ icon, fontSize = 'medium', ...rest }: { icon: string | null | undefined } & Pick<SvgIconProps, 'fontSize' | 'color' | 'sx' | 'titleAccess'>) {
  if (!isIconId(icon)) return null;
  const size = fontSize === 'small' ? 20 : fontSize === 'large' ? 35 : 24;
  return (
    <Suspense fallback={<Box component="span" sx={{ display: 'inline-block', width: size, height: size }} aria-hidden />}>
      <IconById icon={icon} fontSize={fontSize} {...rest} />
    </Suspense>
  );
}
