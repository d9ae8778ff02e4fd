import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { csrfToken } from './csrf';
import { typePolicies } from './cache-policies';
import { possibleTypes } from './possible-types';

/** Called when the server says the session has expired (401 / UNAUTHENTICATED). */
let onUnauthenticated: () => void = () => undefined;
export function setUnauthenticatedHandler(fn: () => void): void {
  onUnauthenticated = fn;
}

const httpLink = new HttpLink({
  uri: '/graphql',
  credentials: 'same-origin',
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    const token = csrfToken();
    if (token) headers.set('X-XSRF-TOKEN', token);
    return fetch(input, { ...init, headers });
  },
});

export const wsClient = createClient({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
  lazy: true,
  retryAttempts: Infinity,
  shouldRetry: () => true,
});

/** Whether the graphql-ws socket is open: live events then carry changes, and screens need not refetch them. */
let liveConnected = false;
wsClient.on('connected', () => {
  liveConnected = true;
});
wsClient.on('closed', () => {
  liveConnected = false;
});
export function isLiveConnected(): boolean {
  return liveConnected;
}

const errorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) onUnauthenticated();
});

const link = ApolloLink.split(
  ({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === 'subscription';
  },
  new GraphQLWsLink(wsClient),
  errorLink.concat(httpLink),
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache({
    possibleTypes,
    typePolicies,
  }),
  defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
});

/** After sign-in or sign-out: drop cached data and reconnect the socket with the new cookie. */
export async function resetSession(): Promise<void> {
  wsClient.terminate();
  await apolloClient.clearStore();
}
