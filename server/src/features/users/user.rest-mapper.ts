/** The REST facade's spelling of the user's own data (spec/platform-and-shell.md §3 Profile). */
import type { LanguageFields, ProfileFields, UserSettingsFields } from '../../../../shared/validation';
import { supportSchema, userUpdateSchema, type SupportFields, type UserUpdateFields } from '../../../../shared/validation/shell';
import { describedBy, restSpread, toRest, type RestFieldTable, restOutput } from '../../platform/http/rest-fields';
import type { CurrentUser, ProfileInfo, SubscriptionInfo } from './current-user';
import type { UserSettings } from './settings.service';
import { languageSchema, profileSchema, userSettingsSchema } from '../../../../shared/validation';

const subscriptionRestOutput = restOutput<SubscriptionInfo>()({ id: 'id', type: 'type', stripeStatus: 'stripe_status', endsAt: 'ends_at', quantity: 'quantity' });

/** The signed-in user as REST spells it (spec/platform-and-shell.md §3 User: snake_case where the spec uses it). */
const currentUserRestOutput = restOutput<CurrentUser>()({
  id: 'id',
  email: 'email',
  name: 'name',
  locale: 'locale',
  isCollaborator: 'is_collaborator',
  partnerId: 'partner_id',
  partner: [
    'partner',
    {
      id: 'id',
      name: 'name',
      type: 'type',
      countryCode: 'country_code',
      logoUrl: 'logo_url',
      subscription: ['subscription', subscriptionRestOutput],
    },
  ],
  roles: 'roles',
  permissions: 'permissions',
  isSuperAdmin: 'isSuperAdmin',
  isPartnerAdmin: 'isPartnerAdmin',
  freeSubscription: 'freeSubscription',
  paidSubscription: 'paidSubscription',
  emailVerified: 'email_verified',
  profile: 'profile',
  newRequestCount: 'new_request_count',
  // The spec's `subsidiary` object is not filled (always null): the subsidiary is named by its id.
  subsidiaryId: restSpread((id: number | null) => ({ subsidiary: null, subsidiary_id: id })),
  hasSeat: 'has_seat',
  buyerWelcomeDismissed: 'buyer_welcome_dismissed',
});

export const presentCurrentUser = (u: CurrentUser) => toRest(currentUserRestOutput, u);
export const presentSubscriptionInfo = (s: SubscriptionInfo | null) => toRest(subscriptionRestOutput, s);

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
