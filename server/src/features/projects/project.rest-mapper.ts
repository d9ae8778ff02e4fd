/**
 * The REST facade's spelling of projects, notes and shares (spec/platform-and-shell.md §7): the field
 * table that reads a REST body into the domain input, and the presenters of the replies.
 */
import type { NoteFields, ProjectFields } from '../../../../shared/validation';
import type { Actor } from '../../platform/auth/actor';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import type { Note, Project, ProjectShare } from './project.entity';
import { isOwner } from './project-access';
import { appOf, type ProjectShareInput } from './project.service';
import { noteSchema, projectSchema } from '../../../../shared/validation';

export const projectRestFields: RestFieldTable<ProjectFields> = {
  name: 'name',
  clientId: 'client_id',
  description: 'description',
  kwhPrice: 'kwh_price',
  currency: 'currency',
  investment: 'investment',
  oldKwh: 'old_kwh',
  address: 'address',
  city: 'city',
  zip: 'zip',
  country: 'country',
};

export const noteRestFields: RestFieldTable<NoteFields> = { note: 'note' };

/** POST /projects/{id}/share: the subscriber by id or e-mail (errors are on `subscriber`). */
export const shareRestFields: RestFieldTable<ProjectShareInput> = { subscriber: 'subscriber', subscriberId: 'subscriber_id', email: 'email' };

/** POST /{namespace}/projects/{id}/clone {client_id}: the client of the copy (its id is parsed at the edge). */
export const cloneRestFields: RestFieldTable<{ clientId?: unknown }> = { clientId: 'client_id' };

export function presentProject(p: Project, actor: Actor) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    client_id: p.client.id,
    partner_id: p.partner.id,
    user_id: p.owner.id,
    namespace: p.namespace,
    kwh_price: p.kwhPrice,
    old_kwh: p.oldKwh,
    currency: p.currency,
    investment: p.investment,
    address: p.address,
    city: p.city,
    zip: p.zip,
    country: p.country,
    generic_area_id: p.genericAreaId,
    isProjectOwner: isOwner(actor, p),
    shared_with_partner: p.partner.id !== actor.partner.id,
    itemValidationCount: { validated: 0, total: 0 },
    owner: { id: p.owner.id, name: p.owner.name, email: p.owner.email },
    client: p.client.name !== undefined ? { id: p.client.id, name: p.client.name } : { id: p.client.id },
    app: appOf(p.namespace),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

export function presentNote(n: Note) {
  return { id: n.id, note: n.note, user: { id: n.author.id, name: n.author.name }, created_at: n.createdAt, updated_at: n.updatedAt };
}

export function presentShare(s: ProjectShare) {
  return {
    id: s.id,
    project_id: s.project.id,
    subscriber_id: s.subscriber.id,
    subscriber: { id: s.subscriber.id, email: s.subscriber.email, name: s.subscriber.name },
    auther: { id: s.author.id, name: s.author.name, email: s.author.email },
    created_at: s.createdAt,
  };
}

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(projectRestFields, projectSchema);
describedBy(noteRestFields, noteSchema);
