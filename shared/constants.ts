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
  { namespace: 'buyers', uri: '/buyers/projects', name: 'Buyers' },
];

export const SIDEBAR_FILTERS = ['latest', 'myProjects', 'sharedWithMe', 'allProjects', 'orgProjects'] as const;
export type SidebarFilter = (typeof SIDEBAR_FILTERS)[number];
