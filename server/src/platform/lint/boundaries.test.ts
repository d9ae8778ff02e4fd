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
