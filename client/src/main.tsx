import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloClient } from './app/apollo';
import { activateLocale, i18n, initialLocale } from './app/i18n';
import { PreferencesProvider } from './app/preferences';
import { AppRouter } from './app/routes';

await activateLocale(initialLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <PreferencesProvider>
          <AppRouter />
        </PreferencesProvider>
      </ApolloProvider>
    </I18nProvider>
  </StrictMode>,
);
