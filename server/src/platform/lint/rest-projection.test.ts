/**
 * One projection per model (issue #30, point 6): a REST reply is the typed view GraphQL presents,
 * spelled through an output table (`toRest`, platform/http/rest-fields.ts), so no feature keeps a
 * hand-written `*.presenters.ts` beside its views; and a REST body reaches a service only through a
 * field table (`fromRest`, or a feature's `…FromRest` reader built on it), never as raw `req.body`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';

const FEATURES_DIR = path.join(ROOT_DIR, 'server/src/features');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const files = filesUnder(FEATURES_DIR).map((f) => path.relative(FEATURES_DIR, f).split(path.sep).join('/'));

/** A read of the body is fine inside a field-table reader: fromRest(table, …req.body…), settingsFromRest(req.body), choice(req.body). */
const READ_THROUGH_TABLE = /\b(?:fromRest\([^;]*?|\w+FromRest\(|choice\()\breq\.body\b/g;

describe('#rest.projection', () => {
  it('keeps no hand-written REST presenters beside the views', () => {
    expect(files.filter((f) => f.endsWith('.presenters.ts'))).toEqual([]);
  });

  it('reads every REST body through a field table', () => {
    const raw: string[] = [];
    for (const f of files.filter((x) => x.endsWith('.rest.ts'))) {
      fs.readFileSync(path.join(FEATURES_DIR, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const reads = line.match(/\breq\.body\b/g)?.length ?? 0;
          const throughTable = line.match(READ_THROUGH_TABLE)?.length ?? 0;
          if (reads > throughTable) raw.push(`${f}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(raw).toEqual([]);
  });
});
