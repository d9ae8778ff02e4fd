/**
 * The external company registry (CVR lookup, spec/platform-and-shell.md §5, §7): an adapter over
 * GET {CVR_API_URL}/api?search=<number>&country=<dk|gb>. Without CVR_API_URL a local stub with a
 * handful of companies answers the same protocol from an in-process HTTP server (tests and the demo).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { config } from '../../../platform/config';

export interface RegistryCompany {
  vat: string;
  name: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: string;
}

/** The local stub's companies (fictitious). */
export const STUB_COMPANIES: readonly RegistryCompany[] = [
  { vat: '12345678', name: 'Fjordsyn Data ApS', address: 'Havnegade 12', zip: '8000', city: 'Aarhus C', country: 'DK' },
  { vat: '87654321', name: 'Nørre Serverdrift A/S', address: 'Nørrebrogade 101', zip: '2200', city: 'København N', country: 'DK' },
  { vat: '11223344', name: 'Grøn Hosting I/S', address: 'Vestergade 3', zip: '5000', city: 'Odense C', country: 'DK' },
  { vat: '01234567', name: 'Thames Compute Ltd', address: '1 Riverside Walk', zip: 'SE1 9PP', city: 'London', country: 'GB' },
  { vat: '07654321', name: 'Pennine Racks Ltd', address: '22 Mill Lane', zip: 'LS1 4AB', city: 'Leeds', country: 'GB' },
];

/** Starts the stub registry on 127.0.0.1 (random port); `unavailable` numbers answer 500. */
export function startRegistryStub(unavailable: readonly string[] = []): Promise<{ base: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const search = url.searchParams.get('search') ?? '';
    const country = (url.searchParams.get('country') ?? 'dk').toUpperCase();
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/api') return void res.writeHead(404).end('{"error":"NOT_FOUND"}');
    if (unavailable.includes(search)) return void res.writeHead(500).end('{"error":"INTERNAL"}');
    const c = STUB_COMPANIES.find((x) => x.vat === search && x.country === country);
    if (!c) return void res.writeHead(404).end('{"error":"NOT_FOUND"}');
    res.writeHead(200).end(JSON.stringify({ vat: c.vat, name: c.name, address: c.address, zipcode: c.zip, city: c.city, country: c.country }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}

let localStub: Promise<string> | null = null;
function registryBase(): Promise<string> {
  const configured = config().cvrApiUrl;
  if (configured) return Promise.resolve(configured);
  localStub ??= startRegistryStub().then((s) => s.base);
  return localStub;
}

export class RegistryUnavailable extends Error {}

/** The company with this number in the country's registry, or null when the registry knows none; throws RegistryUnavailable on failure. */
export async function lookupCompany(number: string, country: 'dk' | 'gb'): Promise<RegistryCompany | null> {
  const base = await registryBase();
  let res: Response;
  try {
    res = await fetch(`${base}/api?search=${encodeURIComponent(number)}&country=${country}`, { headers: { accept: 'application/json', 'user-agent': 'GreenIT Assess' }, signal: AbortSignal.timeout(8000) });
  } catch (err) {
    throw new RegistryUnavailable(String(err));
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new RegistryUnavailable(`registry answered ${res.status}`);
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.name !== 'string') throw new RegistryUnavailable('registry reply without a name');
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : v == null ? null : String(v));
  return { vat: str(body.vat) ?? number, name: body.name, address: str(body.address), zip: str(body.zipcode), city: str(body.city), country: country.toUpperCase() };
}
