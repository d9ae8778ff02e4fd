import { Migration } from '@mikro-orm/migrations';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Seeds the curated reference data and the 124 cited catalogue products (snapshot
 * migrations/data/reference-v1.json, written from shared/reference). Existing rows are left alone,
 * so that figures a super admin has edited survive.
 */
export class Migration20261120234100_seed_reference_v1 extends Migration {
  override async up(): Promise<void> {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'reference-v1.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Array<Record<string, unknown>>>;
    const knex = this.getKnex();
    const keys: Record<string, string[]> = {
      categories: ['id'],
      capacities: ['id'],
      solution_types: ['id'],
      infrastructure_presets: ['id'],
      hour_profiles: ['id'],
      rating_scales: ['year', 'category_id', 'capacity_id'],
      grid_factors: ['code'],
      currencies: ['code'],
      vat_countries: ['code'],
      products: ['external_id'],
    };
    const now = new Date().toISOString();
    for (const [table, rows] of Object.entries(data)) {
      // Arrays go in as PostgreSQL array literals (knex would spread them into separate values).
      const asRows = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Array.isArray(v) ? `{${v.join(',')}}` : v])));
      const withTimes = table === 'products' ? asRows.map((r) => ({ ...r, created_at: now, updated_at: now })) : asRows;
      for (let i = 0; i < withTimes.length; i += 200) {
        this.addSql(knex.insert(withTimes.slice(i, i + 200)).into(table).onConflict(keys[table]).ignore());
      }
    }
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "products" where "partner_id" is null and "external_id" like 'bz-%';`);
    for (const table of ['rating_scales', 'capacities', 'solution_types', 'infrastructure_presets', 'hour_profiles', 'grid_factors', 'currencies', 'vat_countries']) {
      this.addSql(`delete from "${table}";`);
    }
    this.addSql(`delete from "categories" where not exists (select 1 from "products" p where p.category_id = categories.id);`);
  }
}
