/**
 * The demo project "Data centre consolidation 2027" of the seller's client Fjordby Municipality (issue
 * #5 point 7): a complete set-up, so that the baseline, comparative, LCA and refurbishment reports are
 * all available at once.
 *
 * Fjordby runs two server rooms (town hall and the Nørregade technical building) and 1,800 workplaces.
 * - Baseline "Current situation 2026": 40 older 2-socket servers, three 84-drive storage enclosures and
 *   16 switches behind an older double-conversion UPS (89.3 %) and direct-expansion CRAC units (COP
 *   2.53); half of the switches' energy is drawn in the buildings' wiring closets, outside the UPS and
 *   cooling (category infrastructure share 0.5). Workplaces: 1,100 tower desktops, 700 laptops and
 *   2,200 27-inch monitors.
 * - "Consolidated data centre" (primary): one room with 24 new 1-socket servers, two enclosures and 8
 *   switches behind a modular UPS (96.2 %) and a water-cooled chiller with aisle containment (COP 4.37);
 *   the workplaces are unchanged.
 * - "Consolidation + refurbished workplaces": the same data centre, and the desktops and monitors are
 *   replaced by refurbished laptops (impact 15 %) and refurbished 24-inch monitors (impact 10 %).
 * New purchases carry Danish unit prices in DKK (excl. VAT), so the comparison has a payback.
 *
 * Everything is built through the solutions, product-create and report services, acting as the demo
 * admin, so the rows are exactly those the UI would have written. Products are the curated catalogue's
 * (the Boavizta manufacturer footprints seeded by the reference-data migration, with LCA data); that
 * catalogue holds no network switch, so the switch is created as the partner's own product with its
 * category's default modes (as "Create product" in the UI does).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { HourProfileId } from '../../../../shared/reference/hour-profiles';
import { actorForUser } from '../auth';
import type { RequestContext } from '../../platform/context';
import { Product } from '../catalogue';
import type { Project } from '../projects';
import { updateReport } from '../reports';
import { saveCapacity } from '../solutions';
import { createGroup, setPrimary, updateHeadings } from '../solutions';
import { addItem } from '../solutions';
import { createProduct } from '../solutions';
import { createShare } from '../solutions';
import { createSolution, seedSingleSolution, setCooling, setUps, Solution, updateSolution } from '../solutions';
import type { User } from '../users';

/** The partner's own network switch (the curated catalogue has none): the category's default modes. */
const SWITCH = 'own:network_switch';
/** A passive patch panel: the partner's own product that draws no power (a category of zero kWh). */
const PATCH_PANEL = 'own:patch_panel';

/** The partner's own products of the demo projects, created on first use as "Create product" in the UI does. */
const OWN_PRODUCTS: Record<string, Parameters<typeof createProduct>[1]> = {
  [SWITCH]: { manufacturer: 'Generic', modelName: '48-port 1 GbE switch', category: { id: 'network_switch' }, specs: { ports: 48 } },
  [PATCH_PANEL]: {
    manufacturer: 'Generic',
    modelName: '24-port passive patch panel',
    category: { id: 'network_switch', modes: [{ name: 'Passive', powerConsumptionWatts: 0, hours: 8760 }] },
    specs: { ports: 24 },
  },
};

interface ItemSpec {
  /** A curated product's external id (bz-…), or one of OWN_PRODUCTS. */
  product: string;
  amount: number;
  hours?: HourProfileId;
  /** DKK per unit, excl. VAT; new purchases only. */
  unitPrice?: number;
  /** Refurbishment impact percentage (M5). */
  refurbished?: number;
}

interface SolutionSpec {
  type: 'datacenter' | 'end_user';
  name: string;
  description: string;
  ups?: string;
  cooling?: string;
  items: ItemSpec[];
  /** capacity id → amount (M4). */
  capacities: Record<string, number>;
  shares?: Array<{ categoryIds: string[]; fraction: number }>;
}

interface GroupSpec {
  name: string;
  state: 'baseline' | 'comparative';
  primary?: boolean;
  headings: { baselineHeading: string; lcaHeading: string; refurbishmentHeading: string };
  solutions: SolutionSpec[];
}

// Curated catalogue products (shared/reference/products.ts), all with manufacturer LCA data.
const HP_DL385_GEN10 = 'bz-2e10adf6'; // HP ProLiant DL385 Gen10, 2-socket, 233 W average
const HP_DL345_GEN10_PLUS = 'bz-f1c2cf48'; // HP ProLiant DL345 Gen10 Plus, 1-socket, 116 W average
const SEAGATE_ONESTOR = 'bz-eef45a4a'; // Seagate OneStor SP2584, 84-drive enclosure, 1,690 W
const HP_ELITE_TOWER_880 = 'bz-cd0a0dca'; // HP Elite Tower 880 G9 desktop
const SURFACE_BOOK_2_15 = 'bz-0596a96a'; // Microsoft Surface Book 2 15-inch
const DELL_INSPIRON_14 = 'bz-3913b614'; // Dell Inspiron 14 5420
const HP_E27M_G4 = 'bz-29c8e119'; // HP E27m G4 QHD 27-inch monitor
const HP_E24MV_G4 = 'bz-9b751279'; // HP E24mv G4 24-inch monitor

const CONSOLIDATED_DATA_CENTRE: SolutionSpec = {
  type: 'datacenter',
  name: 'Consolidated data centre (Nørregade)',
  description:
    'One room: 24 single-socket hosts for the 900 virtual machines, two storage enclosures with high-capacity drives and 8 switches, ' +
    'behind a modular UPS and a water-cooled chiller with cold-aisle containment.',
  ups: 'ups_96_2',
  cooling: 'cooling_4_37',
  items: [
    { product: HP_DL345_GEN10_PLUS, amount: 24, hours: '24x7', unitPrice: 62_000 },
    { product: SEAGATE_ONESTOR, amount: 2, hours: '24x7', unitPrice: 420_000 },
    { product: SWITCH, amount: 8, hours: '24x7', unitPrice: 28_000 },
  ],
  capacities: { server_vms: 900, storage_usable_tb: 1_400, network_switch_ports: 384 },
};

const WORKPLACES_TODAY: SolutionSpec = {
  type: 'end_user',
  name: 'Workplaces (1,800)',
  description: 'The municipality\'s 1,800 workplaces: 1,100 tower desktops and 700 laptops, with 2,200 27-inch monitors.',
  items: [
    { product: HP_ELITE_TOWER_880, amount: 1_100 },
    { product: SURFACE_BOOK_2_15, amount: 700 },
    { product: HP_E27M_G4, amount: 2_200 },
  ],
  capacities: { desktop_users: 1_100, laptop_users: 700, monitor_users: 1_800 },
};

export const DEMO_PROJECT_GROUPS: readonly GroupSpec[] = [
  {
    name: 'Current situation 2026',
    state: 'baseline',
    headings: {
      baselineHeading: 'Fjordby today: two server rooms and 1,800 workplaces',
      lcaHeading: 'Life-cycle footprint of today\'s IT',
      refurbishmentHeading: 'Today\'s equipment, bought new',
    },
    solutions: [
      {
        type: 'datacenter',
        name: 'Server rooms (town hall and Nørregade)',
        description:
          'Two server rooms: 40 dual-socket hosts running 900 virtual machines, three storage enclosures and 16 switches, ' +
          'behind an older double-conversion UPS and direct-expansion CRAC units. Half of the switches stand in the wiring closets.',
        ups: 'ups_89_3',
        cooling: 'cooling_2_53',
        items: [
          { product: HP_DL385_GEN10, amount: 40, hours: '24x7' },
          { product: SEAGATE_ONESTOR, amount: 3, hours: '24x7' },
          { product: SWITCH, amount: 16, hours: '24x7' },
        ],
        capacities: { server_vms: 900, storage_usable_tb: 1_400, network_switch_ports: 640 },
        shares: [{ categoryIds: ['network_switch'], fraction: 0.5 }],
      },
      WORKPLACES_TODAY,
    ],
  },
  {
    name: 'Consolidated data centre',
    state: 'comparative',
    primary: true,
    headings: {
      baselineHeading: 'One consolidated data centre',
      lcaHeading: 'Life-cycle footprint after the consolidation',
      refurbishmentHeading: 'Consolidation with new equipment',
    },
    solutions: [CONSOLIDATED_DATA_CENTRE, { ...WORKPLACES_TODAY, name: 'Workplaces (1,800, unchanged)' }],
  },
  {
    name: 'Consolidation + refurbished workplaces',
    state: 'comparative',
    headings: {
      baselineHeading: 'Consolidated data centre and refurbished workplaces',
      lcaHeading: 'Life-cycle footprint with refurbished workplaces',
      refurbishmentHeading: 'Refurbished laptops and monitors: manufacturing emissions avoided',
    },
    solutions: [
      CONSOLIDATED_DATA_CENTRE,
      {
        type: 'end_user',
        name: 'Workplaces (1,800, refurbished)',
        description:
          'The 1,100 desktops are replaced by refurbished laptops and the 27-inch monitors by 1,800 refurbished 24-inch monitors; ' +
          'the 700 laptops in use are kept.',
        items: [
          { product: SURFACE_BOOK_2_15, amount: 700 },
          { product: DELL_INSPIRON_14, amount: 1_100, unitPrice: 3_200, refurbished: 15 },
          { product: HP_E24MV_G4, amount: 1_800, unitPrice: 650, refurbished: 10 },
        ],
        capacities: { laptop_users: 1_800, monitor_users: 1_800 },
      },
    ],
  },
];

export const DEMO_COMPARATIVE_HEADING = 'Fjordby 2027: consolidating the data centre and the workplaces';

/**
 * The second demo project, "Office today, Hamburg" of the client Hansen Logistik GmbH: deliberately odd,
 * so that the reports are checked beyond the tidy first project (issue #16) — one group only (a baseline
 * with no alternative, so only the baseline and LCA reports are available), no refurbished items, EUR
 * at a kWh price with three decimals (0.287), the German grid, a communication cupboard with a server
 * and no UPS, cooling or capacities (nothing to rate: the summaries say what they assumed), and a
 * passive patch panel, a category of zero kWh.
 */
export const ODD_PROJECT_GROUPS: readonly GroupSpec[] = [
  {
    name: 'Office today',
    state: 'baseline',
    headings: {
      baselineHeading: 'The Hamburg office today',
      lcaHeading: 'Life-cycle footprint of the Hamburg office',
      refurbishmentHeading: 'The Hamburg office, bought new',
    },
    solutions: [
      {
        type: 'end_user',
        name: 'Office workplaces (12)',
        description: 'Twelve desks with a tower desktop and a 24-inch monitor each, used in office hours.',
        items: [
          { product: HP_ELITE_TOWER_880, amount: 12, hours: '8x5' },
          { product: HP_E24MV_G4, amount: 12, hours: '8x5' },
        ],
        capacities: {},
      },
      {
        type: 'datacenter',
        name: 'Communication cupboard',
        description: 'One single-socket server and a passive patch panel in a cupboard, with no UPS and no cooling.',
        items: [
          { product: HP_DL345_GEN10_PLUS, amount: 1, hours: '24x7' },
          { product: PATCH_PANEL, amount: 2, hours: '24x7' },
        ],
        capacities: {},
      },
    ],
  },
];

/**
 * The demo buyer's project "Server room tender 2027" (Harbour Hospital): the server room as it is
 * today, so that the README walk-through (the seller sends a response, the buyer opens the
 * comparative report) works at once (issue #34): 40 older 2-socket hosts, a storage enclosure and 8
 * switches behind an older UPS and direct-expansion cooling — what the request asks to replace.
 */
export const BUYER_PROJECT_GROUPS: readonly GroupSpec[] = [
  {
    name: 'Current server room',
    state: 'baseline',
    headings: {
      baselineHeading: 'Harbour Hospital: the server room today',
      lcaHeading: "Life-cycle footprint of today's server room",
      refurbishmentHeading: "Today's servers, bought new",
    },
    solutions: [
      {
        type: 'datacenter',
        name: 'Server room (basement)',
        description: 'The hospital\'s server room: 40 dual-socket rack servers, one storage enclosure and 8 switches, behind an older UPS and CRAC units.',
        ups: 'ups_89_3',
        cooling: 'cooling_2_53',
        items: [
          { product: HP_DL385_GEN10, amount: 40 },
          { product: SEAGATE_ONESTOR, amount: 1 },
          { product: SWITCH, amount: 8 },
        ],
        capacities: { server_vms: 400, storage_usable_tb: 400, network_switch_ports: 384 },
      },
    ],
  },
];

export interface DemoProjectResult {
  projectId: number;
  groupIds: number[];
}

/** The curated catalogue product with this external id (seeded by the reference-data migration). */
async function curated(em: EntityManager, externalId: string): Promise<number> {
  const product = await em.findOne(Product, { externalId, partner: null }, { fields: ['id'] });
  if (!product) throw new Error(`Demo project: catalogue product ${externalId} is missing (reference-data migration not run?).`);
  return product.id;
}

/**
 * Fills `project` (an empty project of `admin`'s partner) with `groups` (the demo groups by default),
 * acting as `admin`. Runs inside the caller's transaction when `em` is a transactional one (the
 * services nest in it).
 */
export async function seedDemoProject(
  em: EntityManager,
  project: Project,
  admin: User,
  groups: readonly GroupSpec[] = DEMO_PROJECT_GROUPS,
  comparativeHeading: string | null = DEMO_COMPARATIVE_HEADING,
): Promise<DemoProjectResult> {
  await em.flush();
  const ctx: RequestContext = { em, actor: await actorForUser(em, admin, 'session'), ip: '127.0.0.1', requestId: 'demo-seed' };
  const projectId = project.id;

  const productIds = new Map<string, number>();
  const productId = async (ref: string) => {
    if (!productIds.has(ref)) {
      const own = OWN_PRODUCTS[ref];
      productIds.set(ref, own ? (await createProduct(ctx, own)).product.id : await curated(em, ref));
    }
    return productIds.get(ref)!;
  };

  const groupIds: number[] = [];
  for (const g of groups) {
    const group = await createGroup(ctx, projectId, { name: g.name, state: g.state });
    groupIds.push(group.id);
    await updateHeadings(ctx, projectId, group.id, g.headings);
    if (g.primary) await setPrimary(ctx, projectId, group.id);
    for (const s of g.solutions) {
      const solution = await createSolution(ctx, projectId, group.id, { solutionTypeId: s.type, name: s.name });
      await fillSolution(ctx, projectId, group.id, solution.id, s, productId);
    }
  }
  if (comparativeHeading) await updateReport(ctx, projectId, { comparativeHeading });
  return { projectId, groupIds };
}

/** A solution's description, UPS, cooling, items, capacities and shares, through the services. */
async function fillSolution(ctx: RequestContext, projectId: number, groupId: number, solutionId: number, s: SolutionSpec, productId: (ref: string) => Promise<number>): Promise<void> {
  await updateSolution(ctx, projectId, groupId, solutionId, { description: s.description });
  if (s.ups) await setUps(ctx, projectId, solutionId, s.ups, {});
  if (s.cooling) await setCooling(ctx, projectId, solutionId, s.cooling, {});
  for (const i of s.items) {
    await addItem(ctx, projectId, solutionId, {
      productId: await productId(i.product),
      amount: i.amount,
      ...(i.hours ? { hoursId: i.hours } : {}),
      ...(i.unitPrice !== undefined ? { unitPrice: i.unitPrice } : {}),
      ...(i.refurbished ? { refurbishmentImpactPercentage: i.refurbished } : {}),
    });
  }
  for (const [capacityId, amount] of Object.entries(s.capacities)) {
    await saveCapacity(ctx, { projectId }, solutionId, { capacityId, amount });
  }
  for (const share of s.shares ?? []) {
    await createShare(ctx, projectId, solutionId, { categoryIds: share.categoryIds, infrastructureSharePercent: share.fraction });
  }
}

/**
 * The demo's single-solution project (issue #34): the town hall's server cupboard as it is, one
 * data-centre solution. Its baseline group and solution are made as a new single-solution project's
 * are (seedSingleSolution), then filled through the services.
 */
const TOWN_HALL_SERVER_ROOM: SolutionSpec = {
  type: 'datacenter',
  name: 'Town hall server room',
  description: 'The town hall\'s own server room: 6 dual-socket hosts and one storage enclosure behind an older UPS and a split air-conditioner.',
  ups: 'ups_89_3',
  cooling: 'cooling_2_53',
  items: [
    { product: HP_DL385_GEN10, amount: 6, hours: '24x7' },
    { product: SEAGATE_ONESTOR, amount: 1, hours: '24x7' },
  ],
  capacities: { server_vms: 60, storage_usable_tb: 200 },
};

/** Fills a new single-solution `project` of `admin`'s partner with the town hall's server room, acting as `admin`. */
export async function seedDemoSingleSolution(em: EntityManager, project: Project, admin: User): Promise<void> {
  await em.flush();
  const ctx: RequestContext = { em, actor: await actorForUser(em, admin, 'session'), ip: '127.0.0.1', requestId: 'demo-seed' };
  await seedSingleSolution(ctx, project);
  await em.flush();
  const solution = await em.findOneOrFail(Solution, { group: { project: project.id } }, { populate: ['group'] });
  // Curated catalogue products only: the partner's own products stay those of the other demo projects.
  await fillSolution(ctx, project.id, solution.group.id, solution.id, TOWN_HALL_SERVER_ROOM, (ref) => curated(em, ref));
}
