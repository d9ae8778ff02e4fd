import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { RATING_CLASSES, ratingColour } from '../rating';

const SIZES = { small: 22, medium: 32, large: 48 } as const;

/** An energy-rating letter on its class colour (A dark green … G dark red); a dash when unrated. */
export function RatingBadge({ rating, size = 'medium' }: { rating: string | null | undefined; size?: keyof typeof SIZES }) {
  const { t } = useLingui();
  const colour = ratingColour(rating);
  const px = SIZES[size];
  const label = rating ? t`Energy rating ${rating}` : t`Not rated`;
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-testid="rating-badge"
      data-rating={rating ?? ''}
      sx={{
        width: px,
        height: px,
        flexShrink: 0,
        borderRadius: size === 'large' ? 2 : 1,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: px * 0.55,
        lineHeight: 1,
        bgcolor: colour?.bg ?? 'action.selected',
        color: colour?.fg ?? 'text.secondary',
        boxShadow: colour ? 'inset 0 -2px 0 rgba(0,0,0,0.18)' : 'none',
      }}
    >
      {rating ?? '–'}
    </Box>
  );
}

/** The A–G scale with the given class raised, as on an energy label. */
export function RatingScale({ rating }: { rating: string | null | undefined }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', gap: 0.25, alignItems: 'flex-end' }} aria-hidden>
      {RATING_CLASSES.map((r) => {
        const colour = ratingColour(r)!;
        const active = r === rating;
        return (
          <Tooltip key={r} title={active ? t`This rating` : r} disableInteractive>
            <Box
              sx={{
                flex: 1,
                minWidth: 12,
                height: active ? 18 : 8,
                borderRadius: 0.5,
                bgcolor: colour.bg,
                opacity: rating && !active ? 0.45 : 1,
                color: colour.fg,
                fontSize: 11,
                fontWeight: 800,
                display: 'grid',
                placeItems: 'center',
                transition: 'height 120ms',
              }}
            >
              {active ? r : null}
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
