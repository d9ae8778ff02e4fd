/**
 * A project's issued documents (issue #47, point 9: "the issuer reaches manifest and re-run only as raw
 * JSON"): the documents its partner registered for the project, newest first, each with what the
 * project's documents card shows beside its manifest download and re-run (document.service.ts
 * getDocumentManifest, rerunDocument). Whoever may open the project (getProject, the one rule) sees
 * its partner's documents of it; a user of another partner it is shared with sees none of them.
 *
 * GraphQL projectDocuments and GET /project-manager/projects/{projectId}/documents.
 */
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { getProject } from '../projects';
import { roundDecimalText } from './decimal';
import { Document } from './document.entity';

/** The newest documents listed; older ones are still verified and re-run by their ID. */
export const PROJECT_DOCUMENTS_MAX = 50;

export interface IssuedDocumentModel {
  documentId: string;
  type: string;
  /** The registered CO2 total, kg CO2e, rounded to the precision the document prints. */
  co2TotalKg: number;
  co2Precision: number;
  issuedAt: Date;
  issuedBy: string;
  /** SHA-256 of its manifest; null for documents issued before manifests (they verify, but cannot be re-run). */
  manifestSha256: string | null;
}

export async function listProjectDocuments(ctx: RequestContext, projectId: number): Promise<IssuedDocumentModel[]> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, projectId);
  if (project.partner.id !== actor.partner.id) return [];
  const docs = await ctx.em.find(
    Document,
    { project: project.id, partner: actor.partner.id },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: PROJECT_DOCUMENTS_MAX, populate: ['createdBy'] },
  );
  return docs.map((d) => ({
    documentId: d.id,
    type: d.type,
    co2TotalKg: Number(roundDecimalText(d.co2TotalKg, d.co2Precision)),
    co2Precision: d.co2Precision,
    issuedAt: d.createdAt,
    issuedBy: d.createdBy.name,
    manifestSha256: d.manifestSha256,
  }));
}
