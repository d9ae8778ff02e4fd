/**
 * Demo data, seeded once (idempotent: nothing is written when the seller's admin exists). Every demo
 * password is Demo-2026!. The README lists the same accounts.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PERMISSIONS } from '../../../../shared/auth/permissions';
import { hashPassword } from '../../platform/auth/password';
import { sha256 } from '../../platform/auth/tokens';
import { ApiToken } from '../auth';
import { Client } from '../clients';
import { Partner, Subscription } from '../partners';
import { Project } from '../projects';
import { DEFAULT_PROJECT_DESCRIPTION } from '../projects';
import { BuyerRequest, Question, QuestionTemplate, RequestShare } from '../requests';
import { Profile, User } from '../users';
import { seedDemoComparative } from './demo-comparative';
import { BUYER_PROJECT_GROUPS, ODD_PROJECT_GROUPS, seedDemoProject, seedDemoSingleSolution } from './demo-project';

export const DEMO_PASSWORD = 'Demo-2026!';
/** The API token seeded for admin@seller.demo (demo data only; real tokens are random). */
export const DEMO_API_TOKEN = 'gia_demo_seller_admin_2026_token';

export const DEMO_ACCOUNTS = [
  { email: 'admin@seller.demo', role: 'partner admin', partner: 'Nordic IT Partner ApS' },
  { email: 'user@seller.demo', role: 'partner user', partner: 'Nordic IT Partner ApS' },
  { email: 'collaborator@seller.demo', role: 'collaborator', partner: 'Nordic IT Partner ApS' },
  { email: 'admin@buyer.demo', role: 'partner admin (buyer)', partner: 'Buyer Corp A/S' },
  { email: 'user@buyer.demo', role: 'partner user (buyer)', partner: 'Buyer Corp A/S' },
  { email: 'free@demo.test', role: 'partner admin, free plan', partner: 'Free Trial IT Ltd' },
  { email: 'superadmin@demo.test', role: 'super admin', partner: 'GreenIT Assess' },
] as const;

export interface SeedResult {
  created: boolean;
}

export async function seedDemo(em: EntityManager): Promise<SeedResult> {
  if (await em.count(User, { email: 'admin@seller.demo' })) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo's projects were started over the past months, so that the dashboard has a history (issue #13).
  const now = new Date();
  const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 12, 9));
  await em.transactional(async (tx) => {
    const partner = (name: string, type: string, countryCode: string, plan: string) => {
      const p = tx.create(Partner, { name, type, countryCode, city: countryCode === 'DK' ? 'Aarhus' : 'London' });
      // Paid demo partners are invoiced yearly (a payment source: their admins can buy seats without a card).
      const paid = plan === 'free' ? {} : { interval: 'year', paymentMethod: 'invoice', priceId: `price_${plan}_year` };
      tx.create(Subscription, { partner: p, type: plan, stripeStatus: 'active', quantity: plan === 'free' ? 1 : 10, ...paid });
      return p;
    };
    const user = (p: Partner, email: string, name: string, roles: string[], permissions: string[], isCollaborator = false) => {
      const u = tx.create(User, { partner: p, email, name, passwordHash, roles, permissions, isCollaborator, emailVerifiedAt: new Date(), seatAssignedAt: new Date() });
      const [firstname, ...last] = name.split(' ');
      tx.create(Profile, { user: u, firstname, lastname: last.join(' ') });
      return u;
    };
    const seller = partner('Nordic IT Partner ApS', 'seller', 'DK', 'pro');
    Object.assign(seller, {
      address: 'Åboulevarden 12', zip: '8000', vatNo: 'DK12345678',
      billingName: 'Nordic IT Partner ApS', billingAddress: 'Åboulevarden 12', billingCity: 'Aarhus', billingCountryCode: 'DK',
      billingEmail: 'billing@seller.demo', invoiceLanguage: 'en-DK', taxId: 'DK12345678', taxIdType: 'eu_vat',
    });
    const buyer = partner('Buyer Corp A/S', 'buyer', 'DK', 'pro');
    const free = partner('Free Trial IT Ltd', 'seller', 'GB', 'free');
    const platform = partner('GreenIT Assess', 'seller', 'DK', 'enterprise');

    const admin = user(seller, 'admin@seller.demo', 'Anna Admin', ['partner_admin'], DEFAULT_PERMISSIONS.partner_admin);
    user(seller, 'user@seller.demo', 'Ulrik User', ['partner_user'], DEFAULT_PERMISSIONS.partner_user);
    user(seller, 'collaborator@seller.demo', 'Carla Collaborator', ['partner_user'], DEFAULT_PERMISSIONS.collaborator, true);
    const buyerAdmin = user(buyer, 'admin@buyer.demo', 'Bjørn Buyer', ['partner_admin'], DEFAULT_PERMISSIONS.partner_admin);
    // A buyer's colleague who has not yet seen the buyers' one-time welcome (the e2e check of issue #47, point 11, signs in as them only).
    user(buyer, 'user@buyer.demo', 'Bente Buyer', ['partner_user'], DEFAULT_PERMISSIONS.partner_user);
    user(free, 'free@demo.test', 'Fiona Free', ['partner_admin'], DEFAULT_PERMISSIONS.partner_admin);
    user(platform, 'superadmin@demo.test', 'Sam Superadmin', ['super_admin', 'partner_admin'], DEFAULT_PERMISSIONS.partner_admin);

    tx.create(ApiToken, { user: admin, tokenName: 'Demo integration', tokenHash: sha256(DEMO_API_TOKEN) });

    const client = tx.create(Client, {
      createdAt: monthsAgo(5),
      partner: seller,
      createdBy: admin,
      name: 'Fjordby Municipality',
      address: 'Rådhuspladsen 1',
      city: 'Fjordby',
      zip: '8000',
      country: 'DK',
      vatNo: '12345678',
      description: 'Municipal IT department: two data-centre rooms and 1,800 workplaces.',
    });
    const [consolidation] = ['Data centre consolidation 2027', 'Workplace refresh 2027'].map((name, i) =>
      tx.create(Project, {
        createdAt: monthsAgo(i === 0 ? 5 : 3),
        partner: seller,
        client,
        owner: admin,
        namespace: 'project-manager',
        name,
        description: DEFAULT_PROJECT_DESCRIPTION,
        kwhPrice: 1.35,
        currency: 'DKK',
        country: 'DK',
      }),
    );
    // The first project gets a complete set-up (baseline and two comparative groups), built through the services.
    await seedDemoProject(tx, consolidation, admin);
    // A complete comparative-solution project: two before/after calculations (issue #14).
    const renewal = tx.create(Project, {
      createdAt: monthsAgo(1),
      partner: seller,
      client,
      owner: admin,
      namespace: 'comparative-solution',
      name: 'Server room and workplace renewal 2027',
      description: DEFAULT_PROJECT_DESCRIPTION,
      kwhPrice: 1.35,
      currency: 'DKK',
      country: 'DK',
    });
    await seedDemoComparative(tx, renewal, admin);

    // A second client with a deliberately odd project (one group, EUR, a three-decimal kWh price, a category of zero kWh).
    const hansen = tx.create(Client, {
      partner: seller,
      createdBy: admin,
      name: 'Hansen Logistik GmbH',
      address: 'Am Sandtorkai 12',
      city: 'Hamburg',
      zip: '20457',
      country: 'DE',
      description: 'Freight forwarder: one office of twelve desks and a communication cupboard.',
    });
    const office = tx.create(Project, {
      partner: seller,
      client: hansen,
      owner: admin,
      namespace: 'project-manager',
      name: 'Office today, Hamburg',
      description: 'Energy use and emissions of the Hamburg office as it is today, as a starting point for a refresh.',
      kwhPrice: 0.287,
      currency: 'EUR',
      country: 'DE',
    });
    await seedDemoProject(tx, office, admin, ODD_PROJECT_GROUPS, null);
    await seedBuyerRequest(tx, buyer, buyerAdmin);
    // A single-solution project (issue #34): one baseline group with the town hall's server room. Made last, so
    // that the other demo records keep their ids.
    const townHall = tx.create(Project, {
      createdAt: monthsAgo(2),
      partner: seller,
      client,
      owner: admin,
      namespace: 'single-solution',
      name: 'Town hall server room today',
      description: 'Energy use, CO2 emissions and rating of the town hall\'s server room as it is today.',
      kwhPrice: 1.35,
      currency: 'DKK',
      country: 'DK',
    });
    await seedDemoSingleSolution(tx, townHall, admin);
  });
  return { created: true };
}

/**
 * The buyer's side of the demo: a project group with a project and its baseline (today's server room,
 * built through the services as the buyer), a question template, and one open request shared with the
 * demo seller (admin@seller.demo).
 */
async function seedBuyerRequest(tx: EntityManager, buyer: Partner, owner: User): Promise<void> {
  const group = tx.create(Client, { partner: buyer, createdBy: owner, name: 'Harbour Hospital', city: 'Aarhus', country: 'DK', description: 'Project group for the hospital IT tenders.' });
  const project = tx.create(Project, {
    partner: buyer, client: group, owner, namespace: 'buyers', name: 'Server room tender 2027',
    description: DEFAULT_PROJECT_DESCRIPTION, kwhPrice: 1.35, currency: 'DKK', country: 'DK',
  });
  // The baseline has equipment, so that the comparative report opens once the seller's response is sent (issue #34).
  await seedDemoProject(tx, project, owner, BUYER_PROJECT_GROUPS, null);
  const questions = [
    { question: 'Are the offered servers refurbished?', type: 'yesno' },
    { question: 'Do you take back and recycle the replaced equipment?', type: 'yesno' },
    { question: 'What is the delivery time?', type: 'text' },
  ];
  tx.create(QuestionTemplate, { partner: buyer, name: 'Sustainability basics', questions: questions.slice(0, 2) });
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const request = tx.create(BuyerRequest, {
    project, partner: buyer, owner, title: 'Energy-efficient servers for the new server room', deadline, status: 'sent',
    description: 'We replace 40 rack servers in 2027. Please propose a solution with its energy use and CO2 footprint.',
  });
  questions.forEach((q, i) => tx.create(Question, { request, question: q.question, type: q.type, sortOrder: i }));
  tx.create(RequestShare, { request, supplier: 'Nordic IT Partner ApS', name: 'Anna Admin', email: 'admin@seller.demo', message: 'Looking forward to your proposal.' });
}

export function demoLoginsText(result: SeedResult): string {
  const lines = [
    `  Demo logins (password for all: ${DEMO_PASSWORD})${result.created ? ' — demo data created now' : ''}:`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(26)} ${a.role} — ${a.partner}`),
    `  API token for admin@seller.demo: Authorization: Bearer ${DEMO_API_TOKEN}`,
    '',
  ];
  return lines.join('\n');
}
