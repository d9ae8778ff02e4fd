/**
 * The REST facade's spelling of clients (spec/platform-and-shell.md §7): the one place where a
 * client's fields have snake_case names. `clientRestFields` reads a REST body into the domain input
 * (and names error fields the REST way); `presentClient` is the REST reply.
 */
import type { RegistryCompanyView } from './registry/registry.service';
import type { ClientInput } from '../../../../shared/validation';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import type { Client } from './client.entity';
import { clientSchema } from '../../../../shared/validation';

export const clientRestFields: RestFieldTable<ClientInput> = {
  name: 'name',
  address: 'address',
  address2: 'address2',
  city: 'city',
  zip: 'zip',
  country: 'country',
  vatNo: 'vat_no',
  description: 'description',
};

export function presentClient(c: Client) {
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    address2: c.address2,
    city: c.city,
    zip: c.zip,
    country: c.country,
    vat_no: c.vatNo,
    description: c.description,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

/** GET /project-manager/CvrSearch: the registry's company in the client form's fields. */
export function presentRegistryCompany(c: RegistryCompanyView) {
  return { name: c.name, address: c.address, zip: c.zip, city: c.city, country: c.country, vat_no: c.vatNo };
}

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(clientRestFields, clientSchema);
