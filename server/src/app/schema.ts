/** Which resolvers make the one GraphQL schema (thin classes that call the feature services). */
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../features/auth/auth.resolver';
import { CatalogueResolver } from '../features/catalogue/catalogue.resolver';
import { ClientResolver } from '../features/clients/client.resolver';
import { comparativeResolvers } from '../features/comparative/comparative.resolver';
import { DashboardResolver } from '../features/dashboard/dashboard.resolver';
import { DocumentResolver } from '../features/documents/document.resolver';
import { DocumentListResolver } from '../features/documents/document-list.resolver';
import { EedReportResolver } from '../features/eed-reports/eed-report.resolver';
import { partnerAdminResolvers } from '../features/partner-admin';
import { NoteResolver, ProjectResolver, ProjectShareResolver, ProjectUpdatedEventResolver } from '../features/projects/project.resolver';
import { ReferenceResolver } from '../features/reference/reference.resolver';
import { ReportOptionsResolver } from '../features/report-options/report-options.resolver';
import { reportResolvers } from '../features/reports/report.resolver';
import { requestResolvers } from '../features/requests/request.resolver';
import { Scope2Resolver } from '../features/scope2/scope2.resolver';
import { DecisionResolver } from '../features/decisions/decision.resolver';
import { solutionResolvers } from '../features/solutions/solution.resolvers';
import { SubscriptionsResolver } from '../features/subscriptions/subscriptions.resolver';
import { UserResolver } from '../features/users/user.resolver';
import { validationResolvers } from '../features/validation/validation.resolver';
import { buildGraphqlSchema } from '../platform/graphql/schema';

/** Every resolver of the one schema, in the order the schema has always listed them. */
export const resolvers = [AuthResolver, UserResolver, ClientResolver, ProjectResolver, ProjectUpdatedEventResolver, NoteResolver, ProjectShareResolver, ReferenceResolver, CatalogueResolver, ...solutionResolvers,
  ReportOptionsResolver, DocumentResolver, DocumentListResolver,
  ...reportResolvers, ...partnerAdminResolvers, ...comparativeResolvers, ...requestResolvers, SubscriptionsResolver, ...validationResolvers, DashboardResolver,
  EedReportResolver, Scope2Resolver, DecisionResolver] as const;

let built: Promise<GraphQLSchema> | null = null;
/** The app's schema, built once per process (type-graphql's metadata is global). */
export function createSchema(): Promise<GraphQLSchema> {
  built ??= buildGraphqlSchema(resolvers);
  return built;
}
