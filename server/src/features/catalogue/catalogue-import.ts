/**
 * The catalogue import (Boavizta product-carbon-footprint CSV) as a background job:
 *
 * 1. The upload (REST multipart) is written to a file under UPLOADS_DIR/.catalogue-imports (a dot
 *    folder, never served), read once as a stream to refuse what is not a Boavizta CSV with the
 *    spec's 422 texts and to count its rows, and a `catalogue.import` job is queued; the reply is the
 *    job's id at once.
 * 2. Any instance runs the job: it streams the file again (one record in memory at a time), maps each
 *    row, and upserts products by manufacturer + model name in batches of IMPORT_BATCH rows, all in
 *    ONE transaction (nothing half-written; a retried run starts clean). Progress (rows done, total,
 *    created, updated, rejected) is stored on the job and published on the realtime bus after each
 *    batch; the result lists rejected rows with their reasons.
 *
 * Memory: the file is never held whole. What grows is the map of the catalogue's existing keys and
 * the keys seen in the file (to find in-file duplicates): a string and a number per product.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BoaviztaFormatError, BoaviztaRowReader, CsvStreamParser, boaviztaProductKey, skipReason, type BoaviztaSkip, type CsvRecord, type MappedProduct } from '../../../../shared/catalogue';
import { DomainError, keyed, renderMessage } from '../../../../shared/errors';
import { requireActor, requireSuperAdmin } from '../../platform/auth/actor';
import { config } from '../../platform/config';
import type { RequestContext } from '../../platform/context';
import { jobs, PermanentJobError, type JobView } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { IMPORT_BATCH, SKIPPED_LISTED, productData, updateMany, type ImportProgress, type ImportProgressInfo, type ImportResult } from './catalogue.service';
import { Product } from './product.entity';

export const CATALOGUE_IMPORT_JOB = 'catalogue.import';

export interface CatalogueImportPayload {
  /** The stored upload, relative to UPLOADS_DIR (every instance shares that folder). */
  file: string;
  fileName: string;
  /** Data rows counted at upload. */
  total: number;
}

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    'catalogue.import': CatalogueImportPayload;
  }
}

/** Where uploads wait for their job (a dot folder: /uploads never serves it). */
export function importDir(): string {
  return path.join(config().uploadsDir, '.catalogue-imports');
}

export async function newImportPath(): Promise<string> {
  const dir = importDir();
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}.csv`);
}

const notText = () => new BoaviztaFormatError(keyed('catalogue.notText'));

/** The file's records, a piece at a time (bounded memory); the first is the header. */
async function* csvRecords(file: string): AsyncGenerator<CsvRecord[]> {
  const parser = new CsvStreamParser();
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 128 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      if (chunk.includes('\u0000')) throw notText();
      const records = parser.push(chunk);
      if (records.length) yield records;
    }
  } catch (e) {
    if (e instanceof BoaviztaFormatError) throw e;
    if ((e as { name?: string }).name === 'CsvSyntaxError') throw new BoaviztaFormatError(keyed('catalogue.notCsv', { reason: (e as Error).message }));
    throw e;
  } finally {
    stream.destroy();
  }
  let last: CsvRecord[];
  try {
    last = parser.end();
  } catch (e) {
    throw new BoaviztaFormatError(keyed('catalogue.notCsv', { reason: (e as Error).message }));
  }
  if (last.length) yield last;
}

/**
 * Reads the whole file once (streamed) and says whether it is a Boavizta CSV: throws
 * BoaviztaFormatError (not text, not CSV, empty, a required column missing); returns its data rows.
 */
export async function scanCatalogueFile(file: string): Promise<{ total: number }> {
  let header = false;
  let total = 0;
  for await (const records of csvRecords(file)) {
    if (!header) {
      new BoaviztaRowReader(records[0]!.fields);
      header = true;
      total += records.length - 1;
    } else total += records.length;
  }
  if (!header) throw new BoaviztaFormatError(keyed('catalogue.fileEmpty'));
  return { total };
}

/**
 * Imports a Boavizta CSV file into the global catalogue, streamed, in one transaction: upsert by
 * manufacturer + model name, every unusable row rejected with its line and reason; of rows with the
 * same manufacturer and name, the last is kept and the earlier ones are rejected as duplicates.
 */
export async function importCatalogueFile(em: EntityManager, file: string, options: { total?: number; onProgress?: ImportProgress } = {}): Promise<ImportResult> {
  const categories = new Set((await em.getConnection().execute<Array<{ id: string }>>('select id from categories')).map((c) => c.id));
  const skipped: BoaviztaSkip[] = [];
  const counts: ImportProgressInfo = { done: 0, total: options.total ?? 0, created: 0, updated: 0, rejected: 0 };
  const reject = (s: BoaviztaSkip) => {
    counts.rejected += 1;
    // Bounded: keep the SKIPPED_LISTED lowest lines (duplicates report an earlier line late).
    skipped.push(s);
    if (skipped.length >= SKIPPED_LISTED * 4) {
      skipped.sort((a, b) => a.line - b.line);
      skipped.length = SKIPPED_LISTED;
    }
  };
  await em.transactional(async (tx) => {
    // The catalogue's global products by key (not entities: the identity map stays empty), and every
    // external id in use: the 32-bit id of a Boavizta row can collide (about one pair in 100,000 rows).
    const byKey = new Map<string, { id: number; externalId: string | null }>();
    const externalIds = new Set<string>();
    const conn = tx.getConnection();
    for (const p of await conn.execute<Array<{ id: number; manufacturer: string; model_name: string; external_id: string | null; partner_id: number | null }>>('select id, manufacturer, model_name, external_id, partner_id from products', [], 'all', tx.getTransactionContext())) {
      if (p.external_id) externalIds.add(p.external_id);
      if (p.partner_id === null) byKey.set(boaviztaProductKey(p.manufacturer, p.model_name), { id: p.id, externalId: p.external_id });
    }
    /** A new product's external id: the row's own, or with a suffix when another product has it. */
    const freeExternalId = (wanted: string) => {
      let id = wanted;
      for (let n = 2; externalIds.has(id); n++) id = `${wanted}-${n}`;
      externalIds.add(id);
      return id;
    };
    // Keys seen in this file: the line of their last occurrence, and whether it is written yet.
    const seen = new Map<string, number>();
    const written = new Set<string>();
    let batch = new Map<string, MappedProduct>();
    let reader: BoaviztaRowReader | null = null;

    const flush = async () => {
      if (!batch.size) return;
      const now = new Date();
      const inserts: Array<ReturnType<typeof productData> & { category: string; specs: Record<string, unknown>; createdAt: Date; updatedAt: Date }> = [];
      const insertKeys: string[] = [];
      const updates: Array<Record<string, unknown> & { id: number }> = [];
      for (const [key, m] of batch) {
        const data = { ...productData(m), category: m.categoryId, updatedAt: now };
        const existing = byKey.get(key);
        const counted = written.has(key);
        written.add(key);
        if (existing) {
          // An existing product keeps its external id (other data may refer to it).
          updates.push({ id: existing.id, ...data, externalId: existing.externalId ?? freeExternalId(data.externalId) });
          if (!counted) counts.updated += 1;
        } else {
          // A native insert runs no property initializers: the defaults of em.create are spelled out.
          inserts.push({ ...data, externalId: freeExternalId(data.externalId), specs: {}, createdAt: now });
          insertKeys.push(key);
          counts.created += 1;
        }
      }
      if (inserts.length) {
        const ids = await tx.insertMany(Product, inserts);
        ids.forEach((id, i) => byKey.set(insertKeys[i]!, { id: Number(id), externalId: inserts[i]!.externalId }));
      }
      if (updates.length) await updateMany(tx, updates);
      batch = new Map();
    };

    for await (const records of csvRecords(file)) {
      let from = 0;
      if (!reader) {
        reader = new BoaviztaRowReader(records[0]!.fields);
        from = 1;
      }
      for (let i = from; i < records.length; i++) {
        const record = records[i]!;
        counts.done += 1;
        const r = reader.read(record);
        if (!r.ok) {
          reject({ line: record.line, reason: r.reason, code: r.code, params: r.params });
        } else if (!categories.has(r.product.categoryId)) {
          reject({ line: record.line, ...skipReason('categoryNotInReference', { category: r.product.categoryId, product: `${r.product.manufacturer} ${r.product.modelName}` }) });
        } else {
          const key = boaviztaProductKey(r.product.manufacturer, r.product.modelName);
          const previous = seen.get(key);
          if (previous !== undefined) reject({ line: previous, ...skipReason('duplicate', { line: record.line }) });
          seen.set(key, record.line);
          batch.delete(key);
          batch.set(key, r.product);
        }
        if (counts.done % IMPORT_BATCH === 0) {
          await flush();
          await options.onProgress?.({ ...counts, total: Math.max(counts.total, counts.done) });
        }
      }
    }
    if (!reader) throw new BoaviztaFormatError(keyed('catalogue.fileEmpty'));
    await flush();
  });
  counts.total = counts.done;
  await options.onProgress?.({ ...counts });
  skipped.sort((a, b) => a.line - b.line);
  return { rows: counts.done, created: counts.created, updated: counts.updated, rejected: counts.rejected, skipped: skipped.slice(0, SKIPPED_LISTED) };
}

/** The `catalogue.import` job (registered by server/src/app/jobs.ts). */
export function registerCatalogueJobs(): void {
  jobs.work(
    CATALOGUE_IMPORT_JOB,
    async (payload, ctx) => {
      const file = path.join(config().uploadsDir, payload.file);
      const last = ctx.attempt >= ctx.maxAttempts;
      try {
        let lastReport = 0;
        const result = await importCatalogueFile(ctx.em, file, {
          total: payload.total,
          onProgress: async (p) => {
            // At most about five reports a second (a batch takes a few milliseconds on a small file).
            const now = Date.now();
            if (p.done < p.total && now - lastReport < 200) return;
            lastReport = now;
            await ctx.progress(p);
          },
        });
        await unlink(file).catch(() => undefined);
        return result;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new PermanentJobError('The uploaded file is no longer there; upload it again.');
        if (last || e instanceof BoaviztaFormatError) await unlink(file).catch(() => undefined);
        if (e instanceof BoaviztaFormatError) throw new PermanentJobError(e.message);
        throw e;
      }
    },
    { maxAttempts: 3, backoffMs: 5000 },
  );
}

export interface CatalogueImportStatus {
  jobId: number;
  fileName: string;
  state: JobView['state'];
  progress: ImportProgressInfo;
  result: ImportResult | null;
  error: string | null;
}

function present(job: JobView): CatalogueImportStatus {
  const payload = job.payload as CatalogueImportPayload | null;
  const progress = (job.progress as ImportProgressInfo | null) ?? { done: 0, total: payload?.total ?? 0, created: 0, updated: 0, rejected: 0 };
  return {
    jobId: job.id,
    fileName: payload?.fileName ?? '',
    state: job.state,
    progress,
    result: job.state === 'completed' ? (job.result as ImportResult) : null,
    error: job.state === 'failed' ? job.lastError : null,
  };
}

/** The super admins' upload: the stored file is checked, then queued; answers with the job at once. */
export async function queueCatalogueImport(ctx: RequestContext, file: { path: string; originalname: string } | undefined): Promise<CatalogueImportStatus> {
  const actor = requireActor(ctx.actor);
  requireSuperAdmin(actor);
  if (!file) throw DomainError.validation({ file: [keyed('catalogue.fileRequired')] });
  try {
    if (!/\.csv$/i.test(file.originalname)) throw DomainError.validation({ file: [keyed('catalogue.csvOnly')] });
    let total: number;
    try {
      ({ total } = await scanCatalogueFile(file.path));
    } catch (e) {
      if (e instanceof BoaviztaFormatError) throw DomainError.validation({ file: [e.keyed] });
      throw e;
    }
    const payload: CatalogueImportPayload = { file: path.relative(config().uploadsDir, file.path), fileName: file.originalname.slice(0, 200), total };
    const id = await jobs.send(ctx.em, CATALOGUE_IMPORT_JOB, payload, { createdBy: actor.user.id });
    logger.info({ jobId: id, rows: total, userId: actor.user.id }, 'catalogue import queued');
    return { jobId: id, fileName: payload.fileName, state: 'queued', progress: { done: 0, total, created: 0, updated: 0, rejected: 0 }, result: null, error: null };
  } catch (e) {
    await unlink(file.path).catch(() => undefined);
    throw e;
  }
}

/** A catalogue import's state, for a super admin (any import: the catalogue is global). */
export async function catalogueImportStatus(ctx: RequestContext, jobId: number): Promise<CatalogueImportStatus> {
  requireSuperAdmin(requireActor(ctx.actor));
  const job = await jobs.get(ctx.em, jobId);
  if (!job || job.name !== CATALOGUE_IMPORT_JOB) throw DomainError.notFound();
  return present(job);
}

/** For the CLI: the message of a format error. */
export function formatErrorText(e: unknown): string | null {
  return e instanceof BoaviztaFormatError ? renderMessage(e.keyed) : null;
}
