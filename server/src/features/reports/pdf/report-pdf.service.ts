/**
 * PDF export of reports (issue #5 point 5; methodology M8): GET …/projects/{id}/report.pdf?type=
 * renders the SPA's print view in headless Chromium (pdf-renderer.ts) as the caller, and registers
 * the exported report as a document whose ID and total kg CO2e the report prints, with a QR code to
 * the public verification page.
 *
 * The flow: validate the type (422), the project (404) and the availability (422 'Report type not
 * available!' with the reasons); compute the report once and the document total from it
 * (shared/reports documentCo2Total); register the document; render; then log the generated report.
 *
 * The document is registered (committed) BEFORE the render, because the print view reads it through
 * GraphQL (reportDocument) on its own connection to print the ID, the total and the QR code. So a
 * database transaction cannot span the render (and must not hold a connection for up to 60 s).
 * Instead a failed render is compensated: the document is deleted again and no report-generated entry
 * is written, so no verifiable ID exists for a PDF nobody received.
 *
 * The print view is signed in as the caller through a session of its own: a session row valid for
 * two minutes, created when a render slot is free and deleted right after the render; its cookies
 * go into the render's incognito context only. Bearer-token callers get such a session for the
 * token's user.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../../shared/constants';
import { DomainError, ErrorCode, keyed } from '../../../../../shared/errors';
import { documentCo2Total, availabilityReasonMessage, documentTotalBasis, isReportExportType, reportExportTypeInvalid, reportPrintPath, withDefaultSettings, type DocumentTotalBasis, type ReportExportType } from '../../../../../shared/reports';
import { requireActor } from '../../../platform/auth/actor';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../platform/auth/authenticate';
import { randomToken, sha256 } from '../../../platform/auth/tokens';
import type { RequestContext } from '../../../platform/context';
import { logger } from '../../../platform/logger';
import { Session } from '../../auth';
import { reportDecisionInputs } from '../../decisions';
import { Document } from '../../documents';
import { buildManifest, discardDocument, documentTotalText, documentVerifyUrl, manifestInputs, normaliseDocumentId, registerDocument } from '../../documents';
import { projectFor } from '../../projects';
import { scope2OfComputed, type ProjectScope2, type Scope2Inputs } from '../../scope2';
import { getReport, logGenerated, type ReportGroupModel, type ReportModel } from '../report.service';
import { renderPdf, resolveChromiumPath, type RenderCookie } from './pdf-renderer';

/** How long the print view's session lives: the render's 60 s, with room to spare. */
export const RENDER_SESSION_TTL_MS = 2 * 60_000;

export interface ReportPageTarget {
  /** The origin the render browser reaches this server on, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  projectId: number;
  type: ReportExportType;
  documentId: string;
  /** The language the document is rendered in ({@link documentLocale}). */
  locale: Locale;
}

/**
 * The language of an exported document (issue #28: the registered document is what the customer
 * signs): the effective report options' "Report language" (the user's own options, else the
 * partner's), else the user's own language, else en-GB.
 */
export function documentLocale(reportLocale: string | null | undefined, userLocale: string | null | undefined): Locale {
  if (isLocale(reportLocale)) return reportLocale;
  if (isLocale(userLocale)) return userLocale;
  return DEFAULT_LOCALE;
}

/** The query of a print view address: the document and the language it is printed in. */
export function printQuery({ documentId, locale }: Pick<ReportPageTarget, 'documentId' | 'locale'>): string {
  return `document=${encodeURIComponent(documentId)}&locale=${encodeURIComponent(locale)}`;
}

/**
 * The SPA's print view of a report (a hash route): it reads the report and the document
 * (reportDocument), draws the QR code and sets `body[data-report-ready="true"]` when done.
 */
export function reportPageUrl(target: ReportPageTarget): string {
  return `${target.baseUrl}/#${reportPrintPath(target.projectId, `${target.type}_report`)}?${printQuery(target)}`;
}

export interface ExportOptions {
  /** The server's own origin as the render browser reaches it (see internalBaseUrl in report.rest.ts). */
  baseUrl: string;
  /** The page to render; the SPA's print view by default. Tests render a page of their own. */
  pageUrl?: (target: ReportPageTarget) => string;
  /** Render timeout; 60 s by default. */
  timeoutMs?: number;
  /** Called once the document is registered, before the render (the job records it, see report-pdf.job.ts). */
  onRegistered?: (documentId: string) => Promise<void>;
}

export interface ExportedReportPdf {
  pdf: Buffer;
  document: Document;
  fileName: string;
  basis: DocumentTotalBasis;
  groupId: number | string;
  renderMs: number;
}

/** The groups in the shape of the GraphQL report (what documentCo2Total reads), with their scope 2 figures. */
function totalGroups(groups: readonly ReportGroupModel[], scope2: ProjectScope2 | null) {
  const byId = new Map((scope2?.groups ?? []).map((g) => [g.id, g]));
  return groups.map((g) => ({
    scope2: byId.get(String(g.id)) ?? null,
    id: g.id,
    state: g.state,
    active: g.active,
    primary: g.primary,
    co2EmissionKg: g.figures.co2Kg,
    refurbishedItemCount: g.refurbishedItemCount,
    lcaData: { gwpKgCo2e: g.figures.lca.gwpKg, refurbishedOffsetTotalKgCo2e: g.figures.lca.refurbishedOffsetTotalKg },
  }));
}

function notAvailable(model: ReportModel, type: ReportExportType): DomainError {
  const reasons = model.availability.reasons.filter((r) => r.reportType === `${type}_report`);
  const notAvailableMessage = keyed('reports.notAvailable');
  return new DomainError(ErrorCode.VALIDATION, notAvailableMessage, {
    fieldErrors: { type: reasons.length ? reasons.map((r) => availabilityReasonMessage(r.code, r.groupName)) : [notAvailableMessage] },
    meta: { reasons: reasons.map((r) => ({ report_type: r.reportType, code: r.code, message: r.message, group_id: r.groupId, group_name: r.groupName })) },
  });
}

function available(model: ReportModel, type: ReportExportType): boolean {
  const a = model.availability;
  return { baseline: a.singleAvailable, comparative: a.comparativeAvailable, lca: a.lcaAvailable, refurbishment: a.refurbishmentAvailable }[type];
}

const TRANSLITERATION: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', ß: 'ss', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/** A file-name part: lower-case ASCII letters, digits and dashes ("Kontor Århus" → "kontor-aarhus"). */
export function slugify(text: string, fallback = 'project'): string {
  const slug = text
    .toLowerCase()
    .replace(/[æøåßœđłþð]/g, (c) => TRANSLITERATION[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

export function reportPdfFileName(projectName: string, type: ReportExportType, documentId: string): string {
  return `${slugify(projectName)}-${type}-report-${documentId}.pdf`;
}

/**
 * A session for the print view, signed in as the caller: created when the render starts, valid two
 * minutes, deleted by `close()`.
 */
function renderSession(ctx: RequestContext) {
  const actor = requireActor(ctx.actor);
  const em = ctx.em.fork();
  let tokenHash: string | null = null;
  return {
    async cookies(): Promise<RenderCookie[]> {
      const sessionToken = randomToken();
      const csrfToken = randomToken(24);
      tokenHash = sha256(sessionToken);
      const now = new Date();
      await em.insert(Session, { tokenHash, user: actor.user.id, csrfToken, expiresAt: new Date(now.getTime() + RENDER_SESSION_TTL_MS), createdAt: now, ip: ctx.ip });
      return [
        { name: SESSION_COOKIE, value: sessionToken, httpOnly: true },
        { name: CSRF_COOKIE, value: csrfToken, httpOnly: false },
      ];
    },
    async close(): Promise<void> {
      if (!tokenHash) return;
      try {
        await em.nativeDelete(Session, { tokenHash });
      } catch (err) {
        // It expires within two minutes anyway.
        logger.warn({ err, requestId: ctx.requestId }, 'PDF export: the render session could not be deleted');
      }
    },
  };
}

/** What an export checked before anything is written: the type, the project, its report and the total. */
export interface PreparedReportPdf {
  type: ReportExportType;
  model: ReportModel;
  total: NonNullable<ReturnType<typeof documentCo2Total>>;
  /** The scope 2 inputs of a baseline or comparative report's total (issue #46 point 2); null for LCA and refurbishment. */
  scope2: Scope2Inputs | null;
}

/**
 * The scope 2 figures a baseline or comparative document registers (issue #46 point 2): the partner's
 * named method (location-based unless market-based), never M3's mix (GHG Protocol Scope 2 Guidance
 * 2015 ch. 7.1: each scope 2 result labelled by its method). LCA and refurbishment totals are not scope 2.
 */
async function reportScope2(ctx: RequestContext, model: ReportModel, type: ReportExportType) {
  if (type !== 'baseline' && type !== 'comparative') return null;
  return scope2OfComputed(ctx, model.project, model);
}

/**
 * The checks of an export, before anything is written: the type (422), the project (404), the
 * availability (422 with the reasons) and a Chromium to render with (503).
 */
export async function prepareReportPdf(ctx: RequestContext, projectId: number, type: unknown): Promise<PreparedReportPdf> {
  requireActor(ctx.actor);
  if (!isReportExportType(type)) throw DomainError.validation({ type: [reportExportTypeInvalid] });
  const model = await getReport(ctx, projectId, { reportType: `${type}_report` });
  if (!available(model, type)) throw notAvailable(model, type);
  const scope2 = await reportScope2(ctx, model, type);
  const total = documentCo2Total(type, totalGroups(model.groups, scope2?.scope2 ?? null), scope2?.inputs.method ?? null);
  if (!total) throw notAvailable(model, type);
  // No document for an export that cannot render: a missing Chromium is a 503 before registering.
  resolveChromiumPath();
  return { type, model, total, scope2: scope2?.inputs ?? null };
}

/** Registers the document of a prepared export and renders it as the caller (the document is discarded if the render fails). */
export async function renderReportPdf(ctx: RequestContext, prepared: PreparedReportPdf, options: ExportOptions): Promise<ExportedReportPdf> {
  const { type, model, total, scope2 } = prepared;
  const document = await registerDocument(ctx, {
    projectId: model.project.id,
    type,
    co2TotalKg: total.co2TotalKg,
    precision: withDefaultSettings(model.report.settings).CO2_PRECISION,
    // What anyone entitled can re-run (issue #31): the calc inputs the report was computed from.
    manifest: (doc) =>
      buildManifest({
        document: { id: doc.id, type, co2Precision: withDefaultSettings(model.report.settings).CO2_PRECISION, issuedAt: doc.createdAt },
        revisions: model.revisions,
        ratingYear: model.reference.ratingYear,
        // A comparative report prints the decision section (M10): its inputs beyond the calc inputs (issue #46).
        inputs: manifestInputs(model.inputs.groups, model.inputs.context, model.groups, scope2, type === 'comparative' ? reportDecisionInputs(model, model.project.country) : null),
        figures: model.figures,
      }),
  });
  const session = renderSession(ctx);
  const locale = documentLocale(model.reportOptions.locale, requireActor(ctx.actor).user.locale);
  const target: ReportPageTarget = { baseUrl: options.baseUrl, projectId: model.project.id, type, documentId: document.id, locale };
  let rendered;
  try {
    await options.onRegistered?.(document.id);
    rendered = await renderPdf({ url: (options.pageUrl ?? reportPageUrl)(target), locale, cookies: () => session.cookies(), timeoutMs: options.timeoutMs });
  } catch (err) {
    logger.error({ err, requestId: ctx.requestId, projectId: model.project.id, type, documentId: document.id }, 'PDF export failed; the document is discarded');
    await discardDocument(ctx, document.id).catch((e: unknown) => logger.error({ err: e, documentId: document.id }, 'PDF export: the document could not be discarded'));
    throw err;
  } finally {
    await session.close();
  }
  await logGenerated(ctx, model.project.id, { reportType: `${type}_report` });
  logger.info({ requestId: ctx.requestId, projectId: model.project.id, type, documentId: document.id, locale, bytes: rendered.pdf.length, ms: rendered.ms, queuedMs: rendered.queuedMs }, 'report PDF exported');
  return {
    pdf: rendered.pdf,
    document,
    fileName: reportPdfFileName(model.project.name, type, document.id),
    basis: total.basis,
    groupId: total.groupId,
    renderMs: rendered.ms,
  };
}

/** Checks the type and the project, computes the report and registers the document; renders it as the caller. */
export async function exportReportPdf(ctx: RequestContext, projectId: number, type: unknown, options: ExportOptions): Promise<ExportedReportPdf> {
  return renderReportPdf(ctx, await prepareReportPdf(ctx, projectId, type), options);
}

// ---- the print view's document -----------------------------------------------------------------

export interface ReportDocumentModel {
  documentId: string;
  type: ReportExportType;
  /** The registered total, kg CO2e, unrounded. */
  co2TotalKg: number;
  /** The total as printed: rounded to the precision, dot decimal. */
  co2TotalText: string;
  co2Precision: number;
  basis: DocumentTotalBasis;
  issuedAt: Date;
  verifyUrl: string;
}

/**
 * A report document of the project for the print view (GraphQL reportDocument): only documents of
 * the caller's partner and of that project; anything else, e-invoices included, is NOT_FOUND.
 */
export async function getReportDocument(ctx: RequestContext, projectId: number, documentId: unknown): Promise<ReportDocumentModel> {
  const actor = requireActor(ctx.actor);
  const project = await projectFor(ctx, projectId);
  const id = normaliseDocumentId(documentId);
  const doc = id ? await ctx.em.findOne(Document, { id, partner: actor.partner.id, project: project.id }, { populate: ['manifest'] }) : null;
  if (!doc || !isReportExportType(doc.type)) throw DomainError.notFound('documents.notFound');
  // The basis the document was registered with (its manifest's: a named scope 2 method from issue #46),
  // else the type's as before; a document issued earlier keeps its M3 label.
  const basis = doc.manifest?.totals.basis ?? documentTotalBasis(doc.type);
  return {
    documentId: doc.id,
    type: doc.type,
    co2TotalKg: Number(doc.co2TotalKg),
    co2TotalText: documentTotalText(doc),
    co2Precision: doc.co2Precision,
    basis,
    issuedAt: doc.createdAt,
    verifyUrl: documentVerifyUrl(doc),
  };
}
