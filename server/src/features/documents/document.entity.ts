import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Partner } from '../partners';
import { Project } from '../projects';
import { User } from '../users';
import type { DocumentManifest } from './manifest';

export const DOCUMENT_TYPES = ['baseline', 'comparative', 'lca', 'refurbishment', 'e_invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * A document the product issued (a report PDF or an e-invoice) with the total kg CO2e it states
 * (methodology M8). The id is the public document ID printed on it ('GIA-XXXX-XXXX'); the public
 * verification page checks a total against the registered one.
 */
@Entity({ tableName: 'documents' })
@Index({ properties: ['partner', 'createdAt'] })
export class Document {
  @PrimaryKey({ type: 'string', length: 13 })
  id!: string;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @ManyToOne(() => Project, { nullable: true, deleteRule: 'set null' })
  project: Project | null = null;

  @Property({ type: 'string', length: 20 })
  type!: DocumentType;

  /** Exact decimal text (numeric(20,6)), as registered. */
  @Property({ type: 'decimal', precision: 20, scale: 6, fieldName: 'co2_total_kg' })
  co2TotalKg!: string;

  /** The CO2_PRECISION the document prints the total with: 0, 1 or 2 decimals. */
  @Property({ type: 'smallint', fieldName: 'co2_precision' })
  co2Precision!: number;

  @ManyToOne(() => User)
  createdBy!: User;

  /**
   * The manifest of a report document (issue #31, manifest.ts): the calc inputs, reference versions,
   * methodology version and totals it was issued with, written in the same INSERT as the document, so
   * a report document never exists without it. Null for e-invoices and for documents issued before
   * manifests. Lazy: the public check and the lists do not read it.
   */
  @Property({ type: 'json', nullable: true, lazy: true })
  manifest: DocumentManifest | null = null;

  /** SHA-256 (hex) of the manifest's canonical JSON (platform/canonical/canonical-json.ts). */
  @Property({ type: 'string', length: 64, nullable: true, fieldName: 'manifest_sha256' })
  manifestSha256: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
