/** The REST facade's spelling of the user's own data (spec/platform-and-shell.md §3 Profile). */
import type { ProfileFields } from '../../../../shared/validation';
import type { RestFieldTable } from '../../platform/http/rest-fields';
import type { ProfileInfo } from './current-user';

export const profileRestFields: RestFieldTable<ProfileFields> = { firstname: 'firstname', lastname: 'lastname', title: 'title', phone: 'phone' };

export function presentProfile(p: ProfileInfo | null) {
  return p && { firstname: p.firstname, lastname: p.lastname, title: p.title, phone: p.phone };
}
