/**
 * Report themes and front-page image rules (spec/platform-and-shell.md §2 Report options screen, §3
 * Report options, §5). Each theme's colours are defined here once; the server stores the theme name
 * and both sides resolve the colours through {@link themeColors}.
 */

import { keyed, type Message } from './errors';
export const DEFAULT_PRIMARY_COLOR = '#2196f3';
export const DEFAULT_SECONDARY_COLOR = '#ff5722';

export interface ThemeColors {
  primary: string;
  secondary: string;
}

/** Named themes: 'default' is free, the nine others need a paid subscription. */
export const REPORT_THEMES = {
  default: { primary: DEFAULT_PRIMARY_COLOR, secondary: DEFAULT_SECONDARY_COLOR },
  bright_blue_light_cyan: { primary: '#1e88e5', secondary: '#80deea' },
  sailor_blue_mint: { primary: '#00203f', secondary: '#7fd8be' },
  forest_moss_green: { primary: '#2c5f2d', secondary: '#97bc62' },
  grayish_lime_green: { primary: '#5f6b6d', secondary: '#9ccc2c' },
  grayish_blue_lime_green: { primary: '#4f6d8a', secondary: '#a5d62f' },
  desaturated_dark_blue: { primary: '#34495e', secondary: '#8ea4bd' },
  soft_cyan_strong_blue: { primary: '#5ccfe0', secondary: '#1254c4' },
  turkish_sea_silver: { primary: '#285a84', secondary: '#a8adb4' },
  dark_red_gray: { primary: '#8b1e24', secondary: '#6e6e73' },
} as const satisfies Record<string, ThemeColors>;

export type NamedReportTheme = keyof typeof REPORT_THEMES;
export type ReportTheme = NamedReportTheme | 'custom';

export const FREE_REPORT_THEMES: readonly ReportTheme[] = ['default'];
export const NAMED_REPORT_THEMES = Object.keys(REPORT_THEMES) as NamedReportTheme[];
export const PAID_REPORT_THEMES = NAMED_REPORT_THEMES.filter((t) => t !== 'default');
export const REPORT_THEME_NAMES: readonly ReportTheme[] = [...NAMED_REPORT_THEMES, 'custom'];

export function isReportTheme(value: unknown): value is ReportTheme {
  return typeof value === 'string' && (REPORT_THEME_NAMES as readonly string[]).includes(value);
}

/** Whether a theme needs a paid subscription (everything but 'default', custom included). */
export function isPaidTheme(theme: ReportTheme): boolean {
  return !FREE_REPORT_THEMES.includes(theme);
}

/** '#' followed by 3 or 6 hex digits (spec §5); anything else is not applied. */
export function isValidHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/**
 * The colours a report uses: the named theme's, or for 'custom' the custom colours where they are
 * valid (each invalid or missing one falls back to the default colour).
 */
export function themeColors(theme: ReportTheme | string | null | undefined, customPrimary?: string | null, customSecondary?: string | null): ThemeColors {
  if (theme === 'custom') {
    return {
      primary: isValidHexColor(customPrimary) ? customPrimary : DEFAULT_PRIMARY_COLOR,
      secondary: isValidHexColor(customSecondary) ? customSecondary : DEFAULT_SECONDARY_COLOR,
    };
  }
  return isReportTheme(theme) && theme !== 'custom' ? REPORT_THEMES[theme] : REPORT_THEMES.default;
}

// ---- front-page images ------------------------------------------------------------------------

/** The four report types that have a front-page image, with their option field (spec §3). */
export const FRONT_PAGE_IMAGE_FIELDS = {
  comprehensive: 'comprehensiveReportImage',
  estimate: 'estimateReportImage',
  refurbishment: 'refurbishmentImage',
  lca: 'lcaReportImage',
} as const;
export type FrontPageReportType = keyof typeof FRONT_PAGE_IMAGE_FIELDS;
export type FrontPageImageField = (typeof FRONT_PAGE_IMAGE_FIELDS)[FrontPageReportType];
export const FRONT_PAGE_REPORT_TYPES = Object.keys(FRONT_PAGE_IMAGE_FIELDS) as FrontPageReportType[];

/** The 22 bundled default images (client/public/front-pages), served by the app at these paths. */
export const DEFAULT_FRONT_PAGE_IMAGE_COUNT = 22;
export const DEFAULT_FRONT_PAGE_IMAGES: readonly string[] = Array.from(
  { length: DEFAULT_FRONT_PAGE_IMAGE_COUNT },
  (_, i) => `/front-pages/front-${String(i + 1).padStart(2, '0')}.svg`,
);

/** The image each report type uses when nothing is chosen: the first default images, one per type. */
export const DEFAULT_IMAGE_BY_TYPE: Record<FrontPageReportType, string> = {
  comprehensive: DEFAULT_FRONT_PAGE_IMAGES[0],
  estimate: DEFAULT_FRONT_PAGE_IMAGES[1],
  refurbishment: DEFAULT_FRONT_PAGE_IMAGES[2],
  lca: DEFAULT_FRONT_PAGE_IMAGES[3],
};

export function isDefaultFrontPageImage(url: unknown): boolean {
  return typeof url === 'string' && DEFAULT_FRONT_PAGE_IMAGES.includes(url);
}

/** Upload limit: the size must be below 2 MB (spec §5, §9). */
export const FRONT_PAGE_IMAGE_MAX_BYTES = 2_097_152;
export const FRONT_PAGE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
export const FRONT_PAGE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;


/** The file name's extension is one of jpeg, jpg, png, gif (case-insensitive). */
export function hasImageExtension(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (FRONT_PAGE_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * The client-side check before an upload (spec §5; the server repeats it and also reads the magic
 * bytes): the message to show, or null when the file may be sent.
 */
export function frontPageImageProblem(file: { name: string; size: number; type?: string }): Message | null {
  const typeOk = hasImageExtension(file.name) && (!file.type || (FRONT_PAGE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return keyed('reportOptions.imageInvalidType');
  if (file.size >= FRONT_PAGE_IMAGE_MAX_BYTES) return keyed('reportOptions.imageTooLarge');
  return null;
}
