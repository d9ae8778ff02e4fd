/** The nine named permissions (spec/project-areas.md §6) and the roles (spec/platform-and-shell.md §6). */
export const PERMISSIONS = [
  'manage_projects',
  'manage_clients',
  'manage_users',
  'manage_solutions',
  'manage_solution_groups',
  'search_products',
  'manage_products',
  'bulk_import_solution_items',
  'request_import_items',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['super_admin', 'partner_admin', 'partner_user'] as const;
export type Role = (typeof ROLES)[number];

export const PARTNER_TYPES = ['seller', 'buyer'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Permissions a new user of a role starts with; partner admins may change them per user. */
export const DEFAULT_PERMISSIONS: Record<'partner_admin' | 'partner_user' | 'collaborator', Permission[]> = {
  partner_admin: [...PERMISSIONS],
  partner_user: [
    'manage_projects',
    'manage_clients',
    'manage_solutions',
    'manage_solution_groups',
    'search_products',
    'manage_products',
    'bulk_import_solution_items',
  ],
  collaborator: ['manage_solutions', 'search_products'],
};

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}
