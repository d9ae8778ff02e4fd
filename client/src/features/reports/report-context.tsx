import { createContext, useContext, type ReactNode } from 'react';
import type { ReportFormat } from './report-format';
import type { ReportItemRow, ReportModel } from './report-model';
import type { ProjectDecisionData } from '../decisions';
import type { ReportScope2 } from './scope2.hooks';

export interface ReportContextValue {
  model: ReportModel;
  format: ReportFormat;
  items: ReadonlyMap<string, readonly ReportItemRow[]>;
  /** Chart series colours from the report theme (primary, secondary, then the palette). */
  palette: readonly string[];
  /** Print mode: charts without animation or interaction. */
  print: boolean;
  /** Scope 2 both ways per group (issue #31); absent until loaded or when it cannot be read. */
  scope2?: ReportScope2;
  /** Replace or retain per comparative group (issue #32; comparative report); absent until loaded or when it cannot be read. */
  decision?: ProjectDecisionData;
  /** Opens the change-heading dialog of a group (absent in print and for read-only users). */
  editHeading?: (groupId: string, field: 'baselineHeading' | 'lcaHeading' | 'refurbishmentHeading') => void;
}

const ReportContext = createContext<ReportContextValue | null>(null);

export function ReportProvider({ value, children }: { value: ReportContextValue; children: ReactNode }) {
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}

/** The report being shown: its model, formatting and theme. */
export function useReport(): ReportContextValue {
  const value = useContext(ReportContext);
  if (!value) throw new Error('useReport outside a ReportProvider');
  return value;
}
