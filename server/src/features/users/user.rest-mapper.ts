/** The REST facade's spelling of the user's own data (spec/platform-and-shell.md §3 Profile). */
import type { LanguageFields, ProfileFields, UserSettingsFields } from '../../../../shared/validation';
import { supportSchema, userUpdateSchema, type SupportFields, type UserUpdateFields } from '../../../../shared/validation/shell';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import type { ProfileInfo } from './current-user';
import type { UserSettings } from './settings.service';
import { languageSchema, profileSchema, userSettingsSchema } from '../../../../shared/validation';

export const profileRestFields: RestFieldTable<ProfileFields> = { firstname: 'firstname', lastname: 'lastname', title: 'title', phone: 'phone' };

export function presentProfile(p: ProfileInfo | null) {
  return p && { firstname: p.firstname, lastname: p.lastname, title: p.title, phone: p.phone };
}

export const userSettingsRestFields: RestFieldTable<UserSettingsFields> = {
  notifyNewRequests: 'notify_new_requests',
  notifyRequestResponses: 'notify_request_responses',
  notifyProjectShares: 'notify_project_shares',
};

export function presentSettings(s: UserSettings) {
  return { language: s.language, notify_new_requests: s.notifyNewRequests, notify_request_responses: s.notifyRequestResponses, notify_project_shares: s.notifyProjectShares };
}

export const languageRestFields: RestFieldTable<LanguageFields> = { language: 'language' };

export const userUpdateRestFields: RestFieldTable<UserUpdateFields> = { name: 'name' };
export const supportRestFields: RestFieldTable<SupportFields> = { feedback: 'feedback' };

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(profileRestFields, profileSchema);
describedBy(userSettingsRestFields, userSettingsSchema);
describedBy(userUpdateRestFields, userUpdateSchema);
describedBy(supportRestFields, supportSchema);
describedBy(languageRestFields, languageSchema);
