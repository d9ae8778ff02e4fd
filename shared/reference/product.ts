import type { CategoryId } from './categories';
import type { Source } from './source';

/** An operating mode of a product: `powerWatts` drawn for `hours` a year (methodology M1). */
export interface ProductMode {
  name: string;
  powerWatts: number;
  hours: number;
}

/**
 * Life-cycle figures of one unit, kg CO2e, as published by the manufacturer.
 * `null` means "not reported separately": see the product's `notes` for where that share went.
 */
export interface ProductLca {
  manufacturingKgCo2e: number;
  transportationKgCo2e: number | null;
  eolKgCo2e: number | null;
  /** Use stage as the manufacturer computed it (its own lifetime and location); informative only. */
  useKgCo2e: number | null;
  /** The published total (gwp_total). */
  totalKgCo2e: number;
}

/** How a product's LCA figures were obtained (methodology M5). */
export type LcaDataMethod = 'product' | 'average_plus' | 'category_default';

/** A real product with manufacturer-published footprint figures. */
export interface ReferenceProduct {
  /** Stable id: `bz-` and 8 hex digits of the FNV-1a hash of lower-cased "manufacturer|model name". */
  id: string;
  manufacturer: string;
  modelName: string;
  /** Only when the manufacturer's own part or model number is part of the published name; else null. */
  manufacturerPartNumber: string | null;
  categoryId: CategoryId;
  /** Modes whose yearly energy equals `yearlyEnergyKwh`; empty when no yearly energy is published. */
  modes: ProductMode[];
  /** Published yearly typical energy consumption (Boavizta `yearly_tec`), kWh. */
  yearlyEnergyKwh: number | null;
  weightKg: number | null;
  lifetimeYears: number | null;
  lca: ProductLca;
  dataMethod: 'product';
  /** The report date as published (formats vary: "May 2020", "2021-3-22", "2019"). */
  reportDate: string | null;
  /** Where the manufacturer assumed the product is used (EU, US, WW …), which drives its use stage. */
  useLocation: string | null;
  /** Boavizta `sources_hash`: identifies the source document (several models can share one). */
  sourcesHash: string | null;
  /** First the manufacturer's report (the row's `sources` URL), then the Boavizta data set. */
  sources: Source[];
  /** How figures were derived when the row left something out. */
  notes: string[];
}
