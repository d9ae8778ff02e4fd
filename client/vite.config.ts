import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { babelPlugins } from './babel-plugins.ts';
import { graphqlDocumentsBabel } from './graphql-documents-babel.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const linguiConfigPath = path.join(here, 'lingui.config.ts');
process.env.LINGUI_CONFIG = linguiConfigPath;

export default defineConfig({
  root: here,
  publicDir: path.join(here, 'public'),
  plugins: [
    react(),
    babelPlugins({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        // Each graphql(`…`) becomes an import of its own document (a chunk carries only what it uses).
        [graphqlDocumentsBabel, { artifactDirectory: path.join(here, 'src', 'gql'), gqlTagName: 'graphql' }],
      ],
      include: /client[\\/]src[\\/].*\.[jt]sx?$/,
    }),
    lingui({ configPath: linguiConfigPath }),
  ],
  build: {
    outDir: path.join(here, '..', 'dist', 'client'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: { main: path.join(here, 'index.html'), graphiql: path.join(here, 'graphiql.html') },
      // GraphiQL's modules (and react-compiler-runtime) start with the React Compiler's "use no memo"
      // directive, which means nothing once bundled (it tells the compiler not to memoise that file);
      // the bundler warns that it drops it, on every build and every `npm start`. Only that warning
      // is silenced; every other one is printed.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
        warn(warning);
      },
      // The bundler's own profiling note ("plugins take significant time", checks.bundlerTimings) is printed
      // on a busy machine by every `npm start`; it is a hint for whoever tunes the build, not for the user.
      checks: { bundlerTimings: false },
    },
  },
  // The explorer's Monaco workers are not pre-bundled in dev (their ?worker imports break the optimiser).
  optimizeDeps: { entries: ['index.html'], exclude: ['graphiql', '@graphiql/react', '@graphiql/toolkit', 'monaco-editor', 'monaco-graphql'] },
  server: { port: 5173 },
});
