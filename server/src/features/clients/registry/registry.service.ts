/** GET /project-manager/CvrSearch?cvr: the company-registry lookup that fills the client form (spec/platform-and-shell.md §5, §7, §9). */
import { Field, ObjectType } from 'type-graphql';
import { DomainError, ErrorCode, keyed } from '../../../../../shared/errors';
import { requireActor } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { lookupCompany, RegistryUnavailable } from './company-registry';

/** At least 8 characters (spec §5). */
export const CVR_MIN_LENGTH = 8;

@ObjectType({ description: "A company as the public company registry of the partner's country (Denmark or Great Britain) knows it, in the client form's fields." })
export class RegistryCompanyView {
  @Field(() => String, { description: "The company's registered name." }) name!: string;
  @Field(() => String, { description: 'The registered street address, if known.', nullable: true }) address!: string | null;
  @Field(() => String, { description: 'The registered postal code, if known.', nullable: true }) zip!: string | null;
  @Field(() => String, { description: 'The registered city, if known.', nullable: true }) city!: string | null;
  @Field(() => String, { description: "The registry's country code (DK or GB)." }) country!: string;
  @Field(() => String, { description: "The company's registration (VAT) number." }) vatNo!: string;
}

/** Offered only to partners in DK or GB; the registry is asked in the partner's country. */
export async function cvrSearch(ctx: RequestContext, cvr: unknown): Promise<RegistryCompanyView> {
  const actor = requireActor(ctx.actor);
  const country = (actor.partner.countryCode ?? '').toUpperCase();
  if (country !== 'DK' && country !== 'GB') throw DomainError.forbidden('clients.cvrCountry');
  const number = typeof cvr === 'string' ? cvr.replace(/\s+/g, '') : '';
  if (number.length < CVR_MIN_LENGTH || number.length > 20) throw DomainError.invalid('cvr', 'clients.cvrLength');
  let company;
  try {
    company = await lookupCompany(number, country === 'DK' ? 'dk' : 'gb');
  } catch (err) {
    if (err instanceof RegistryUnavailable) throw new DomainError(ErrorCode.UNAVAILABLE, keyed('clients.cvrLookupFailed'));
    throw err;
  }
  if (!company) throw DomainError.notFound('clients.cvrNotFound');
  return Object.assign(new RegistryCompanyView(), { name: company.name, address: company.address, zip: company.zip, city: company.city, country: company.country, vatNo: company.vat });
}
