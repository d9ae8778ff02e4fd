/**
 * Capacities: the units of delivered service that a category's energy is divided by (methodology M4,
 * `wattPerUnit = Σ itemAverageWatts / capacityAmount`). A solution links capacities with amounts.
 * UPS and cooling have none: they are rated by efficiency and COP.
 */
import type { CategoryId } from './categories';

export type CapacityUnit = 'VM' | 'core' | 'TB' | 'port' | 'user';

export interface Capacity {
  id: string;
  name: string;
  unit: CapacityUnit;
  categoryId: CategoryId;
}

export const CAPACITIES = [
  { id: 'server_vms', name: 'Virtual machines', unit: 'VM', categoryId: 'server' },
  { id: 'server_cores', name: 'CPU cores', unit: 'core', categoryId: 'server' },
  { id: 'blade_server_vms', name: 'Virtual machines', unit: 'VM', categoryId: 'blade_server' },
  { id: 'blade_server_cores', name: 'CPU cores', unit: 'core', categoryId: 'blade_server' },
  { id: 'storage_usable_tb', name: 'Usable storage', unit: 'TB', categoryId: 'storage' },
  { id: 'storage_drive_usable_tb', name: 'Usable drive capacity', unit: 'TB', categoryId: 'storage_drive' },
  { id: 'network_switch_ports', name: 'Ports', unit: 'port', categoryId: 'network_switch' },
  { id: 'laptop_users', name: 'Users', unit: 'user', categoryId: 'laptop' },
  { id: 'desktop_users', name: 'Users', unit: 'user', categoryId: 'desktop' },
  { id: 'workstation_users', name: 'Users', unit: 'user', categoryId: 'workstation' },
  { id: 'monitor_users', name: 'Users', unit: 'user', categoryId: 'monitor' },
  { id: 'thin_client_users', name: 'Users', unit: 'user', categoryId: 'thin_client' },
  { id: 'printer_users', name: 'Users', unit: 'user', categoryId: 'printer' },
  { id: 'smartphone_users', name: 'Users', unit: 'user', categoryId: 'smartphone' },
  { id: 'tablet_users', name: 'Users', unit: 'user', categoryId: 'tablet' },
  { id: 'docking_station_users', name: 'Users', unit: 'user', categoryId: 'docking_station' },
  { id: 'wifi_access_point_users', name: 'Users', unit: 'user', categoryId: 'wifi_access_point' },
] as const satisfies readonly Capacity[];

export type CapacityId = (typeof CAPACITIES)[number]['id'];

export const CAPACITIES_BY_ID: Readonly<Record<CapacityId, Capacity>> = Object.fromEntries(
  CAPACITIES.map((c) => [c.id, c]),
) as Record<CapacityId, Capacity>;

/** The capacities offered for a category, in display order. */
export function capacitiesForCategory(categoryId: CategoryId): Capacity[] {
  return (CAPACITIES as readonly Capacity[]).filter((c) => c.categoryId === categoryId);
}
