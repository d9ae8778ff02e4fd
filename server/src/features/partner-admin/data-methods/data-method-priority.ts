/**
 * A partner's LCA data-method priority (spec §3 Partner.etool_data_method_priority; M5): the stored
 * order when it is a valid one, else the default order. The calc adapter uses the same reading.
 */
import { DEFAULT_LCA_PRIORITY } from '../../../../../shared/calc/lca';
import type { LcaMethod } from '../../../../../shared/calc/types';
import type { Partner } from '../../partners';

export function dataMethodPriorityOf(partner: Pick<Partner, 'dataMethodPriority'>): readonly LcaMethod[] {
  const stored = partner.dataMethodPriority;
  if (!Array.isArray(stored) || stored.length !== DEFAULT_LCA_PRIORITY.length) return DEFAULT_LCA_PRIORITY;
  return DEFAULT_LCA_PRIORITY.every((m) => stored.includes(m)) ? (stored as LcaMethod[]) : DEFAULT_LCA_PRIORITY;
}

/** The REST spelling: `{ "1": method, "2": method, … }`. */
export function priorityMap(methods: readonly string[]): Record<string, string> {
  return Object.fromEntries(methods.map((m, i) => [String(i + 1), m]));
}

/** Reads the REST map (or a plain list) into the ordered list; anything else stays as sent for the schema to refuse. */
export function priorityList(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, m]) => m);
  }
  return value;
}
