/**
 * Batched loads of the requests feature's GraphQL fields (platform/db/loaders.ts): a request's buyer
 * partner, owner, project, questions and shares; a share's request, answers and response group; an
 * internal share's user. A row whose relation is already loaded (the services populate what the REST
 * replies need) costs nothing; the others of the same tick are read in one query per relation, so the
 * inbox costs the same number of SQL statements for 3 rows as for 12 (tested in
 * server/test/projects-requests-queries.test.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadById, populateBatched } from '../../platform/db/loaders';
import { Partner } from '../partners';
import { Project } from '../projects';
import { SolutionGroup } from '../solutions';
import { User } from '../users';
import { BuyerRequest, type Question, type QuestionAnswer, type RequestInternalShare, type RequestShare } from './request.entity';

export function requestPartnerOf(em: EntityManager, r: BuyerRequest): Promise<Partner> {
  return loadById(em, Partner, r.partner);
}

export function requestOwnerOf(em: EntityManager, r: BuyerRequest): Promise<User> {
  return loadById(em, User, r.owner);
}

export function requestProjectOf(em: EntityManager, r: BuyerRequest): Promise<Project> {
  return loadById(em, Project, r.project);
}

export async function questionsOf(em: EntityManager, r: BuyerRequest): Promise<Question[]> {
  if (!r.questions.isInitialized()) await populateBatched(em, 'BuyerRequest', ['questions'], r);
  return r.questions.getItems();
}

export async function sharesOfRequest(em: EntityManager, r: BuyerRequest): Promise<RequestShare[]> {
  if (!r.shares.isInitialized()) await populateBatched(em, 'BuyerRequest', ['shares'], r);
  return r.shares.getItems();
}

export function requestOfShare(em: EntityManager, s: RequestShare): Promise<BuyerRequest> {
  return loadById(em, BuyerRequest, s.request);
}

/** The share's answers with their questions. */
export async function answersOf(em: EntityManager, s: RequestShare): Promise<QuestionAnswer[]> {
  if (!s.answers.isInitialized()) await populateBatched(em, 'RequestShare', ['answers', 'answers.question'], s);
  return s.answers.getItems();
}

/** A share's response group (given as the share's reference). */
export function responseGroupOf(em: EntityManager, group: SolutionGroup): Promise<SolutionGroup> {
  return loadById(em, SolutionGroup, group);
}

export function internalShareUserOf(em: EntityManager, i: RequestInternalShare): Promise<User> {
  return loadById(em, User, i.user);
}
