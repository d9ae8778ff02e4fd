/**
 * The one paid declaration (spec/platform-and-shell.md §2 "(paid)": "a paid subscription is required;
 * free-subscription users are blocked there and see an upgrade dialog"; §6 "No active subscription").
 *
 * A capability is what a group of screens does; it is paid or free per partner type (seller or
 * buyer), as the spec's (paid) marks say for the screens that partner type uses. From this one module:
 * - the REST facade marks every route (REST_ROUTE_CAPABILITIES, matched against the route's own
 *   Express path, never the request's text) and checks it in the route's own handler stack
 *   (server/src/platform/http/api-router.ts); the route table and OpenAPI show the mark;
 * - GraphQL checks every root field (GRAPHQL_FIELD_CAPABILITIES) before its resolver
 *   (server/src/platform/graphql/paid-guard.ts);
 * - a project's namespace decides for everything that reaches it (PROJECT_NAMESPACE_CAPABILITY,
 *   server/src/features/projects/project-access.ts);
 * - the client's upgrade dialog asks {@link isPaidFor} (client/src/features/shell/PaidRoute.tsx).
 * A route or field missing here is refused as paid to everyone, and server/test/paid-declaration.test.ts
 * fails naming it: declare it below.
 */
import type { Namespace } from '../constants';

export const PARTNER_TYPES = ['seller', 'buyer'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export interface CapabilityDeclaration {
  /** The partner types that need a paid subscription (and a seat) for it. */
  paidFor: readonly PartnerType[];
  /** The screens of spec §2 it serves, and why it is paid or free. */
  screens: string;
}

export const CAPABILITIES = {
  account: { paidFor: [], screens: 'shell: sign-in, registration, /, /dashboard, /users/settings, /users/profile/create, /partner-admin (billing, users, seats, tokens, report options), /registration-success, super-admin pages, /verify-evoice' },
  projects: { paidFor: [], screens: 'the sidebar and project lists of every app, /comparative-solution/projects, /comparative-solution/projects/{id}/client-details, /buyers/projects, /buyers/project-group/{id}: clients, projects, notes, shares, the new-client dialog with its company-registry lookup' },
  reference: { paidFor: [], screens: 'the product catalogue and reference tables, searched by the free screens too (/buyers/projects/{id}/solutions; the seller answering at /requests/{id})' },
  solutions: { paidFor: ['seller'], screens: 'solution groups, solutions, items, capacities and shares of a project: the seller at /project-manager/projects/{id}/solutions and in the single-solution app, /single-solution/projects and /single-solution/project/{id} (paid), the buyer at /buyers/projects/{id}/solutions (free)' },
  reports: { paidFor: ['seller'], screens: 'report data, settings and PDF exports: the seller at /project-manager/projects/{id}/select-report and *-report and /single-solution/projects/{id}/baseline-report (paid), the buyer at /buyers/projects/{id}/select-report, comparative-report and single-report (free)' },
  lcaReport: { paidFor: ['seller', 'buyer'], screens: '/buyers/projects/{id}/lca-report (paid), /project-manager/projects/{id}/lca-report (paid)' },
  comparativeProject: { paidFor: ['seller', 'buyer'], screens: '/comparative-solution/projects/{id}/calculations, select-report, admin, admin/data-entry/print, project-details, logging, report, pre-analysis, report/inddatering, annual-report and /comparative-solution/clients/{id}/projects: all (paid)' },
  projectManager: { paidFor: ['seller', 'buyer'], screens: '/project-manager/... all (paid): every call of that namespace but the sidebar lists' },
  buyerRequests: { paidFor: [], screens: '/buyers/projects/{id}/requests: requests, questions, templates and shares (free)' },
  sellerRequests: { paidFor: [], screens: '/requests and /requests/{request_share_id}: the seller answers and builds the response (free)' },
} as const satisfies Record<string, CapabilityDeclaration>;

export type Capability = keyof typeof CAPABILITIES;

/** A capability, or one per namespace for calls that name the namespace (`/:namespace/…`, a `namespace` argument). */
export type CapabilityRule = Capability | { readonly byNamespace: Readonly<Record<Namespace, Capability>> };

/** Any partner type other than buyer (an unknown one included) counts as a seller, whose paid set is the larger. */
export function partnerTypeOf(type: string | null | undefined): PartnerType {
  return type === 'buyer' ? 'buyer' : 'seller';
}

/** Whether `capability` needs a paid subscription for a partner of this type. */
export function isPaidFor(capability: Capability, partnerType: string | null | undefined): boolean {
  return (CAPABILITIES[capability].paidFor as readonly PartnerType[]).includes(partnerTypeOf(partnerType));
}

/**
 * Whether an area of `capability` is closed to this user: paid for the partner's type while the partner
 * has no paid subscription. The sidebar and start page mark such areas with a lock before the user enters
 * them, and the client's PaidRoute shows the upgrade dialog on entering (issue #34 point 2: the paywall
 * comes before the work, never after it).
 */
export function isLockedFor(user: { paidSubscription: boolean; partner: { type: string | null | undefined } }, capability: Capability): boolean {
  return !user.paidSubscription && isPaidFor(capability, user.partner.type);
}

/** Every project-manager call is paid (spec §2 "/project-manager/... all (paid)"); the other namespaces use `other`. */
function byNamespace(other: Capability, overrides: Partial<Record<Namespace, Capability>> = {}): CapabilityRule {
  return { byNamespace: { 'project-manager': 'projectManager', 'comparative-solution': other, buyers: other, 'single-solution': other, ...overrides } };
}

/** The capability of a rule for a namespace; null when the rule needs a namespace and this is none of them. */
export function capabilityOf(rule: CapabilityRule, namespace?: unknown): Capability | null {
  if (typeof rule === 'string') return rule;
  return typeof namespace === 'string' && Object.hasOwn(rule.byNamespace, namespace) ? rule.byNamespace[namespace as Namespace] : null;
}

/** The partner types a rule is paid for in some namespace (route table, OpenAPI). */
export function paidForOf(rule: CapabilityRule): PartnerType[] {
  const caps = typeof rule === 'string' ? [rule] : Object.values(rule.byNamespace);
  return PARTNER_TYPES.filter((p) => caps.some((c) => isPaidFor(c, p)));
}

/**
 * Whatever reaches a project of a namespace (getProject): project-manager projects are paid as a whole,
 * and a single-solution project is its solution (spec §2: /single-solution/projects and
 * /single-solution/project/{id} are paid; the client's routes ask 'solutions' for them too). Issue #45,
 * point 7: a free seller created and opened single-solution projects while the client showed the lock.
 */
export const PROJECT_NAMESPACE_CAPABILITY: Readonly<Record<Namespace, Capability>> = { 'project-manager': 'projectManager', 'comparative-solution': 'projects', buyers: 'projects', 'single-solution': 'solutions' };
/** The calls of a namespace that reach or make its projects: a single-solution project's are its solution's. */
const PROJECTS_OF_NAMESPACE: Partial<Record<Namespace, Capability>> = { 'single-solution': 'solutions' };

/**
 * REST routes by their Express path under /api/v1, v2 or v3 (the route's pattern, e.g.
 * `/:namespace/projects/:id`): the first matching entry decides.
 */
export const REST_ROUTE_CAPABILITIES: ReadonlyArray<readonly [RegExp, CapabilityRule]> = [
  // The sidebar of every user lists and searches projects through the namespace paths: open.
  [/^\/:namespace\/(projects|projects\/all|projects\/search|shares\/projects)$/, 'projects'],
  [/^\/:namespace\/projects\/:projectId\/(energywheel|report-settings|report-data)$/, 'comparativeProject'],
  [/^\/:namespace\/projects\/:projectId\/(cloneToITAnalysis|start-validation)$/, byNamespace('solutions', { 'comparative-solution': 'comparativeProject' })],
  [/^\/:namespace\/projects\/:projectId\/report\.pdf\/jobs/, byNamespace('reports', { 'comparative-solution': 'comparativeProject' })],
  [/^\/:namespace\/project\/:projectId\/request/, byNamespace('buyerRequests')],
  [/^\/:namespace\//, byNamespace('projects', PROJECTS_OF_NAMESPACE)],
  [/^\/comparative-solution\/(projects\/:projectId\/|items\/categories$)/, 'comparativeProject'],
  [/^\/comparative-solution\/(partner|users\/search)$/, 'projects'],
  [/^\/project-manager\/client-details\/:id$/, 'projectManager'],
  [/^\/project-manager\/projects\/:id$/, 'projectManager'],
  [/^\/project-manager\/requests\/:requestShareId\//, 'sellerRequests'],
  // A project's issued documents (issue #47, point 9) are its reports' output.
  [/^\/project-manager\/projects\/:projectId\/(report|report-settings\/update|report-generated|documents)(\/|\.|$)/, 'reports'],
  [/^\/project-manager\/report-generated$/, 'reports'],
  // A report document's manifest and its re-run (issue #31): free, so that anyone but the document's partner gets the same 404.
  [/^\/documents\/:documentId\/(manifest|rerun)$/, 'account'],
  [/^\/project-manager\/(projects\/:projectId\/(solution-groups|solution\/|summary$|scope2$|decision$|figures\.(csv|xlsx)$)|solution\/|product\/(create|:productId|:productId\/usage)$)/, 'solutions'],
  [/^\/project-manager\/(capacities|solution-types|rating\/years|hour-profiles|infrastructure-presets|currency|products\/[^/]+|item\/papi-categories)$/, 'reference'],
  [/^\/project-manager\/currency\/convert$/, 'projects'],
  [/^\/project-manager\/CvrSearch$/, 'projects'],
  [/^\/requests(\/|$)/, 'sellerRequests'],
  [/^\/buyers\/project-group\//, 'projects'],
  [/^\/buyers\//, 'buyerRequests'],
  [/^\/partner\/admin\/question-template/, 'buyerRequests'],
  [/^\/(clients|projects\/latest$|projects\/:id\/(notes|share)|partner\/clients\/)/, 'projects'],
  [/^\/(login|logout|register|forgot-password|reset-password|email\/|user|locale\/|apps$|admin\/|partner\/|verify-evoice\/|stripe\/|subscriptions$|client_pk$|checkout|dashboard)/, 'account'],
];

/** The rule of a REST route's Express path, or null when it is not declared. */
export function restRouteRule(path: string): CapabilityRule | null {
  return REST_ROUTE_CAPABILITIES.find(([re]) => re.test(path))?.[1] ?? null;
}

const fields = (capability: CapabilityRule, names: string[]) => names.map((n) => [n, capability] as const);

/** GraphQL root fields (Query, Mutation, Subscription); a `namespace` argument picks a byNamespace rule's capability. */
export const GRAPHQL_FIELD_CAPABILITIES: Readonly<Record<string, CapabilityRule>> = Object.fromEntries([
  ...fields('account', [
    'registerChallenge', 'me', 'myProfile', 'myProfileExists', 'mySettings', 'notifications', 'documentVerify', 'documentManifest', 'rerunDocument', 'dashboardWidgets', 'dashboardCharts',
    'partnerApiTokens', 'partnerCompany', 'partnerInvoices', 'partnerUpcomingInvoice', 'subsidiaries', 'partnerAdminUsers', 'partnerSeats',
    'reportOptions', 'effectiveReportOptions', 'partnerReportOptions', 'frontPageImages', 'subscriptionPlans', 'partnerSubscription', 'paymentMethods', 'stripeClientKey',
    'validationQueue', 'categoryTypes', 'adminCategories', 'categoryTags', 'categorySubTypes', 'catalogueImport',
    'login', 'logout', 'register', 'forgotPassword', 'resetPassword', 'emailVerificationResend', 'emailVerify', 'passwordChange',
    'apiTokenCreate', 'apiTokenDelete', 'partnerCompanyUpdate', 'partnerBillingUpdate', 'dataMethodPriorityUpdate', 'scope2RegisteredMethodUpdate', 'subsidiaryCreate', 'subsidiaryUpdate', 'subsidiaryDelete',
    'userSubsidiarySet', 'userSubsidiaryClear', 'partnerUserCreate', 'partnerUserSeatAssign', 'partnerUserSeatRelease', 'partnerUserAdminGrant', 'partnerUserAdminRemove', 'partnerUserDelete',
    'validationEntryEdit', 'validationEntryAccept', 'validationEntryReject', 'notificationMarkRead', 'notificationsMarkAllRead',
    'categoryTagSave', 'categoryTagDelete', 'categoryTypeUpdate', 'categorySubTypeSave', 'categorySubTypeDelete', 'categoryDefaultModeCreate', 'categoryDefaultModeDelete', 'categoryDefaultLcaUpdate', 'categoryServiceLifeUpdate',
    'userLanguageUpdate', 'buyerWelcomeDismiss', 'userUpdate', 'supportSubmit', 'profileSave', 'userSettingsUpdate', 'reportOptionsUpdate', 'partnerReportOptionsUpdate', 'reportOptionsReset', 'frontPageImageDelete',
    'checkoutCard', 'checkoutInvoice', 'checkoutComplete', 'subscriptionChange', 'subscriptionCancel', 'subscriptionResume', 'subscriptionSeatsChange', 'paymentMethodAdd', 'paymentMethodAttach',
    'validationStatusUpdated', 'validationStatusInitialize', 'adminNotification', 'catalogueImportUpdated', 'dashboardChanged',
  ]),
  ...fields('projects', [
    'companyRegistryLookup', 'clients', 'clientSearch', 'client', 'projectList', 'latestProjects', 'projectAreas', 'projectDataStates', 'project', 'projectNotes', 'projectShares', 'partnerUsers',
    'clientCreate', 'clientUpdate', 'projectUpdate', 'projectArchive', 'projectClone', 'projectChangeOwner', 'noteCreate', 'noteUpdate', 'noteDelete', 'shareCreate', 'shareDelete', 'projectCurrencyConvert',
    'projectUpdated',
  ]),
  ['projectCreate', byNamespace('projects', PROJECTS_OF_NAMESPACE)],
  ...fields('reference', ['productSearch', 'product', 'capacities', 'solutionTypes', 'categories', 'hourProfiles', 'infrastructurePresets', 'ratingYears', 'ratingScales', 'currencies', 'gridFactors', 'vatCountries']),
  ...fields('solutions', [
    'solution', 'solutionCapacities', 'solutionGroups', 'solutionGroup', 'solutionGroupNames', 'solutionGroupDataCenterCategories', 'categoryInfrastructureShares', 'solutionItemsCheck', 'solutionSummary', 'solutionGroupSummary', 'projectSummary', 'projectScope2', 'projectDecision', 'solutionEnergyInstruments', 'solutionEnergyInstrumentsSet',
    'solutionCreate', 'solutionUpdate', 'solutionDelete', 'solutionClone', 'solutionUpsUpdate', 'solutionCoolingUpdate', 'capacityAdd', 'capacityUpdate', 'capacityDelete', 'capacitiesDelete', 'capacitiesRestore',
    'solutionGroupCreate', 'solutionGroupUpdate', 'solutionGroupHeadingsUpdate', 'solutionGroupSetPrimary', 'solutionGroupClone', 'solutionGroupDelete', 'solutionGroupReorder',
    'categoryInfrastructureShareCreate', 'categoryInfrastructureShareUpdate', 'categoryInfrastructureShareDelete', 'categoryInfrastructureSharesDelete', 'categoryInfrastructureSharesRestore',
    'solutionItemsImport', 'solutionItemsRequest', 'solutionItemAdd', 'solutionItemUpdate', 'solutionItemHoursUpdate', 'solutionItemDelete', 'productCreate', 'productUpdate', 'productUsage',
    'solutionGroupUpdated',
    // The EED report of a data-centre solution (issue #31): its REST path is a solution path.
    'eedReport', 'eedReportSave',
  ]),
  ['projectStartValidation', byNamespace('solutions', { 'comparative-solution': 'comparativeProject' })],
  ['projectCloneToItAnalysis', byNamespace('solutions', { 'comparative-solution': 'comparativeProject' })],
  ...fields('reports', ['projectDocuments', 'reportDocument', 'reportPdfExport', 'projectReport', 'projectReportAvailability', 'reportPdfExportStart', 'projectReportUpdate', 'projectReportSettingsUpdate', 'reportGeneratedCreate', 'reportPdfExportUpdated']),
  ...fields('comparativeProject', [
    'comparativeReport', 'comparativeCategories', 'projectChangeLog', 'comparativePreAnalysis',
    'comparativeCalculationCreate', 'comparativeCalculationUpdate', 'comparativeCalculationDelete', 'comparativeExtraColumnToggle', 'comparativeReportSettingsUpdate', 'comparativeReportDataUpdate', 'comparativePreAnalysisSave',
  ]),
  ['projectRequests', byNamespace('buyerRequests')],
  ['requestCreate', byNamespace('buyerRequests')],
  ...fields('buyerRequests', ['questionTemplates', 'requestUpdate', 'requestQuestionSave', 'requestQuestionDelete', 'requestTemplateImport', 'requestShareCreate', 'requestShareCancel', 'questionTemplateSave', 'questionTemplateDelete']),
  ...fields('sellerRequests', [
    'requestInbox', 'requestShare', 'requestResponseGroup', 'requestResponseSummary', 'requestColleagues', 'requestInternalShares',
    'requestShareMarkSeen', 'requestShareConfirm', 'requestAnswerSave', 'requestResponseSend', 'requestResponseGroupDelete', 'requestInternalShareCreate', 'requestInternalShareDelete',
    'newRequestCountChanged',
  ]),
]);

/**
 * The solution fields that take a scope (server/src/features/solutions/access.ts, SolutionScope):
 * with a request share's scope they are the seller's answer to a request, free as the
 * /requests/{request_share_id}/… REST paths are (sellerRequests); with a project they are the
 * field's own capability above (solutions).
 */
export const REQUEST_SHARE_SCOPED_FIELDS: ReadonlySet<string> = new Set([
  'solutionCapacities', 'categoryInfrastructureShares',
  'solutionCreate', 'solutionUpdate', 'solutionDelete', 'solutionUpsUpdate', 'solutionCoolingUpdate',
  'solutionItemAdd', 'solutionItemUpdate', 'solutionItemHoursUpdate', 'solutionItemDelete',
  'capacityAdd', 'capacityUpdate', 'capacitiesDelete', 'capacitiesRestore',
  'categoryInfrastructureShareCreate', 'categoryInfrastructureShareUpdate', 'categoryInfrastructureShareDelete', 'categoryInfrastructureSharesDelete', 'categoryInfrastructureSharesRestore',
]);

/**
 * The capability of a scoped field called with a request share's scope only (no project id anywhere),
 * or null (the field's declared rule decides). An invalid scope is refused by the resolver itself.
 */
export function requestShareScopeCapability(field: string, args: unknown): Capability | null {
  if (!REQUEST_SHARE_SCOPED_FIELDS.has(field)) return null;
  const a = args as { projectId?: unknown; scope?: { projectId?: unknown; requestShareId?: unknown } | null } | null;
  const scope = a?.scope;
  return scope && scope.requestShareId != null && scope.projectId == null && a?.projectId == null ? 'sellerRequests' : null;
}
