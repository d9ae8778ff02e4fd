/**
 * An app instance in a process of its own (the HTTP bench's server, the tests' second instances): the
 * same createApp as `npm start`, on a random loopback port that it prints on stdout as one JSON line
 * (`{"port":…}`, what the parent waits for); SIGTERM closes the app and the ORM and exits.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../platform/config';
import { createApp, type AppHandle } from './server';

export async function serveInstance(orm: MikroORM, config: Config): Promise<AppHandle> {
  const app = await createApp(orm, config);
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const address = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      await orm.close();
      process.exit(0);
    })();
  });
  return app;
}
