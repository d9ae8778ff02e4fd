import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { babelPlugins } from './babel-plugins.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const linguiConfigPath = path.join(here, 'lingui.config.ts');
process.env.LINGUI_CONFIG = linguiConfigPath;

export default defineProject({
  plugins: [
    react(),
    babelPlugins({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /client[\\/]src[\\/].*\.[jt]sx?$/ }),
    lingui({ configPath: linguiConfigPath }),
  ],
  test: {
    name: 'client',
    root: here,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A screen test renders a whole page in jsdom; on a loaded 2-core machine the 5 s default cut off
    // ResponseSolution.test.tsx mid-run. A timeout is a hang guard, not a speed target (those are in bench/).
    testTimeout: 20000,
    // Trap 2 of the stack notes: one copy of graphql for Apollo Client.
    server: { deps: { inline: ['@apollo/client'] } },
  },
});
