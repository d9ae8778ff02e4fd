/**
 * The demo comparative-solution project "Server room and workplace renewal 2027" of Fjordby
 * Municipality: two complete before/after calculations, so that the calculations screen, the energy
 * wheels and the report (with its PDF export) show real figures at once.
 *
 * - "Server rooms" (replacement, data centre): 40 dual-socket hosts and three storage enclosures
 *   behind an older UPS (89.3 %) and CRAC cooling (COP 2.53), against 24 single-socket hosts and two
 *   enclosures behind a modular UPS (96.2 %) and a chiller with aisle containment (COP 4.37); the same
 *   900 virtual machines and 1,400 TB.
 * - "Workplaces" (replacement, end user): 1,100 tower desktops and 2,200 27-inch monitors against 1,100
 *   laptops and 1,800 24-inch monitors for the same 1,100 users.
 *
 * Built through the comparative and solutions services acting as the demo admin.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { actorForUser } from '../auth';
import type { RequestContext } from '../../platform/context';
import { Product } from '../catalogue';
import { createCalculation, savePreAnalysis, toggleExtraColumn, updateReportData } from '../comparative';
import type { Project } from '../projects';
import { addItem, saveCapacity, setCooling, setUps } from '../solutions';
import type { User } from '../users';

interface Side {
  ups?: string;
  cooling?: string;
  items: Array<{ product: string; amount: number; hours?: string }>;
  capacities: Record<string, number>;
}

const CALCULATIONS: Array<{ name: string; type: 'datacenter' | 'end_user'; before: Side; after: Side }> = [
  {
    name: 'Server rooms',
    type: 'datacenter',
    before: {
      ups: 'ups_89_3',
      cooling: 'cooling_2_53',
      items: [
        { product: 'bz-2e10adf6', amount: 40, hours: '24x7' }, // HP ProLiant DL385 Gen10
        { product: 'bz-eef45a4a', amount: 3, hours: '24x7' }, // Seagate OneStor SP2584
      ],
      capacities: { server_vms: 900, storage_usable_tb: 1_400 },
    },
    after: {
      ups: 'ups_96_2',
      cooling: 'cooling_4_37',
      items: [
        { product: 'bz-f1c2cf48', amount: 24, hours: '24x7' }, // HP ProLiant DL345 Gen10 Plus
        { product: 'bz-eef45a4a', amount: 2, hours: '24x7' },
      ],
      capacities: { server_vms: 900, storage_usable_tb: 1_400 },
    },
  },
  {
    name: 'Workplaces',
    type: 'end_user',
    before: {
      items: [
        { product: 'bz-cd0a0dca', amount: 1_100 }, // HP Elite Tower 880 G9
        { product: 'bz-29c8e119', amount: 2_200 }, // HP E27m G4 27-inch
      ],
      capacities: { desktop_users: 1_100, monitor_users: 1_100 },
    },
    after: {
      items: [
        { product: 'bz-3913b614', amount: 1_100 }, // Dell Inspiron 14 5420
        { product: 'bz-9b751279', amount: 1_800 }, // HP E24mv G4 24-inch
      ],
      capacities: { laptop_users: 1_100, monitor_users: 1_100 },
    },
  },
];

export const DEMO_COMPARATIVE_TITLE = 'Fjordby Municipality: energy savings of the 2027 renewal';

async function curated(em: EntityManager, externalId: string): Promise<number> {
  const product = await em.findOne(Product, { externalId, partner: null }, { fields: ['id'] });
  if (!product) throw new Error(`Demo comparative project: catalogue product ${externalId} is missing.`);
  return product.id;
}

/** Fills the empty comparative-solution `project` with the two demo calculations, acting as `admin`. */
export async function seedDemoComparative(em: EntityManager, project: Project, admin: User): Promise<void> {
  await em.flush();
  const ctx: RequestContext = { em, actor: await actorForUser(em, admin, 'session'), ip: '127.0.0.1', requestId: 'demo-seed' };
  for (const [index, c] of CALCULATIONS.entries()) {
    const calc = await createCalculation(ctx, project.id, { name: c.name, variant: 'replacement', solutionTypeId: c.type });
    // The server room shows the average watt and CO2e of each data-centre item.
    if (index === 0) for (const extraColumn of ['average_watts', 'co2_kg']) await toggleExtraColumn(ctx, project.id, calc.id, { extraColumn, categoryType: 'datacenter' });
    for (const [side, solutionId] of [[c.before, calc.beforeSolution.id], [c.after, calc.afterSolution.id]] as const) {
      if (side.ups) await setUps(ctx, project.id, solutionId, side.ups, {});
      if (side.cooling) await setCooling(ctx, project.id, solutionId, side.cooling, {});
      for (const i of side.items) await addItem(ctx, project.id, solutionId, { productId: await curated(em, i.product), amount: i.amount, ...(i.hours ? { hoursId: i.hours } : {}) });
      for (const [capacityId, amount] of Object.entries(side.capacities)) await saveCapacity(ctx, { projectId: project.id }, solutionId, { capacityId, amount });
    }
  }
  // The utility's energy savings scheme pays for the documented saving (entered by the seller).
  await updateReportData(ctx, project.id, { title: DEMO_COMPARATIVE_TITLE, kickback: DEMO_KICKBACK });
  await savePreAnalysis(ctx, project.id, [
    { category: 'Servers', unitsBefore: 14, wattsBefore: 380, unitsAfter: 5, wattsAfter: 450, hours: 8760 },
    { category: 'Storage', unitsBefore: 3, wattsBefore: 600, unitsAfter: 1, wattsAfter: 700, hours: 8760 },
    { category: 'Desktop PCs', unitsBefore: 120, wattsBefore: 65, unitsAfter: 120, wattsAfter: 18, hours: 2000 },
  ]);
}

/** The demo's kickback (DKK) from the utility's savings scheme. */
export const DEMO_KICKBACK = 24_000;
