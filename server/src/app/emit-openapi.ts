/**
 * `npm run openapi:emit` writes the REST replies' schemas generated from the handlers' types
 * (server/src/platform/http/openapi-replies.json, see openapi-replies.ts); `--check` fails when the
 * committed file differs from the code (npm test runs it: the drift check, as for schema.graphql).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../platform/config';
import { generateReplies } from '../platform/http/openapi-replies';

const file = path.join(ROOT_DIR, 'server', 'src', 'platform', 'http', 'openapi-replies.json');
const text = `${JSON.stringify(generateReplies(ROOT_DIR), null, 1)}\n`;
if (process.argv.includes('--check')) {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== text) {
    console.error('openapi-replies.json is out of date: run `npm run openapi:emit` and commit it.');
    process.exit(1);
  }
  console.log('openapi-replies.json is up to date');
} else {
  await writeFile(file, text);
  console.log(`wrote ${path.relative(ROOT_DIR, file)}`);
}
