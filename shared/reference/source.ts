/**
 * Where a reference figure comes from. Every figure the product ships as a default carries at least one
 * source, so that a report can say how a number was made and so that super admins can re-check it.
 */
export interface Source {
  /** Title of the publication, data set or page. */
  title: string;
  /** Organisation (or authors) that published it. */
  publisher: string;
  /** Year of publication (for a data set: of the version used). */
  year: number;
  /** Where to read it. */
  url: string;
  /** Licence of the data, when it is not plain publication. */
  licence?: string;
  /** What exactly was taken from it, or a caveat. */
  note?: string;
}

/**
 * The publications the curated defaults cite. Entries cite these objects (or copies with a `note`), so a
 * correction to a URL or year is made once.
 */
export const SOURCES = {
  boaviztaData: {
    title: 'Boavizta environmental-footprint-data, boavizta-data-us.csv (manufacturer product carbon footprints)',
    publisher: 'Boavizta',
    year: 2023,
    url: 'https://github.com/Boavizta/environmental-footprint-data',
    licence: 'ODbL 1.0 (database), DbCL 1.0 (contents)',
  },
  boaviztapiServerArchetype: {
    title: 'BoaviztAPI server archetypes (platform_compute_medium: 2 CPUs × 24 cores)',
    publisher: 'Boavizta',
    year: 2024,
    url: 'https://github.com/Boavizta/boaviztapi/blob/main/boaviztapi/data/archetypes/server.csv',
    licence: 'AGPL-3.0 (code and data files)',
  },
  emberCo2js: {
    title: 'Average grid intensities (data/output/average-intensities.json), from Ember yearly electricity data',
    publisher: 'The Green Web Foundation (co2.js) / Ember',
    year: 2025,
    url: 'https://github.com/thegreenwebfoundation/co2.js/blob/main/data/output/average-intensities.json',
    licence: 'CC-BY 4.0 (Ember data)',
  },
  ember: {
    title: 'Yearly electricity data',
    publisher: 'Ember',
    year: 2025,
    url: 'https://ember-energy.org/data/yearly-electricity-data/',
    licence: 'CC-BY 4.0',
  },
  euStandbyRegulation: {
    title:
      'Commission Regulation (EU) 2023/826 — ecodesign requirements for off mode, standby mode and networked standby energy consumption of electrical and electronic household and office equipment',
    publisher: 'European Commission',
    year: 2023,
    url: 'https://eur-lex.europa.eu/eli/reg/2023/826/oj',
    note: 'Limits from 9 May 2025: off mode 0.30 W, standby mode 0.50 W.',
  },
  euDisplayRegulation: {
    title: 'Commission Regulation (EU) 2019/2021 — ecodesign requirements for electronic displays',
    publisher: 'European Commission',
    year: 2019,
    url: 'https://eur-lex.europa.eu/eli/reg/2019/2021/oj',
    note: 'Limits: off mode 0.30 W, standby mode 0.50 W.',
  },
  energyStarComputers: {
    title: 'ENERGY STAR Program Requirements for Computers, Version 8.0 (typical energy consumption, TEC)',
    publisher: 'U.S. Environmental Protection Agency',
    year: 2020,
    url: 'https://www.energystar.gov/products/computers',
    note: 'Defines the yearly typical energy consumption (TEC, kWh/yr) that manufacturer footprints report as yearly_tec.',
  },
  barrosoHolzle2007: {
    title: 'The Case for Energy-Proportional Computing (IEEE Computer 40(12), 33–37)',
    publisher: 'L. A. Barroso and U. Hölzle, Google',
    year: 2007,
    url: 'https://doi.org/10.1109/MC.2007.443',
    note: 'An idle server draws about half of its peak power; servers mostly run at 10–50 % utilisation.',
  },
  carpo2012: {
    title: 'CARPO: Correlation-Aware Power Optimization in Data Center Networks (IEEE INFOCOM 2012)',
    publisher: 'X. Wang, Y. Yao, X. Wang, K. Lu, Q. Cao',
    year: 2012,
    url: 'https://sciweavers.org/publications/carpo-correlation-aware-power-optimization-data-center-networks',
    note: 'Power profile of a 48-port 1 GbE OpenFlow switch (Pronto 3240): chassis 66.7 W, 48 ports at 1 Gb/s 43.8 W, dynamic power about 5 % of static power at full utilisation (constants as reproduced in the OpenDC data-centre simulator).',
  },
  euDataCentreCoc: {
    title: 'European Code of Conduct for Energy Efficiency in Data Centres — Best Practice Guidelines',
    publisher: 'European Commission, Joint Research Centre',
    year: 2024,
    url: 'https://joint-research-centre.ec.europa.eu/scientific-activities-z/energy-efficiency/energy-efficiency-products/code-conduct-ict/european-code-conduct-energy-efficiency-data-centres_en',
  },
  ecbReferenceRates: {
    title: 'Euro foreign exchange reference rates',
    publisher: 'European Central Bank',
    year: 2023,
    url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    note: 'Reference rates of 29 December 2023 (last fixing of 2023), units of currency per 1 EUR.',
  },
  ecVatRates: {
    title: 'VAT rates applied in the Member States of the European Union',
    publisher: 'European Commission, DG Taxation and Customs Union',
    year: 2025,
    url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-directive/vat-rates_en',
  },
  pwcVatRates: {
    title: 'Worldwide Tax Summaries — Value-added tax (VAT) rates',
    publisher: 'PwC',
    year: 2025,
    url: 'https://taxsummaries.pwc.com/quick-charts/value-added-tax-vat-rates',
  },
  stripeTaxIds: {
    title: 'Customer tax IDs — supported tax ID types',
    publisher: 'Stripe',
    year: 2025,
    url: 'https://docs.stripe.com/billing/customer/tax-ids',
  },
  aibResidualMix2023: {
    title: 'European Residual Mixes 2023, Version 1.0 (Table 2 "Residual Mixes 2023", CO2 g/kWh)',
    publisher: 'Association of Issuing Bodies (AIB)',
    year: 2024,
    url: 'https://www.aib-net.org/facts/european-residual-mix',
    note: 'Data year 2023, published 2024-05-30; factors as printed at two decimals.',
  },
  iso3166: {
    title: 'ISO 3166-1 country codes (Debian iso-codes, iso_3166-1.json)',
    publisher: 'Debian iso-codes project, after ISO 3166 Maintenance Agency',
    year: 2024,
    url: 'https://salsa.debian.org/iso-codes-team/iso-codes',
    licence: 'LGPL-2.1',
  },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;

/** A copy of a registered source with an entry-specific note (what was taken from it). */
export function sourceWithNote(key: SourceKey, note: string): Source {
  return { ...SOURCES[key], note };
}
