/**
 * Factories for the solutions tests: a project (with client) per agent, groups, solutions, products
 * and items through the REST facade, and a test app whose ORM counts the SQL statements it runs.
 */
import { expect, inject } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, setConfig } from '../src/platform/config';
import { initOrm } from '../src/app/orm';
import { createApp } from '../src/app/server';
import type { Agent, TestApp } from './helpers';

export const api = (p: string) => `/api/v1/project-manager${p}`;

export async function newProject(agent: Agent, body: Record<string, unknown> = {}) {
  const c = await agent.post('/api/v1/clients', { name: 'Datacenter client', country: 'DK' });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const p = await agent.post(api('/projects/create'), { name: 'Server room', client_id: c.body.data.id, country: 'DK', ...body });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  return p.body.data as { id: number; kwh_price: number; client_id: number };
}

export async function newGroup(agent: Agent, projectId: number, body: Record<string, unknown> = {}) {
  const r = await agent.post(api(`/projects/${projectId}/solution-groups`), { name: 'Group', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: number; state: string; primary: boolean; order: number };
}

export async function newSolution(agent: Agent, projectId: number, groupId: number, solutionTypeId = 'datacenter', body: Record<string, unknown> = {}) {
  const r = await agent.post(api(`/projects/${projectId}/solution-groups/${groupId}/solution?description=0`), { solution_type_id: solutionTypeId, ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as Record<string, any> & { id: number };
}

/** A partner-owned product with one mode (watts × hours), through POST /project-manager/product/create. */
export async function newProduct(agent: Agent, opts: { category?: string; watts?: number; hours?: number; model?: string; mpn?: string; manufacturer?: string; solutionId?: number } = {}) {
  const r = await agent.post(api('/product/create'), {
    model_name: opts.model ?? `Model ${Math.random().toString(36).slice(2, 8)}`,
    manufacturer: opts.manufacturer ?? 'Acme',
    manufacturer_part_number: opts.mpn ?? null,
    category: { id: opts.category ?? 'server', modes: [{ name: 'On', power_consumption_watts: opts.watts ?? 300, hours: opts.hours ?? 8760 }] },
    ...(opts.solutionId ? { solution_id: opts.solutionId } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as Record<string, any> & { id: number };
}

export async function addItem(agent: Agent, projectId: number, solutionId: number, body: Record<string, unknown>) {
  const r = await agent.post(api(`/projects/${projectId}/solution/${solutionId}/solution-item`), body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as Record<string, any> & { id: number };
}

/** A project with one baseline group holding one data-centre solution. */
export async function datacentreProject(agent: Agent) {
  const project = await newProject(agent);
  const group = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const solution = await newSolution(agent, project.id, group.id);
  return { project, group, solution };
}

export interface QueryCounter {
  count: number;
  statements: string[];
}

/** A test app whose ORM logs every SQL statement into `counter` (MikroORM's `debug: ['query']`). */
export async function startCountingApp(): Promise<TestApp & { counter: QueryCounter }> {
  const counter: QueryCounter = { count: 0, statements: [] };
  // JOBS_CONCURRENCY=0: this app only queues jobs, so no worker's polling lands in the count.
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '0', JOBS_CONCURRENCY: '0' }), outboxDir: path.join(os.tmpdir(), `greenit-outbox-${process.pid}`) };
  setConfig(config);
  const orm = await initOrm(inject('databaseUrl'), {
    pool: { min: 0, max: 5 },
    debug: ['query'],
    colors: false,
    logger: (message: string) => {
      if (!message.includes('[query]')) return;
      counter.count++;
      counter.statements.push(message);
    },
  });
  const app = await createApp(orm, config);
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    orm,
    app,
    counter,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    async close() {
      await app.close();
      await orm.close();
    },
  };
}
