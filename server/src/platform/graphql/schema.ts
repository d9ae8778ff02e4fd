import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
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

/**
 * Plain fields resolve as graphql-js does by default, by reading the property: type-graphql would wrap
 * every field of every object type in a resolver that only reads it, paid once per field of every row
 * of every reply (issue #17: a report view resolves hundreds). A renamed field (`name:` reads another
 * property) and a field with middlewares or roles keep type-graphql's resolver (schema.test.ts).
 */
function plainFieldsReadTheirProperty(): void {
  const storage = getMetadataStorage();
  for (const field of storage.fields) {
    if (field.schemaName !== field.name || (field.middlewares?.length ?? 0) > 0 || (field.roles?.length ?? 0) > 0) field.simple ??= false;
  }
  for (const type of storage.objectTypes) type.simpleResolvers ??= true;
}

let built: Promise<GraphQLSchema> | null = null;
export function createSchema(): Promise<GraphQLSchema> {
  if (!built) {
    plainFieldsReadTheirProperty();
    built = buildSchema({ resolvers: [...resolvers] as unknown as [Function, ...Function[]], pubSub, validate: false }).then(withPaidGuard);
  }
  return built;
}
