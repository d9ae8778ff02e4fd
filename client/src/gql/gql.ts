/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    partner {\n      id\n      name\n      type\n      countryCode\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n": typeof types.UserLanguageUpdateDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n": typeof types.EmailVerifyDocument,
    "\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n": typeof types.EmailVerificationResendDocument,
    "\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n": typeof types.PasswordChangeDocument,
    "\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n": typeof types.ProjectSummaryFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n": typeof types.NoteFieldsFragmentDoc,
    "\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n": typeof types.ProjectShareFieldsFragmentDoc,
    "\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n": typeof types.ProjectListDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectDetailsDocument,
    "\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n": typeof types.ProjectNotesDocument,
    "\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n": typeof types.ProjectSharesDocument,
    "\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientListDocument,
    "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientDetailsDocument,
    "\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.PartnerUserListDocument,
    "\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientCreateDocument,
    "\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientUpdateDocument,
    "\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectCreateDocument,
    "\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectUpdateDocument,
    "\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n": typeof types.ProjectArchiveDocument,
    "\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectCloneDocument,
    "\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectChangeOwnerDocument,
    "\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n": typeof types.NoteCreateDocument,
    "\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n": typeof types.NoteUpdateDocument,
    "\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n": typeof types.NoteDeleteDocument,
    "\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n": typeof types.ShareCreateDocument,
    "\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n": typeof types.ShareDeleteDocument,
    "\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n": typeof types.ProjectUpdatedDocument,
    "\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n": typeof types.ReportOptionsFieldsFragmentDoc,
    "\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n": typeof types.EffectiveReportOptionsFieldsFragmentDoc,
    "\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n": typeof types.FrontPageImagesFieldsFragmentDoc,
    "\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": typeof types.UserReportOptionsDocument,
    "\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": typeof types.PartnerReportOptionsDocument,
    "\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": typeof types.ReportOptionsUpdateDocument,
    "\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": typeof types.PartnerReportOptionsUpdateDocument,
    "\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n": typeof types.ReportOptionsResetDocument,
    "\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n": typeof types.FrontPageImageDeleteDocument,
    "\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        namespace\n        updatedAt\n        sharedWithPartner\n      }\n    }\n  }\n": typeof types.ProjectListSidebarDocument,
    "\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n    }\n  }\n": typeof types.DocumentVerifyDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    partner {\n      id\n      name\n      type\n      countryCode\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n": types.UserLanguageUpdateDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n": types.EmailVerifyDocument,
    "\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n": types.EmailVerificationResendDocument,
    "\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n": types.PasswordChangeDocument,
    "\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n": types.ProjectSummaryFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n": types.NoteFieldsFragmentDoc,
    "\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n": types.ProjectShareFieldsFragmentDoc,
    "\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n": types.ProjectListDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectDetailsDocument,
    "\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n": types.ProjectNotesDocument,
    "\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n": types.ProjectSharesDocument,
    "\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n": types.ClientListDocument,
    "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n": types.ClientDetailsDocument,
    "\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n": types.PartnerUserListDocument,
    "\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n": types.ClientCreateDocument,
    "\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n": types.ClientUpdateDocument,
    "\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectCreateDocument,
    "\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectUpdateDocument,
    "\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n": types.ProjectArchiveDocument,
    "\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectCloneDocument,
    "\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectChangeOwnerDocument,
    "\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n": types.NoteCreateDocument,
    "\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n": types.NoteUpdateDocument,
    "\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n": types.NoteDeleteDocument,
    "\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n": types.ShareCreateDocument,
    "\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n": types.ShareDeleteDocument,
    "\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n": types.ProjectUpdatedDocument,
    "\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n": types.ReportOptionsFieldsFragmentDoc,
    "\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n": types.EffectiveReportOptionsFieldsFragmentDoc,
    "\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n": types.FrontPageImagesFieldsFragmentDoc,
    "\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": types.UserReportOptionsDocument,
    "\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": types.PartnerReportOptionsDocument,
    "\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": types.ReportOptionsUpdateDocument,
    "\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": types.PartnerReportOptionsUpdateDocument,
    "\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n": types.ReportOptionsResetDocument,
    "\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n": types.FrontPageImageDeleteDocument,
    "\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        namespace\n        updatedAt\n        sharedWithPartner\n      }\n    }\n  }\n": types.ProjectListSidebarDocument,
    "\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n    }\n  }\n": types.DocumentVerifyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    partner {\n      id\n      name\n      type\n      countryCode\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    partner {\n      id\n      name\n      type\n      countryCode\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n"): (typeof documents)["\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n"): (typeof documents)["\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n"): (typeof documents)["\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n"): (typeof documents)["\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n"): (typeof documents)["\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n"): (typeof documents)["\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"): (typeof documents)["\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"): (typeof documents)["\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n"): (typeof documents)["\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        namespace\n        updatedAt\n        sharedWithPartner\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        namespace\n        updatedAt\n        sharedWithPartner\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n    }\n  }\n"): (typeof documents)["\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;