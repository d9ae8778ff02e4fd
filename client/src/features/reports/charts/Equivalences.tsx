import { useLingui } from '@lingui/react/macro';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import LocalDrinkOutlined from '@mui/icons-material/LocalDrinkOutlined';
import ParkOutlined from '@mui/icons-material/ParkOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { equivalenceKgPerUnit } from '../../../../../shared/calc';
import type { FigureKey } from '../../../../../shared/reports';
import { Fig, figureList } from '../sections/figure-key';
import { formatEmission, formatEquivalence } from './chart-format';

/** The report's ReportEquivalences (spec §9, M7): both factor sets applied to the yearly CO2 saving. */
export interface EquivalencesInput {
  impact: { trees: number; carKm: number; streaming: number; plasticCups: number; smartphones: number };
  extended: { trees: number; plasticCups: number; solarCells: number; lightBulbs: number; houses: number; cars: number; streaming: number; persons: number };
}

export interface EquivalencesProps {
  /** co2Impact.equivalences of the report; nothing is shown without it. */
  equivalences: EquivalencesInput | null | undefined;
  /** The first factor set (five tiles) or the second (eight tiles). */
  variant: 'impact' | 'extended';
  /**
   * co2Impact.savingKg (baseline minus comparative, kg CO2e a year), for the sentence above the tiles;
   * negative means the comparative emits more. No sentence without it.
   */
  savingKg?: number | null;
  /** Decimals of the saving in the sentence (CO2_PRECISION); by size when absent. */
  decimals?: number;
  /** Tiles per row (default: as many as fit, at least 170 px each; 3 or 4 in print). */
  columns?: number;
  /** Print view: a fixed number of columns. */
  print?: boolean;
  /** Theme colour of the icons (default the MUI primary colour). */
  color?: string;
  /** The key of each tile's figure into the document manifest's figure set (issue #46), by tile name. */
  figureKeyOf?: (name: string) => FigureKey;
  /** The key of the saving the sentence prints, and the divider of its M7 unit. */
  savingFigure?: { k: FigureKey; scale: number };
}

interface Tile {
  key: string;
  Icon: typeof ParkOutlined;
  value: number;
  text: string;
}

/**
 * What a CO2 saving equals (spec §9, M7): one tile per equivalence with an icon, the figure rounded
 * for reading and what it counts. The figures are the server's (saving × factor); a negative saving
 * (an increase) shows its figures as amounts, the sentence above saying it is an increase.
 */
export function Equivalences({ equivalences, variant, savingKg, decimals, columns, print = false, color, figureKeyOf, savingFigure }: EquivalencesProps) {
  const { t, i18n } = useLingui();
  if (!equivalences) return null;
  const locale = i18n.locale;
  const e = equivalences;

  // What each figure counts: the factor of spec §9 divided into (or multiplied by) the kg CO2e.
  const tiles: Tile[] =
    variant === 'impact'
      ? [
          { key: 'trees', Icon: ParkOutlined, value: e.impact.trees, text: t`trees absorbing that much CO2 in a year` },
          { key: 'carKm', Icon: DirectionsCarOutlined, value: e.impact.carKm, text: t`kilometres driven by a petrol car` },
          { key: 'streaming', Icon: LiveTvOutlined, value: e.impact.streaming, text: t`hours of video streaming` },
          { key: 'plasticCups', Icon: LocalDrinkOutlined, value: e.impact.plasticCups, text: t`plastic cups produced` },
          { key: 'smartphones', Icon: SmartphoneOutlined, value: e.impact.smartphones, text: t`smartphones manufactured` },
        ]
      : [
          { key: 'trees', Icon: ParkOutlined, value: e.extended.trees, text: t`trees needed to absorb it` },
          { key: 'plasticCups', Icon: LocalDrinkOutlined, value: e.extended.plasticCups, text: t`plastic cups produced` },
          { key: 'solarCells', Icon: SolarPowerOutlined, value: e.extended.solarCells, text: t`solar panels producing for a year` },
          { key: 'lightBulbs', Icon: LightbulbOutlined, value: e.extended.lightBulbs, text: t`light bulbs lit for a year` },
          { key: 'houses', Icon: HomeOutlined, value: e.extended.houses, text: t`homes' yearly energy use` },
          { key: 'cars', Icon: DirectionsCarOutlined, value: e.extended.cars, text: t`cars driven for a year` },
          { key: 'streaming', Icon: LiveTvOutlined, value: e.extended.streaming, text: t`hours of video streaming` },
          { key: 'persons', Icon: PersonOutlined, value: e.extended.persons, text: t`persons' yearly emissions` },
        ];

  // Each tile names the factor it used (issue #46 point 3): kg CO2e per unit, in the reader's notation.
  const factorFormat = new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 });
  const factorText = (key: string) => {
    const kg = factorFormat.format(equivalenceKgPerUnit(variant, key as never));
    return t`${kg} kg CO2e each`;
  };

  let sentence: string | null = null;
  if (typeof savingKg === 'number' && Number.isFinite(savingKg)) {
    const { value, unit } = formatEmission(Math.abs(savingKg), locale, decimals);
    sentence = savingKg >= 0 ? t`A yearly saving of ${value} ${unit} CO2e equals:` : t`A yearly increase of ${value} ${unit} CO2e equals:`;
  }
  const cols = columns ?? (print ? (variant === 'impact' ? 5 : 4) : null);

  return (
    <Box data-testid="equivalences" data-variant={variant} sx={{ breakInside: 'avoid' }}>
      {sentence && (
        <Typography data-testid="equivalences-sentence" data-figures={figureList(savingFigure ? [savingFigure] : undefined)} variant="body2" sx={{ mb: 1.25, fontWeight: 600 }}>
          {sentence}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: cols ? `repeat(${cols}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(170px, 1fr))',
        }}
      >
        {tiles.map(({ key, Icon, value, text }) => (
          <Box
            key={key}
            data-testid={`equivalence-${key}`}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, p: 1.5, borderRadius: 1.5, border: 1, borderColor: 'divider', bgcolor: 'background.paper', minWidth: 0 }}
          >
            <Icon aria-hidden sx={{ fontSize: 28, color: color ?? 'primary.main' }} />
            <Typography data-testid="equivalence-value" component="div" sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums', letterSpacing: -0.2 }}>
              <Fig k={figureKeyOf?.(key)}>{formatEquivalence(Math.abs(value), locale)}</Fig>
            </Typography>
            <Typography component="div" variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
              {text}
            </Typography>
            <Typography data-testid="equivalence-factor" component="div" variant="caption" color="text.secondary" sx={{ lineHeight: 1.2, fontSize: '0.68rem' }}>
              {factorText(key)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
