import { createContext, useContext, type ReactNode } from 'react';
import type { ReportFormat } from './report-format';
import type { ReportItemRow, ReportModel } from './report-model';

export interface ReportContextValue {
  model: ReportModel;
  format: ReportFormat;
  items: ReadonlyMap<string, readonly ReportItemRow[]>;
  /** Chart series colours from the report theme (primary, secondary, then the palette). */
  palette: readonly string[];
  /** Print mode: charts without animation or interaction. */
  print: boolean;
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
