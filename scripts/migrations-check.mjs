#!/usr/bin/env node
/**
 * Migrations are history (house style): once a migration is committed, its file never changes. This
 * check (part of npm test) compares every migration file, as it is in the working tree, with the
 * version of the commit that added it; an edited or deleted committed migration fails. A new
 * migration is created with `npm run migration:create`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Two migrations were edited before this check existed, while the product had no installation; from
 * this commit on, the version of this commit is the one that counts for files that existed then.
 */
const BASELINE = '7a79e146b0eb6b38784b459aad480b0dc6a814bb';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let tracked;
try {
  // The schema snapshot (.snapshot.json) was MikroORM's working file, not a migration (retired: migration:create
  // now diffs against a migrated database).
  // Every migration file ever added to the history, and those of the working tree's index.
  const everAdded = git('log', '--diff-filter=A', '--name-only', '--format=', '--', 'migrations').split('\n');
  const indexed = git('ls-files', '--', 'migrations').split('\n');
  tracked = [...new Set([...everAdded, ...indexed])].filter((f) => f && !f.endsWith('.snapshot.json')).sort();
} catch (err) {
  console.error(`The migration check needs git: ${err.message}`);
  process.exit(1);
}

function inHistory(commit) {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

const problems = [];
for (const file of tracked) {
  // The first commit that has the file (the one that added it, or the oldest of a shallow clone).
  const added = git('log', '--diff-filter=A', '--format=%H', '--', file).split('\n').filter(Boolean).pop() ?? git('rev-list', '--max-parents=0', 'HEAD').split('\n')[0];
  const atBaseline = inHistory(BASELINE) && git('ls-tree', '--name-only', BASELINE, '--', file).trim() === file;
  const reference = atBaseline ? BASELINE : added;
  const original = git('show', `${reference}:${file}`);
  if (!existsSync(file)) problems.push(`${file} was deleted (added in ${added.slice(0, 7)})`);
  else if (readFileSync(file, 'utf8') !== original) problems.push(`${file} differs from its committed version (${reference.slice(0, 7)})`);
}

if (problems.length) {
  console.error('Committed migrations must never change; write a new migration instead (npm run migration:create):');
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`${tracked.length} committed migration files are unchanged.`);
