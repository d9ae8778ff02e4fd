/**
 * Solution types and their calculation mode (spec: project areas §3, Solution; methodology M2):
 * 1 data centre (UPS and cooling apply), 2 end user or office, 3 LCA products (no UPS or cooling).
 */
import type { CategoryType } from './categories';

export type CalculationMode = 1 | 2 | 3;

export interface SolutionType {
  id: string;
  name: string;
  calculationMode: CalculationMode;
  /** Which categories' items a solution of this type normally holds. */
  categoryTypes: readonly CategoryType[];
  /** Whether the solution's UPS and cooling presets apply (M2). */
  usesInfrastructure: boolean;
}

export const SOLUTION_TYPES = [
  {
    id: 'datacenter',
    name: 'Data centre',
    calculationMode: 1,
    categoryTypes: ['datacenter'],
    usesInfrastructure: true,
  },
  {
    id: 'end_user',
    name: 'End user / office',
    calculationMode: 2,
    categoryTypes: ['office_it'],
    usesInfrastructure: false,
  },
  {
    id: 'lca_products',
    name: 'LCA products',
    calculationMode: 3,
    categoryTypes: ['datacenter', 'office_it'],
    usesInfrastructure: false,
  },
] as const satisfies readonly SolutionType[];

export type SolutionTypeId = (typeof SOLUTION_TYPES)[number]['id'];

export const SOLUTION_TYPES_BY_ID: Readonly<Record<SolutionTypeId, SolutionType>> = Object.fromEntries(
  SOLUTION_TYPES.map((t): [SolutionTypeId, SolutionType] => [t.id, t]),
) as Record<SolutionTypeId, SolutionType>;
