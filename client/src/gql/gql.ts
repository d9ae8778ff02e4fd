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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;