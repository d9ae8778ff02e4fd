/**
 * The GraphQL explorer at /graphql (GraphiQL, bundled by Vite: no CDN). It sends the session cookie
 * and the CSRF header, so a signed-in partner developer can try queries and mutations at once;
 * subscriptions go over graphql-ws on the same path. A bearer token can be set in the headers tab.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { csrfToken } from '../app/csrf';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    const token = csrfToken();
    if (token) headers.set('X-XSRF-TOKEN', token);
    return fetch(input, { ...init, headers, credentials: 'same-origin' });
  },
});

const defaultQuery = `# Welcome to the GreenIT Assess GraphQL explorer.
# Sign in to the app in this browser first, or add a header:
#   { "Authorization": "Bearer <your API token>" }

query Me {
  me {
    email
    partner { name type }
    permissions
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
