/** Business constants from spec/platform-and-shell.md §9 and spec/project-areas.md §9. */

export const LOCALES = ['en-GB', 'en-DK', 'en-US', 'da-DK', 'de-DE', 'fr-FR', 'nb-NO'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const DEFAULT_KWH_PRICE = 1.35;
export const DEFAULT_CURRENCY = 'DKK';
export const SIDEBAR_LATEST_PAGE_SIZE = 20;
export const SIDEBAR_ALL_PAGE_SIZE = 1000;
/**
 * The GraphQL sidebar list's page (issue #17): the app loads the next page as the list scrolls, so a
 * partner-wide list of up to SIDEBAR_ALL_PAGE_SIZE projects is never sent whole.
 */
export const SIDEBAR_PAGE_SIZE = 50;
export const SEARCH_MIN_LENGTH = 4;
export const EMAIL_VERIFICATION_RESEND_MINUTES = 5;
export const LOADED_FLAG_MS = 3000;
/** The super admin's real-time notice stays 5 seconds (spec/platform-and-shell.md §9 "Admin notice 5 s"). */
export const ADMIN_NOTICE_MS = 5000;
export const DESKTOP_BREAKPOINT_PX = 1280;

/** The sub-app namespaces that carry projects (spec/platform-and-shell.md §1). */
export const NAMESPACES = ['project-manager', 'comparative-solution', 'buyers', 'single-solution'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

/** GET /apps: the sub-apps with their namespace and the URI their projects open at. */
export const APPS: ReadonlyArray<{ namespace: Namespace; uri: string; name: string }> = [
  { namespace: 'project-manager', uri: '/project-manager/projects', name: 'Project manager' },
  { namespace: 'comparative-solution', uri: '/comparative-solution/projects', name: 'Comparative solution' },
  { namespace: 'single-solution', uri: '/single-solution/projects', name: 'Single solution' },
  { namespace: 'buyers', uri: '/buyers/projects', name: 'Buyers' },
];

export const SIDEBAR_FILTERS = ['latest', 'myProjects', 'sharedWithMe', 'allProjects', 'orgProjects'] as const;
export type SidebarFilter = (typeof SIDEBAR_FILTERS)[number];

/**
 * The generic areas a project can be filed under (project `generic_area_id`; GET /{namespace}/projects/areas).
 * Ids are stable: stored on projects.
 */
export const GENERIC_AREAS = [
  { id: 1, key: 'data_centre', name: 'Data centre' },
  { id: 2, key: 'server_room', name: 'Server room' },
  { id: 3, key: 'office', name: 'Office and workplaces' },
  { id: 4, key: 'end_user_it', name: 'End-user IT' },
  { id: 5, key: 'network', name: 'Network' },
  { id: 6, key: 'building', name: 'Building' },
] as const;

/**
 * The before/after data states of items (spec/platform-and-shell.md §4; GET /{namespace}/states): 1 and 3
 * are before, 2 and 4 after; the growth variants (3, 4) model added capacity (methodology M6).
 */
export const PROJECT_DATA_STATES = [
  { id: 1, key: 'before', side: 'before', growth: false },
  { id: 2, key: 'after', side: 'after', growth: false },
  { id: 3, key: 'before_growth', side: 'before', growth: true },
  { id: 4, key: 'after_growth', side: 'after', growth: true },
] as const;

/** The support line the call-us dialog shows (spec §1), and its opening hours. */
export const SUPPORT_PHONE = '+45 70 20 30 40';
export const SUPPORT_PHONE_HOURS = '9:00–16:00';

/**
 * The standard description of a project left without one (spec platform §3 "a default description").
 * The server stores this English text, and every document renders it in its own language when a
 * project's description is exactly this (issue #47, point 4: it printed in English under
 * "Projektbeskrivelse"): it works as the key of a translated text, and the REST reply keeps its shape.
 */
export const STANDARD_PROJECT_DESCRIPTION =
  'Assessment of the energy use, CO2 emissions and life-cycle impact of the current IT solution and the proposed alternatives.';
