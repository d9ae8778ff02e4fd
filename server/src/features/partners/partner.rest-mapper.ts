/**
 * A partner as the app's own users see it (spec/platform-and-shell.md §3 Partner; §7 GET /{namespace}/partner,
 * GET /clients/{id}/partner/, GET /comparative-solution/partner): who they are, never billing, subscription
 * or payment details (those are the partner admin's: GET /partner/admin…).
 */
import type { Partner } from './partner.entity';

export function presentPartner(p: Partner) {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    country_code: p.countryCode,
    address: p.address,
    city: p.city,
    zip: p.zip,
    vat_no: p.vatNo,
    logo_url: p.logoUrl,
  };
}
