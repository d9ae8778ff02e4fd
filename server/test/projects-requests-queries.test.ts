/**
 * No N+1 on the project lists and the request inbox: the client's own GraphQL documents (printed as
 * they are sent) run the same number of SQL statements for 3 rows as for 12, each row with its own
 * owner, client, author, buyer partner and project. Field resolvers batch their loads through
 * per-request loaders (server/src/features/projects/projects.loaders.ts,
 * server/src/features/requests/requests.loaders.ts), as the solutions screen does
 * (solutions-screen-queries.test.ts).
 */
import { parse, print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectRequestsDocument } from '../../client/src/features/buyers/buyers.queries';
import { ProjectListDocument, ProjectNotesDocument, ProjectSharesDocument } from '../../client/src/features/projects/projects-queries';
import { RequestColleaguesDocument, RequestInboxDocument } from '../../client/src/features/requests/requests.queries';
import { Client } from '../src/features/clients/client.entity';
import { Partner } from '../src/features/partners/partner.entity';
import { Note, Project, ProjectShare } from '../src/features/projects/project.entity';
import { BuyerRequest, Question, QuestionAnswer, RequestInternalShare, RequestShare } from '../src/features/requests/request.entity';
import { User } from '../src/features/users/user.entity';
import { buildUser, signedInAgent, type Agent, type TestApp } from './helpers';
import { startCountingApp, type QueryCounter } from './solutions-fixtures';

/** Every field a row of these lists offers that a field resolver loads (the client's documents select fewer). */
const EVERY_PROJECT_FIELD = `query ProjectListEveryField($input: ProjectListInput!) {
  projectList(input: $input) { client { id } projects { id clientId client { id name } owner { id name email } isProjectOwner sharedWithPartner app { namespace } itemValidationCount { validated total } } }
}`;
const EVERY_INBOX_FIELD = `query RequestInboxEveryField {
  requestInbox(page: 1, perPage: 50) { items { id responseGroupId responseGroupName answers { id questionId } request { id projectId ownerPartner ownerEmail projectName questions { id } shares { id } } } }
}`;
const EVERY_REQUEST_FIELD = `query ProjectRequestsEveryField($projectId: ID!) {
  projectRequests(projectId: $projectId) { id projectId ownerPartner ownerEmail projectName questions { id } shares { id responseGroupId responseGroupName answers { id } request { id ownerEmail projectName } } }
}`;

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

async function statements(agent: Agent, doc: DocumentNode, variables: Record<string, unknown>): Promise<{ count: number; data: any }> {
  t.counter.count = 0;
  t.counter.statements = [];
  const r = await agent.gql(print(doc), variables);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  if (process.env.SHOW_SQL) console.info(t.counter.statements.map((x) => x.slice(0, 200)).join('\n'));
  return { count: t.counter.count, data: r.data };
}

/** A partner admin whose partner has `n` projects, each of another user and client, and one project with `n` notes and `n` shares by distinct users. */
async function projectWorld(n: number) {
  const admin = await signedInAgent(t, { partnerType: 'seller' });
  const users: number[] = [];
  for (let i = 0; i < n; i++) users.push((await buildUser(t.orm, { partner: admin.partner, roles: ['partner_user'], name: `Owner ${i}` })).user.id);
  const em = t.orm.em.fork();
  const partner = em.getReference(Partner, admin.partner.id);
  const projects = users.map((owner, i) => {
    const client = em.create(Client, { partner, name: `Client ${i}`, country: 'DK' });
    return em.create(Project, { partner, client, owner: em.getReference(User, owner), namespace: 'project-manager', name: `Project ${i}` });
  });
  const first = projects[0];
  users.forEach((u, i) => {
    em.create(Note, { project: first, author: em.getReference(User, u), note: `Note ${i}` });
    em.create(ProjectShare, { project: first, subscriber: em.getReference(User, u), author: em.getReference(User, users[(i + 1) % n]), createdAt: new Date() });
  });
  await em.flush();
  return { agent: admin.agent, projectId: first.id };
}

/**
 * A seller invited to `n` requests, each of another buyer partner and project, with two questions and
 * an answer each, and shared internally with `n` colleagues; a buyer project with `n` requests sent to
 * two suppliers each.
 */
async function requestWorld(n: number) {
  const seller = await signedInAgent(t, { partnerType: 'seller' });
  const buyer = await signedInAgent(t, { partnerType: 'buyer' });
  const colleagues: number[] = [];
  for (let i = 0; i < n; i++) colleagues.push((await buildUser(t.orm, { partner: seller.partner, roles: ['partner_user'], name: `Colleague ${i}` })).user.id);
  const em = t.orm.em.fork();
  const shares: RequestShare[] = [];
  for (let i = 0; i < n; i++) {
    const b = await buildUser(t.orm, { partnerType: 'buyer', name: `Buyer ${i}` });
    const partner = em.getReference(Partner, b.partner.id);
    const client = em.create(Client, { partner, name: `Municipality ${i}`, country: 'DK' });
    const project = em.create(Project, { partner, client, owner: em.getReference(User, b.user.id), namespace: 'buyers', name: `Tender ${i}` });
    const request = em.create(BuyerRequest, { project, partner, owner: em.getReference(User, b.user.id), title: `Request ${i}`, deadline: '2099-01-01', status: 'sent' });
    const q1 = em.create(Question, { request, question: `Refurbished ${i}?`, sortOrder: 0 });
    em.create(Question, { request, question: `Delivery ${i}?`, type: 'text', sortOrder: 1 });
    const share = em.create(RequestShare, { request, supplier: seller.partner.name, name: 'Seller', email: seller.email.toLowerCase(), status: 'accepted' });
    em.create(QuestionAnswer, { share, question: q1, answer: 'yes' });
    shares.push(share);
  }
  const own = em.create(Project, {
    partner: em.getReference(Partner, buyer.partner.id),
    client: em.create(Client, { partner: em.getReference(Partner, buyer.partner.id), name: 'Own municipality', country: 'DK' }),
    owner: em.getReference(User, buyer.user.id),
    namespace: 'buyers',
    name: 'Own tender',
  });
  for (let i = 0; i < n; i++) {
    const request = em.create(BuyerRequest, { project: own, partner: em.getReference(Partner, buyer.partner.id), owner: em.getReference(User, buyer.user.id), title: `Own request ${i}`, deadline: '2099-01-01', status: 'sent' });
    em.create(Question, { request, question: `Own question ${i}?` });
    em.create(RequestShare, { request, supplier: `Supplier ${i}`, name: 'A', email: `a-${i}@test.example` });
    em.create(RequestShare, { request, supplier: `Supplier ${i}`, name: 'B', email: `b-${i}@test.example` });
  }
  await em.flush();
  for (const c of colleagues) em.create(RequestInternalShare, { share: shares[0], user: em.getReference(User, c), author: em.getReference(User, seller.user.id) });
  await em.flush();
  return { seller: seller.agent, buyer: buyer.agent, shareId: shares[0].id, buyerProjectId: own.id };
}

describe('#projects.list.query-bound', () => {
  it('runs the same number of SQL statements for the project list, notes and shares with 3 rows as with 12', async () => {
    const few = await projectWorld(3);
    const many = await projectWorld(12);
    const queries: [string, DocumentNode, (w: typeof few) => Record<string, unknown>, (data: any) => unknown[]][] = [
      ['project list', ProjectListDocument, () => ({ input: { namespace: 'project-manager', filter: 'orgProjects', limit: 50 } }), (d) => d.projectList.flatMap((c: any) => c.projects)],
      ['project notes', ProjectNotesDocument, (w) => ({ projectId: w.projectId }), (d) => d.projectNotes],
      ['project shares', ProjectSharesDocument, (w) => ({ projectId: w.projectId }), (d) => d.projectShares],
      ['project list, every field of a row', parse(EVERY_PROJECT_FIELD), () => ({ input: { namespace: 'project-manager', filter: 'orgProjects', limit: 50 } }), (d) => d.projectList.flatMap((c: any) => c.projects)],
    ];
    const counts: Record<string, [number, number]> = {};
    for (const [name, doc, vars, rows] of queries) {
      const a = await statements(few.agent, doc, vars(few));
      const b = await statements(many.agent, doc, vars(many));
      expect(rows(a.data), name).toHaveLength(3);
      expect(rows(b.data), name).toHaveLength(12);
      counts[name] = [a.count, b.count];
    }
    console.info('SQL statements per project query (3 rows, 12 rows):', JSON.stringify(counts));
    for (const [name, [a, b]] of Object.entries(counts)) expect(b, name).toBe(a);
  });
});

describe('#requests.inbox.query-bound', () => {
  it('runs the same number of SQL statements for the inbox, the internal shares and a project\'s requests with 3 rows as with 12', async () => {
    const few = await requestWorld(3);
    const many = await requestWorld(12);
    const queries: [string, (w: typeof few) => Agent, DocumentNode, (w: typeof few) => Record<string, unknown>, (data: any) => unknown[]][] = [
      ['request inbox', (w) => w.seller, RequestInboxDocument, () => ({ page: 1, perPage: 50 }), (d) => d.requestInbox.items],
      ['internal shares', (w) => w.seller, RequestColleaguesDocument, (w) => ({ requestShareId: w.shareId, search: 'zz-nobody' }), (d) => d.requestInternalShares],
      ['request inbox, every field of a row', (w) => w.seller, parse(EVERY_INBOX_FIELD), () => ({}), (d) => d.requestInbox.items],
      ['project requests, every field of a row', (w) => w.buyer, parse(EVERY_REQUEST_FIELD), (w) => ({ projectId: w.buyerProjectId }), (d) => d.projectRequests],
      ['project requests', (w) => w.buyer, ProjectRequestsDocument, (w) => ({ projectId: w.buyerProjectId }), (d) => d.projectRequests],
    ];
    const counts: Record<string, [number, number]> = {};
    for (const [name, who, doc, vars, rows] of queries) {
      const a = await statements(who(few), doc, vars(few));
      const b = await statements(who(many), doc, vars(many));
      expect(rows(a.data), name).toHaveLength(3);
      expect(rows(b.data), name).toHaveLength(12);
      counts[name] = [a.count, b.count];
    }
    console.info('SQL statements per request query (3 rows, 12 rows):', JSON.stringify(counts));
    for (const [name, [a, b]] of Object.entries(counts)) expect(b, name).toBe(a);
  });
});
