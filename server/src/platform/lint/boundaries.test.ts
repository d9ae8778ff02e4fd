/**
 * The guard rails of eslint.config.js refuse what house style forbids (and allow what it allows):
 * a feature reaching into another feature's files, shared/ importing the server or the client,
 * shared/calc importing outside itself, process.env outside the configuration module.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';

// The type-aware rules need files on disk; these snippets only exercise the import and env rules.
const eslint = new ESLint({ cwd: ROOT_DIR, overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } }, ruleFilter: ({ ruleId }) => !ruleId.startsWith('@typescript-eslint/') });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT_DIR, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('eslint guard rails', () => {
  it("refuses a feature importing another feature's file, allows its index and the kit", async () => {
    expect(await problems('server/src/features/solutions/x.ts', "import { Project } from '../projects/project.entity';\nexport { Project };")).toEqual(['local/feature-boundaries']);
    expect(await problems('server/src/features/solutions/x.ts', "import { Project } from '../projects';\nexport { Project };")).toEqual([]);
    expect(await problems('server/src/features/solutions/deep/x.ts', "import { a } from '../item.service';\nexport { a };")).toEqual([]);
    expect(await problems('client/src/features/reports/x.tsx', "import { FormikField } from '../auth/FormikField';\nexport { FormikField };")).toEqual(['local/feature-boundaries']);
    expect(await problems('client/src/features/reports/x.tsx', "import { EmptyState } from '../common/EmptyState';\nexport { EmptyState };")).toEqual([]);
  });

  it('keeps the server layers pointing one way: platform imports no feature, only the composition root composes', async () => {
    expect(await problems('server/src/platform/http/x.ts', "import { userRoutes } from '../../features/users';\nexport { userRoutes };")).toEqual(['local/server-layers']);
    expect(await problems('server/src/platform/auth/x.ts', "import type { User } from '../../features/users/user.entity';\nexport type { User };")).toEqual(['local/server-layers']);
    expect(await problems('server/src/platform/http/x.ts', "import { createApp } from '../../app/server';\nexport { createApp };")).toEqual(['local/server-layers']);
    expect(await problems('server/src/platform/http/x.ts', "import { logger } from '../logger';\nexport { logger };")).toEqual([]);
    expect(await problems('server/src/features/users/x.ts', "import { resolvers } from '../../app/schema';\nexport { resolvers };")).toEqual(['local/server-layers']);
    expect(await problems('server/src/main.ts', "import { seedDemo } from './features/seed/demo-seed';\nexport { seedDemo };")).toEqual(['local/server-layers']);
    expect(await problems('server/src/app/schema.ts', "import { UserResolver } from '../features/users/user.resolver';\nexport { UserResolver };")).toEqual([]);
  });

  it("refuses `export *` in a server feature's index.ts", async () => {
    expect(await problems('server/src/features/users/index.ts', "export * from './user.entity';")).toEqual(['no-restricted-syntax']);
    expect(await problems('server/src/features/users/index.ts', "export { User } from './user.entity';")).toEqual([]);
  });

  it('keeps shared/ free of the server and the client, and shared/calc pure', async () => {
    expect(await problems('shared/reports/x.ts', "import { a } from '../../server/src/platform/config';\nexport { a };")).toEqual(['no-restricted-imports']);
    expect(await problems('shared/reports/x.ts', "import { a } from '../../client/src/app/i18n';\nexport { a };")).toEqual(['no-restricted-imports']);
    expect(await problems('shared/calc/x.ts', "import { a } from '../errors';\nexport { a };")).toEqual(['no-restricted-imports']);
    expect(await problems('shared/calc/x.ts', "import { a } from './energy';\nexport { a };")).toEqual([]);
  });

  it('reads process.env only in the configuration module', async () => {
    expect(await problems('server/src/features/projects/x.ts', 'export const a = process.env.SECRET;')).toEqual(['no-restricted-properties']);
    expect(await problems('server/src/platform/config.ts', 'export const a = process.env.SECRET;')).toEqual([]);
  });
});
