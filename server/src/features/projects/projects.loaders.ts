/**
 * Batched loads of the projects feature's GraphQL fields (platform/db/loaders.ts): a project's client
 * and owner, a note's author, a share's subscriber and author. A row whose relation is already loaded
 * (the list services populate them) costs nothing; the others of the same tick are read in one
 * `where id in (…)`, so a list costs the same number of SQL statements for 3 rows as for 12 (tested in
 * server/test/projects-requests-queries.test.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadById } from '../../platform/db/loaders';
import { Client } from '../clients';
import { User } from '../users';
import type { Note, Project, ProjectShare } from './project.entity';

export function clientOf(em: EntityManager, p: Project): Promise<Client> {
  return loadById(em, Client, p.client);
}

export function ownerOf(em: EntityManager, p: Project): Promise<User> {
  return loadById(em, User, p.owner);
}

export function noteAuthorOf(em: EntityManager, n: Note): Promise<User> {
  return loadById(em, User, n.author);
}

export function shareSubscriberOf(em: EntityManager, s: ProjectShare): Promise<User> {
  return loadById(em, User, s.subscriber);
}

export function shareAuthorOf(em: EntityManager, s: ProjectShare): Promise<User> {
  return loadById(em, User, s.author);
}
