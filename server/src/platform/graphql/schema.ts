import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../../features/auth/auth.resolver';
import { ClientResolver } from '../../features/clients/client.resolver';
import { NoteResolver, ProjectResolver, ProjectShareResolver, ProjectUpdatedEventResolver } from '../../features/projects/project.resolver';
import { UserResolver } from '../../features/users/user.resolver';
import { CatalogueResolver } from '../../features/catalogue/catalogue.resolver';
import { ReferenceResolver } from '../../features/reference/reference.resolver';
import { solutionResolvers } from '../../features/solutions/solution.resolvers';
import { ReportOptionsResolver } from '../../features/report-options/report-options.resolver';
import { DocumentResolver } from '../../features/documents/document.resolver';
import { reportResolvers } from '../../features/reports/report.resolver';
import { partnerAdminResolvers } from '../../features/partner-admin';
import { comparativeResolvers } from '../../features/comparative';
import { requestResolvers } from '../../features/requests';
import { DashboardResolver } from '../../features/dashboard';
import { SubscriptionsResolver } from '../../features/subscriptions';
import { validationResolvers } from '../../features/validation';
import { pubSub } from '../realtime/pubsub';
import { withPaidGuard } from './paid-guard';

/** Every resolver of the one schema; thin classes that call the feature services. */
export const resolvers = [AuthResolver, UserResolver, ClientResolver, ProjectResolver, ProjectUpdatedEventResolver, NoteResolver, ProjectShareResolver, ReferenceResolver, CatalogueResolver, ...solutionResolvers,
  ReportOptionsResolver, DocumentResolver,
  ...reportResolvers, ...partnerAdminResolvers, ...comparativeResolvers, ...requestResolvers, SubscriptionsResolver, ...validationResolvers, DashboardResolver] as const;

let built: Promise<GraphQLSchema> | null = null;
export function createSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: [...resolvers] as unknown as [Function, ...Function[]], pubSub, validate: false }).then(withPaidGuard);
  return built;
}
