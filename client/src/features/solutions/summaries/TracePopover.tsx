import { useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../../../shared/format/number';
import { formatPrecise } from '../format';
import { useSolutionsScreen } from '../solutions-context';
import { describeFigure, describeInput, linkedPath, SECTION_TITLES, workedFormula, type TraceEntry, type TraceUnit } from './trace-format';

/** A traced value with its unit, in the user's locale. */
export function useTraceValue(): (value: number | string | null | undefined, unit: TraceUnit) => string {
  const { t, i18n } = useLingui();
  const { currency } = useSolutionsScreen();
  const locale = i18n.locale;
  return (value, unit) => {
    if (value === null || value === undefined) return t`not defined`;
    if (typeof value === 'string') return value;
    const n = formatPrecise(value, locale);
    switch (unit) {
      case 'kWh':
        return `${n} kWh`;
      case 'percent':
        return `${n} %`;
      case 'gPerKwh':
        return `${n} g/kWh`;
      case 'money':
        return formatMoney(value, currency, locale, 2);
      case 'moneyPerKwh':
        return `${formatMoney(value, currency, locale, 2)}/kWh`;
      case 'W':
        return `${n} W`;
      case 'WPerUnit':
        return t`${n} W per unit`;
      case 'kg':
        return `${n} kg CO2e`;
      case 't':
        return `${n} t CO2e`;
      case 'fraction':
        return `${n} (${formatPrecise(value * 100, locale)} %)`;
      case 'years':
        return t`${n} years`;
      case 'hours':
        return `${n} h`;
      default:
        return n;
    }
  };
}

/** Read by screen readers, not shown. */
// One pixel (MUI's visuallyHidden): sx `width: 1` means 100 %, which widened the page (issue #47).
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface TraceButtonProps {
  /** The figure's trace path (e.g. `totalKwh`). */
  path: string;
  traces: readonly TraceEntry[] | null | undefined;
  /** Whose figure it is, e.g. the solution's name (shown under the title). */
  scope: string;
  size?: 'small' | 'medium';
}

/** The ⓘ button beside a figure; opens how the figure was calculated. Hidden when there is no trace. */
export function TraceButton({ path, traces, scope, size = 'small' }: TraceButtonProps) {
  const { t, i18n } = useLingui();
  const { categoryNames, partNames } = useSolutionsScreen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const trace = traces?.find((x) => x.path === path);
  if (!trace) return null;
  const { label } = describeFigure(path, (d) => i18n._(d), { categories: categoryNames, parts: partNames });
  return (
    <>
      {/* The tooltip is the button's name, so that the name says what the visible tooltip says (WCAG 2.5.3). */}
      <Tooltip title={t`How ${label} was calculated`} disableInteractive>
        <IconButton
          size={size}
          onClick={(e) => {
            e.stopPropagation();
            setAnchor(e.currentTarget);
          }}
          aria-haspopup="dialog"
          data-testid={`trace-${path}`}
          sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' }, p: size === 'small' ? 0.5 : 1 }}
        >
          <InfoOutlined sx={{ fontSize: size === 'small' ? 17 : 20 }} />
        </IconButton>
      </Tooltip>
      {anchor && <TracePopover anchor={anchor} initialPath={path} traces={traces!} scope={scope} onClose={() => setAnchor(null)} />}
    </>
  );
}

interface TracePopoverProps {
  anchor: HTMLElement;
  initialPath: string;
  traces: readonly TraceEntry[];
  scope: string;
  onClose(): void;
}

/**
 * "How was this calculated": the engine's trace of a figure — its methodology section, formula, the
 * inputs with their values, and the result. Inputs that are themselves calculated open their own trace.
 */
export function TracePopover({ anchor, initialPath, traces, scope, onClose }: TracePopoverProps) {
  const { t, i18n } = useLingui();
  const { categoryNames, partNames } = useSolutionsScreen();
  const format = useTraceValue();
  const [stack, setStack] = useState<string[]>([initialPath]);
  const byPath = useMemo(() => new Map(traces.map((x) => [x.path, x])), [traces]);
  const paths = useMemo(() => new Set(byPath.keys()), [byPath]);
  const names = { categories: categoryNames, parts: partNames };
  const _ = (d: MessageDescriptor) => i18n._(d);
  const path = stack[stack.length - 1];
  const trace = byPath.get(path);
  if (!trace) return null;
  const figure = describeFigure(trace.path, _, names);
  const [formula, ...notes] = trace.formula.split(';').map((s) => s.trim());
  const section = SECTION_TITLES[trace.section];
  const titleId = `trace-title-${trace.path}`;
  const worked = workedFormula(trace, (n) => formatPrecise(n, i18n.locale));

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'trace-popover', sx: { width: 460, maxWidth: 'calc(100vw - 24px)', borderRadius: 2, boxShadow: '0 12px 40px rgba(15, 30, 60, 0.18)', border: 1, borderColor: 'divider' } } as object }}
    >
      <Box sx={{ px: 2.5, pt: 2, pb: 1.5, background: (th) => `linear-gradient(135deg, ${alpha(th.palette.primary.main, 0.1)}, ${alpha(th.palette.primary.main, 0.02)})` }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {stack.length > 1 && (
            <IconButton size="small" onClick={() => setStack((s) => s.slice(0, -1))} aria-label={t`Back`} sx={{ ml: -1 }} data-testid="trace-back">
              <ArrowBack fontSize="small" />
            </IconButton>
          )}
          <FunctionsOutlined fontSize="small" color="primary" />
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 0.8, lineHeight: 1.5, flexGrow: 1 }}>
            {t`How it was calculated`}
          </Typography>
          <IconButton size="small" onClick={onClose} aria-label={t`Close`} sx={{ mr: -1 }}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
        {stack.length > 1 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }} noWrap>
            {stack.map((p) => describeFigure(p, _, names).label).join(' › ')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
              {figure.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>{scope}</Typography>
          </Box>
          <Chip size="small" color="primary" variant="outlined" label={section ? `${trace.section} · ${_(section)}` : trace.section} sx={{ fontWeight: 600, bgcolor: 'background.paper' }} />
        </Box>
        <Typography sx={{ mt: 1, fontSize: '1.6rem', fontWeight: 700, letterSpacing: -0.3, fontVariantNumeric: 'tabular-nums' }} data-testid="trace-value">
          {format(trace.value, figure.unit)}
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {t`Formula`}
        </Typography>
        <Box
          component="pre"
          data-testid="trace-formula"
          sx={{
            m: 0,
            mt: 0.5,
            p: 1.25,
            borderRadius: 1,
            borderLeft: 3,
            borderColor: 'primary.main',
            bgcolor: (th) => alpha(th.palette.primary.main, th.palette.mode === 'dark' ? 0.16 : 0.06),
            fontFamily: '"JetBrains Mono", "SFMono-Regular", Consolas, "Liberation Mono", monospace',
            fontSize: 13,
            lineHeight: 1.6,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {formula}
          {worked && (
            <Box component="span" data-testid="trace-worked" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              {`= ${worked}`}
              {'\n'}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>{`= ${format(trace.value, figure.unit)}`}</Box>
            </Box>
          )}
        </Box>
        {notes.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {notes.join('; ')}
          </Typography>
        )}

        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, mb: 0.5, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {t`Inputs`}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }} data-testid="trace-inputs">
          {Object.entries(trace.inputs ?? {}).length === 0 && (
            <Box component="li" sx={{ px: 1.5, py: 1, color: 'text.secondary', typography: 'body2' }}>{t`No inputs`}</Box>
          )}
          {Object.entries(trace.inputs ?? {}).map(([key, value], i) => {
            const input = describeInput(key, trace, _, names);
            const link = linkedPath(key, trace, paths);
            const row = (
              <>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={input.label}>{input.label}</Typography>
                  {!/^\d+$/.test(key) && (
                    <Typography variant="caption" color="text.disabled" sx={{ fontFamily: 'monospace' }} noWrap component="div">{key}</Typography>
                  )}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {format(value, input.unit)}
                </Typography>
                <Box sx={{ width: 20, display: 'grid', placeItems: 'center', color: 'primary.main' }}>{link && <ChevronRight fontSize="small" />}</Box>
              </>
            );
            const rowSx = { display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 0.75, width: '100%', textAlign: 'left', borderTop: i ? 1 : 0, borderColor: 'divider' } as const;
            return (
              <Box component="li" key={key} data-testid={`trace-input-${key}`}>
                {link ? (
                  <ButtonBase
                    onClick={() => setStack((s) => [...s, link])}
                    sx={{ ...rowSx, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
                  >
                    {/* Named by what it shows (WCAG 2.5.3, label in name), then what it does. */}
                    {row}
                    <Box component="span" sx={visuallyHidden}>{t`Show how it was calculated`}</Box>
                  </ButtonBase>
                ) : (
                  <Box sx={rowSx}>{row}</Box>
                )}
              </Box>
            );
          })}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t`Values as the calculation engine used them, before rounding for display. Select an input with an arrow to see how it was calculated.`}
        </Typography>
      </Box>
    </Popover>
  );
}
