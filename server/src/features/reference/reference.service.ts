/**
 * Read access to the reference data (every signed-in user), and the project currency conversion.
 * The rows are seeded from shared/reference by migration; super admins may edit them in the database.
 */
import { DomainError, keyed, renderMessage } from '../../../../shared/errors';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { editableProject } from '../projects';
import {
  CapacityDefinition,
  Category,
  Currency,
  GridFactor,
  HourProfile,
  InfrastructurePreset,
  RatingScale,
  SolutionType,
  VatCountry,
} from './reference.entity';

export async function listCapacities(ctx: RequestContext): Promise<CapacityDefinition[]> {
  requireActor(ctx.actor);
  return ctx.em.find(CapacityDefinition, {}, { orderBy: { categoryId: 'asc', id: 'asc' } });
}

export async function listSolutionTypes(ctx: RequestContext): Promise<SolutionType[]> {
  requireActor(ctx.actor);
  return ctx.em.find(SolutionType, {}, { orderBy: { calculationMode: 'asc' } });
}

export async function listCategories(ctx: RequestContext): Promise<Category[]> {
  requireActor(ctx.actor);
  return ctx.em.find(Category, {}, { orderBy: { sortOrder: 'asc' } });
}

export async function listHourProfiles(ctx: RequestContext): Promise<HourProfile[]> {
  requireActor(ctx.actor);
  return ctx.em.find(HourProfile, {}, { orderBy: { hoursPerYear: 'desc' } });
}

export async function listInfrastructurePresets(ctx: RequestContext, kind?: 'ups' | 'cooling'): Promise<InfrastructurePreset[]> {
  requireActor(ctx.actor);
  return ctx.em.find(InfrastructurePreset, kind ? { kind } : {}, { orderBy: { kind: 'desc', sortOrder: 'asc' } });
}

/** GET /project-manager/rating/years: the years that have rating scales, newest last. */
export async function ratingYears(ctx: RequestContext): Promise<number[]> {
  requireActor(ctx.actor);
  const rows = await ctx.em.getConnection().execute<Array<{ year: number }>>('select distinct year from rating_scales order by year');
  return rows.map((r) => Number(r.year));
}

export async function ratingScales(ctx: RequestContext, year: number): Promise<RatingScale[]> {
  requireActor(ctx.actor);
  return ctx.em.find(RatingScale, { year }, { orderBy: { categoryId: 'asc', capacityId: 'asc' } });
}

export async function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  requireActor(ctx.actor);
  return ctx.em.find(Currency, {}, { orderBy: { code: 'asc' } });
}

export async function listGridFactors(ctx: RequestContext): Promise<GridFactor[]> {
  requireActor(ctx.actor);
  return ctx.em.find(GridFactor, {}, { orderBy: { country: 'asc' } });
}

export async function gridFactorFor(ctx: RequestContext, countryCode: string | null | undefined): Promise<GridFactor | null> {
  if (!countryCode) return null;
  return ctx.em.findOne(GridFactor, { code: countryCode.slice(0, 2).toUpperCase() });
}

export async function listVatCountries(ctx: RequestContext): Promise<VatCountry[]> {
  requireActor(ctx.actor);
  return ctx.em.find(VatCountry, {}, { orderBy: { country: 'asc' } });
}

/** Converts an amount between currencies with the reference rates (units per euro). */
export function convertAmount(amount: number, from: Currency, to: Currency): number {
  return (amount / from.perEur) * to.perEur;
}

/**
 * POST /project-manager/currency/convert {currency, project_id}: the project's currency changes and
 * its kWh price (and investment) are converted at the reference rates.
 */
export async function convertProjectCurrency(ctx: RequestContext, projectId: number, currency: unknown) {
  // The currency and kWh price are the project's own fields: the same rule as PUT.
  const project = await editableProject(ctx, projectId);
  const code = typeof currency === 'string' ? currency.toUpperCase() : '';
  const [from, to] = await Promise.all([ctx.em.findOne(Currency, { code: project.currency }), ctx.em.findOne(Currency, { code })]);
  if (!to) throw DomainError.validation({ currency: [keyed('reference.currencyInvalid')] });
  if (from && from.code !== to.code) {
    project.kwhPrice = Math.round(convertAmount(project.kwhPrice, from, to) * 10000) / 10000;
    if (project.investment != null) project.investment = Math.round(convertAmount(project.investment, from, to) * 100) / 100;
  }
  project.currency = to.code;
  await ctx.em.flush();
  return { project, rate: from ? to.perEur / from.perEur : 1, rateDate: to.rateDate, message: renderMessage(keyed('reference.currencyUpdated')) };
}
