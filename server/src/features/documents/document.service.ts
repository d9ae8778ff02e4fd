/**
 * Issued documents and their public verification (methodology M8; spec/project-areas.md §2 Verify
 * e-invoice screen, §4 Verify result, §7 E-invoice, §8). Registering is a server-side step of the
 * report and e-invoice exports; there is deliberately no API for it, or anyone signed in could mint
 * a "verified" total.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomInt, randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, isDomainError, keyed, type FieldErrors } from '../../../../shared/errors';
import { requireActor } from '../../platform/auth/actor';
import { RateLimit } from '../../platform/auth/rate-limit';
import { config } from '../../platform/config';
import type { RequestContext } from '../../platform/context';
import { pubSub, Topic } from '../../platform/realtime/pubsub';
import { Partner } from '../partners';
import { getProject, seesOrganisationProjects } from '../projects';
import { User } from '../users';
import { numberToDecimalText, parseDecimalText, roundDecimalText, totalsMatch } from './decimal';
import { Document, DOCUMENT_TYPES, type DocumentType } from './document.entity';
import { rerunManifest, type DocumentManifest, type RerunResult } from './manifest';
import { METHODOLOGY_VERSION } from '../../../../shared/calc';
import { canonicalSha256 } from '../../platform/canonical/canonical-json';

/** No 0/O, 1/I/L: the ID is read off paper and typed in. */
const ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ID_PATTERN = /^GIA-?([A-Z0-9]{4})-?([A-Z0-9]{4})$/;

/** A new random public document ID, 'GIA-XXXX-XXXX' (31^8 ≈ 8.5·10^11 possibilities). */
export function newDocumentId(): string {
  const part = () => Array.from({ length: 4 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
  return `GIA-${part()}-${part()}`;
}

/** The canonical form of a typed document ID (case, spaces and missing dashes forgiven), or null. */
export function normaliseDocumentId(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const m = ID_PATTERN.exec(text.replace(/\s+/g, '').toUpperCase());
  return m ? `GIA-${m[1]}-${m[2]}` : null;
}

export interface RegisterDocumentInput {
  projectId?: number | null;
  type: DocumentType;
  /** The total kg CO2e the document states, before rounding. */
  co2TotalKg: number;
  /** The CO2_PRECISION the document prints it with: 0, 1 or 2. */
  precision: number;
  /**
   * The document's manifest (issue #31, manifest.ts), built for the new document (its id and issue
   * time): stored with its SHA-256 in the same INSERT as the document, so neither exists alone.
   */
  manifest?: (doc: { id: string; createdAt: Date }) => DocumentManifest;
}

/**
 * Registers an issued document for the caller's partner and returns it (its id goes on the
 * document). The project, when given, must be one the caller can see.
 */
export async function registerDocument(ctx: RequestContext, input: RegisterDocumentInput): Promise<Document> {
  const actor = requireActor(ctx.actor);
  const errors: FieldErrors = {};
  if (!(DOCUMENT_TYPES as readonly string[]).includes(input.type)) errors.type = [keyed('common.typeOneOf', { types: DOCUMENT_TYPES.join(', ') })];
  if (![0, 1, 2].includes(input.precision)) errors.precision = [keyed('documents.precisionInvalid')];
  let total: string | null = null;
  try {
    total = numberToDecimalText(input.co2TotalKg);
  } catch {
    errors.co2_total_kg = [keyed('documents.totalOutOfRange')];
  }
  if (Object.keys(errors).length) throw DomainError.validation(errors);
  const project = input.projectId != null ? await getProject(ctx, input.projectId) : null;

  for (let attempt = 0; ; attempt++) {
    const doc = ctx.em.create(Document, {
      id: newDocumentId(),
      partner: ctx.em.getReference(Partner, actor.partner.id),
      project,
      type: input.type,
      co2TotalKg: total!,
      co2Precision: input.precision,
      createdBy: ctx.em.getReference(User, actor.user.id),
    });
    if (input.manifest) {
      const manifest = input.manifest(doc);
      doc.manifest = manifest;
      doc.manifestSha256 = canonicalSha256(manifest);
    }
    try {
      await ctx.em.flush();
      publishDocumentEvent(doc.id, actor.partner.id, project?.id ?? null, input.type, actor.user.id);
      return doc;
    } catch (err) {
      // A clash of random IDs is rare; draw again a few times.
      ctx.em.getUnitOfWork().unsetIdentity(doc);
      if (!(err instanceof UniqueConstraintViolationException) || attempt >= 4) throw err;
    }
  }
}

/**
 * Removes a document registered for an export that then failed, so that no verifiable ID exists for
 * a document nobody received. Only the caller's partner's documents.
 */
export async function discardDocument(ctx: RequestContext, documentId: string): Promise<void> {
  const actor = requireActor(ctx.actor);
  const removed = await ctx.em.nativeDelete(Document, { id: documentId, partner: actor.partner.id });
  if (removed) publishDocumentEvent(documentId, actor.partner.id, null, 'discarded', actor.user.id);
}

/** Open dashboards of the partner refetch their figures (reports generated, documented CO2). */
function publishDocumentEvent(documentId: string, partnerId: number, projectId: number | null, type: string, byUserId: number): void {
  pubSub.publish(Topic.DocumentRegistered, { documentId, partnerId, projectId, type, byUserId });
}

/** The registered total as the document prints it: rounded to its precision, dot decimal ("1234.6"). */
export function documentTotalText(doc: Pick<Document, 'co2TotalKg' | 'co2Precision'>): string {
  return roundDecimalText(doc.co2TotalKg, doc.co2Precision);
}

/**
 * The public verification page filled in with the document's ID and printed total: what the QR code
 * on the document links to (the SPA's hash route /verify-evoice).
 */
export function documentVerifyUrl(doc: Pick<Document, 'id' | 'co2TotalKg' | 'co2Precision'>, publicUrl: string = config().publicUrl): string {
  const query = new URLSearchParams({ id: doc.id, total: documentTotalText(doc) });
  return `${publicUrl}/#/verify-evoice?${query.toString()}`;
}

/** What the public check answers (GraphQL DocumentVerification; REST spells it in document.rest-mapper.ts). */
export interface VerifyResult {
  result: 'correct' | 'incorrect';
  documentId: string;
  /** The registered total rounded to the document's precision; only when the given total is correct. */
  totalKgCo2e?: number;
  co2Precision: number;
  type: DocumentType;
  issuedAt: Date;
  /**
   * SHA-256 of the document's manifest (issue #31), so that a holder of the PDF can check its figures
   * with the issuer's re-run; only when the given total is correct and the document has a manifest.
   */
  manifestSha256?: string;
}

/**
 * 30 checks per minute per client address: enough for people, too few to guess IDs. Counted in
 * PostgreSQL, once across all instances (platform/auth/rate-limit.ts).
 */
let verifyLimiter = new RateLimit('document-verify', 30, 60_000);
/** Tests start each case with a fresh limit (counters of a new, unique name; the old ones expire by themselves). */
export function resetVerifyRateLimit(): void {
  verifyLimiter = new RateLimit(`document-verify-${randomUUID()}`, 30, 60_000);
}

/**
 * GET /verify-evoice/{documentID}?co2total= (public): correct when the given total equals the
 * registered one after rounding both to the document's CO2 precision (M8); 404 for an unknown ID;
 * 422 when the total is missing or not a number (comma or dot decimal separator).
 */
export async function verifyDocument(ctx: RequestContext, documentId: unknown, co2Total: unknown): Promise<VerifyResult> {
  // Counted first, atomically (issue #45, point 3): parallel checks and GraphQL aliases get no more than the limit.
  const wait = await verifyLimiter.consume(ctx.em, ctx.ip);
  if (wait > 0) {
    throw new DomainError(ErrorCode.RATE_LIMITED, keyed('documents.tooManyAttempts', { seconds: wait }), { meta: { retry_after: wait } });
  }
  if (co2Total == null || String(co2Total).trim() === '') throw DomainError.invalid('co2total', 'documents.totalRequired');
  const given = parseDecimalText(co2Total);
  if (given === null) throw DomainError.invalid('co2total', 'documents.totalNotNumber');

  const id = normaliseDocumentId(documentId);
  const doc = id ? await ctx.em.findOne(Document, { id }) : null;
  if (!doc) throw DomainError.notFound('documents.notFound');

  const correct = totalsMatch(given, doc.co2TotalKg, doc.co2Precision);
  return {
    result: correct ? 'correct' : 'incorrect',
    documentId: doc.id,
    ...(correct ? { totalKgCo2e: Number(roundDecimalText(doc.co2TotalKg, doc.co2Precision)) } : {}),
    co2Precision: doc.co2Precision,
    type: doc.type,
    issuedAt: doc.createdAt,
    ...(correct && doc.manifestSha256 ? { manifestSha256: doc.manifestSha256 } : {}),
  };
}

// ---- manifests and re-runs (issue #31) ------------------------------------------------------------

/**
 * A report document of the caller's partner with its manifest. Anyone else, a signed-out caller
 * included, gets 404 "Not found." (the issue asks for 404, not 401: a document ID printed on paper
 * must not tell a stranger whether it exists beyond what the public check does).
 */
/**
 * A document's manifest for whoever may open its project: the one access rule of every path that
 * reaches a project (getProject; issue #45, point 6: a colleague who gets 404 on the project read its
 * manifest, every item and amount, before). A document whose project was deleted is its issuer's and
 * the partner's admins' and collaborators'. The public verify page keeps its own narrow answer.
 */
async function ownDocumentWithManifest(ctx: RequestContext, documentId: string): Promise<{ doc: Document; manifest: DocumentManifest; sha256: string }> {
  // Anonymous callers get the 404 of everyone else (the document's existence is not a hint).
  const actor = ctx.actor;
  const id = normaliseDocumentId(documentId);
  const doc = actor && id ? await ctx.em.findOne(Document, { id, partner: actor.partner.id }, { populate: ['manifest'] }) : null;
  if (!doc?.manifest || !doc.manifestSha256) throw DomainError.notFound('common.notFound');
  if (doc.project) {
    await getProject(ctx, doc.project.id).catch((err: unknown) => {
      throw isDomainError(err) && (err as DomainError).code === ErrorCode.NOT_FOUND ? DomainError.notFound('common.notFound') : err;
    });
  } else if (doc.createdBy.id !== actor!.user.id && !seesOrganisationProjects(actor!)) {
    throw DomainError.notFound('common.notFound');
  }
  return { doc, manifest: doc.manifest, sha256: doc.manifestSha256 };
}

export type ManifestReply = DocumentManifest & { sha256: string };

/** GET /documents/{id}/manifest: the stored manifest and its SHA-256, as registered. */
export async function getDocumentManifest(ctx: RequestContext, documentId: string): Promise<ManifestReply> {
  const { manifest, sha256 } = await ownDocumentWithManifest(ctx, documentId);
  return { sha256, ...manifest };
}

export interface RerunReply extends RerunResult {
  /** Whether the stored manifest still hashes to the SHA-256 registered with it. */
  manifestSha256Valid: boolean;
  sha256: string;
  methodologyVersion: string;
}

/** POST /documents/{id}/rerun: the manifest's totals computed again from its inputs alone with today's code. */
export async function rerunDocument(ctx: RequestContext, documentId: string): Promise<RerunReply> {
  const { manifest, sha256 } = await ownDocumentWithManifest(ctx, documentId);
  const result = rerunManifest(manifest);
  return { ...result, manifestSha256Valid: canonicalSha256(manifest) === sha256, sha256, methodologyVersion: METHODOLOGY_VERSION };
}
