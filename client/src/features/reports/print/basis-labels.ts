import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What a document's registered total is, as the stamp prints it after the total (methodology M8). A
 * baseline or comparative document registers a named scope 2 figure (issue #46 point 2; GHG Protocol
 * Scope 2 Guidance 2015 ch. 7.1: each result labelled by its method); one issued before registered M3's
 * yearly operational CO2e and keeps that label.
 */
export const BASIS_LABELS: Record<string, MessageDescriptor> = {
  scope2_location_based: msg`scope 2, location-based`,
  scope2_market_based: msg`scope 2, market-based`,
  yearly_operational_co2: msg`yearly operational CO2e`,
  gwp: msg`global warming potential`,
  refurbishment_offset: msg`refurbishment offset`,
  report: msg`report total`,
};
