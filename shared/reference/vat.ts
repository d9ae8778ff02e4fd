/**
 * Standard VAT (or GST / sales-tax equivalent) rates by country, with the locale the product uses for
 * the country and the tax-id type a customer of that country registers (spec: platform §3, Country
 * entry). Tax-id types are Stripe's tax ID type codes, since billing goes through Stripe.
 *
 * Rates are the standard rates in force on {@link VAT_RATES_AS_OF}; reduced rates are not modelled.
 * Tax law changes often: review this table at least once a year.
 */
import { SOURCES, type Source } from './source';

export const TAX_ID_TYPES = [
  'ae_trn',
  'ar_cuit',
  'au_abn',
  'ca_bn',
  'ch_vat',
  'cl_tin',
  'cn_tin',
  'co_nit',
  'eg_tin',
  'eu_vat',
  'gb_vat',
  'hk_br',
  'id_npwp',
  'il_vat',
  'in_gst',
  'is_vat',
  'jp_cn',
  'ke_pin',
  'kr_brn',
  'li_uid',
  'mx_rfc',
  'my_sst',
  'ng_tin',
  'no_vat',
  'nz_gst',
  'ph_tin',
  'rs_pib',
  'ru_inn',
  'sa_vat',
  'sg_gst',
  'th_vat',
  'tr_tin',
  'tw_vat',
  'ua_vat',
  'us_ein',
  'vn_tin',
  'za_vat',
] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export interface VatCountry {
  /** English short name. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Standard rate in percent. */
  vatPercent: number;
  /** BCP 47 locale used for the country. */
  locale: string;
  taxIdType: TaxIdType;
  sources: readonly Source[];
  note?: string;
}

export const VAT_RATES_AS_OF = '2025-08-01';

const EU: readonly Source[] = [SOURCES.ecVatRates, SOURCES.stripeTaxIds];
const WORLD: readonly Source[] = [SOURCES.pwcVatRates, SOURCES.stripeTaxIds];

export const VAT_COUNTRIES: readonly VatCountry[] = [
  { country: 'Austria', code: 'AT', vatPercent: 20, locale: 'de-AT', taxIdType: 'eu_vat', sources: EU },
  { country: 'Belgium', code: 'BE', vatPercent: 21, locale: 'nl-BE', taxIdType: 'eu_vat', sources: EU },
  { country: 'Bulgaria', code: 'BG', vatPercent: 20, locale: 'bg-BG', taxIdType: 'eu_vat', sources: EU },
  { country: 'Croatia', code: 'HR', vatPercent: 25, locale: 'hr-HR', taxIdType: 'eu_vat', sources: EU },
  { country: 'Cyprus', code: 'CY', vatPercent: 19, locale: 'el-CY', taxIdType: 'eu_vat', sources: EU },
  { country: 'Czechia', code: 'CZ', vatPercent: 21, locale: 'cs-CZ', taxIdType: 'eu_vat', sources: EU },
  { country: 'Denmark', code: 'DK', vatPercent: 25, locale: 'da-DK', taxIdType: 'eu_vat', sources: EU },
  { country: 'Estonia', code: 'EE', vatPercent: 24, locale: 'et-EE', taxIdType: 'eu_vat', sources: EU, note: '24 % since 1 July 2025 (22 % before).' },
  { country: 'Finland', code: 'FI', vatPercent: 25.5, locale: 'fi-FI', taxIdType: 'eu_vat', sources: EU, note: '25.5 % since 1 September 2024.' },
  { country: 'France', code: 'FR', vatPercent: 20, locale: 'fr-FR', taxIdType: 'eu_vat', sources: EU },
  { country: 'Germany', code: 'DE', vatPercent: 19, locale: 'de-DE', taxIdType: 'eu_vat', sources: EU },
  { country: 'Greece', code: 'GR', vatPercent: 24, locale: 'el-GR', taxIdType: 'eu_vat', sources: EU },
  { country: 'Hungary', code: 'HU', vatPercent: 27, locale: 'hu-HU', taxIdType: 'eu_vat', sources: EU },
  { country: 'Ireland', code: 'IE', vatPercent: 23, locale: 'en-IE', taxIdType: 'eu_vat', sources: EU },
  { country: 'Italy', code: 'IT', vatPercent: 22, locale: 'it-IT', taxIdType: 'eu_vat', sources: EU },
  { country: 'Latvia', code: 'LV', vatPercent: 21, locale: 'lv-LV', taxIdType: 'eu_vat', sources: EU },
  { country: 'Lithuania', code: 'LT', vatPercent: 21, locale: 'lt-LT', taxIdType: 'eu_vat', sources: EU },
  { country: 'Luxembourg', code: 'LU', vatPercent: 17, locale: 'fr-LU', taxIdType: 'eu_vat', sources: EU },
  { country: 'Malta', code: 'MT', vatPercent: 18, locale: 'en-MT', taxIdType: 'eu_vat', sources: EU },
  { country: 'Netherlands', code: 'NL', vatPercent: 21, locale: 'nl-NL', taxIdType: 'eu_vat', sources: EU },
  { country: 'Poland', code: 'PL', vatPercent: 23, locale: 'pl-PL', taxIdType: 'eu_vat', sources: EU },
  { country: 'Portugal', code: 'PT', vatPercent: 23, locale: 'pt-PT', taxIdType: 'eu_vat', sources: EU },
  { country: 'Romania', code: 'RO', vatPercent: 21, locale: 'ro-RO', taxIdType: 'eu_vat', sources: EU, note: '21 % since 1 August 2025 (19 % before).' },
  { country: 'Slovakia', code: 'SK', vatPercent: 23, locale: 'sk-SK', taxIdType: 'eu_vat', sources: EU, note: '23 % since 1 January 2025 (20 % before).' },
  { country: 'Slovenia', code: 'SI', vatPercent: 22, locale: 'sl-SI', taxIdType: 'eu_vat', sources: EU },
  { country: 'Spain', code: 'ES', vatPercent: 21, locale: 'es-ES', taxIdType: 'eu_vat', sources: EU },
  { country: 'Sweden', code: 'SE', vatPercent: 25, locale: 'sv-SE', taxIdType: 'eu_vat', sources: EU },
  { country: 'United Kingdom', code: 'GB', vatPercent: 20, locale: 'en-GB', taxIdType: 'gb_vat', sources: WORLD },
  { country: 'Norway', code: 'NO', vatPercent: 25, locale: 'nb-NO', taxIdType: 'no_vat', sources: WORLD },
  { country: 'Switzerland', code: 'CH', vatPercent: 8.1, locale: 'de-CH', taxIdType: 'ch_vat', sources: WORLD, note: '8.1 % since 1 January 2024.' },
  { country: 'Iceland', code: 'IS', vatPercent: 24, locale: 'is-IS', taxIdType: 'is_vat', sources: WORLD },
  { country: 'Liechtenstein', code: 'LI', vatPercent: 8.1, locale: 'de-LI', taxIdType: 'li_uid', sources: WORLD, note: 'Swiss VAT area.' },
  { country: 'Serbia', code: 'RS', vatPercent: 20, locale: 'sr-RS', taxIdType: 'rs_pib', sources: WORLD },
  { country: 'Ukraine', code: 'UA', vatPercent: 20, locale: 'uk-UA', taxIdType: 'ua_vat', sources: WORLD },
  { country: 'Türkiye', code: 'TR', vatPercent: 20, locale: 'tr-TR', taxIdType: 'tr_tin', sources: WORLD },
  { country: 'Russia', code: 'RU', vatPercent: 20, locale: 'ru-RU', taxIdType: 'ru_inn', sources: WORLD, note: 'A rise to 22 % from 1 January 2026 was announced in 2025: check before use.' },
  { country: 'United States', code: 'US', vatPercent: 0, locale: 'en-US', taxIdType: 'us_ein', sources: WORLD, note: 'No federal VAT; state and local sales taxes are not modelled.' },
  { country: 'Canada', code: 'CA', vatPercent: 5, locale: 'en-CA', taxIdType: 'ca_bn', sources: WORLD, note: 'Federal GST only; provinces with HST or PST charge more.' },
  { country: 'Mexico', code: 'MX', vatPercent: 16, locale: 'es-MX', taxIdType: 'mx_rfc', sources: WORLD },
  { country: 'Australia', code: 'AU', vatPercent: 10, locale: 'en-AU', taxIdType: 'au_abn', sources: WORLD, note: 'GST.' },
  { country: 'New Zealand', code: 'NZ', vatPercent: 15, locale: 'en-NZ', taxIdType: 'nz_gst', sources: WORLD, note: 'GST.' },
  { country: 'Japan', code: 'JP', vatPercent: 10, locale: 'ja-JP', taxIdType: 'jp_cn', sources: WORLD, note: 'Consumption tax.' },
  { country: 'South Korea', code: 'KR', vatPercent: 10, locale: 'ko-KR', taxIdType: 'kr_brn', sources: WORLD },
  { country: 'China', code: 'CN', vatPercent: 13, locale: 'zh-CN', taxIdType: 'cn_tin', sources: WORLD, note: 'Standard rate for goods; many services are taxed at 6 %.' },
  { country: 'India', code: 'IN', vatPercent: 18, locale: 'en-IN', taxIdType: 'in_gst', sources: WORLD, note: 'GST rate for most IT services.' },
  { country: 'Singapore', code: 'SG', vatPercent: 9, locale: 'en-SG', taxIdType: 'sg_gst', sources: WORLD, note: 'GST, 9 % since 1 January 2024.' },
  { country: 'Hong Kong', code: 'HK', vatPercent: 0, locale: 'zh-HK', taxIdType: 'hk_br', sources: WORLD, note: 'No VAT or GST.' },
  { country: 'Indonesia', code: 'ID', vatPercent: 11, locale: 'id-ID', taxIdType: 'id_npwp', sources: WORLD, note: 'Statutory 12 % since 1 January 2025, charged on 11/12 of the price for non-luxury goods and services: effectively 11 %.' },
  { country: 'Thailand', code: 'TH', vatPercent: 7, locale: 'th-TH', taxIdType: 'th_vat', sources: WORLD },
  { country: 'Taiwan', code: 'TW', vatPercent: 5, locale: 'zh-TW', taxIdType: 'tw_vat', sources: WORLD, note: 'Business tax.' },
  { country: 'Philippines', code: 'PH', vatPercent: 12, locale: 'en-PH', taxIdType: 'ph_tin', sources: WORLD },
  { country: 'Vietnam', code: 'VN', vatPercent: 10, locale: 'vi-VN', taxIdType: 'vn_tin', sources: WORLD, note: 'Many goods and services temporarily at 8 %.' },
  { country: 'Malaysia', code: 'MY', vatPercent: 8, locale: 'ms-MY', taxIdType: 'my_sst', sources: WORLD, note: 'Service tax (SST), not VAT.' },
  { country: 'Saudi Arabia', code: 'SA', vatPercent: 15, locale: 'ar-SA', taxIdType: 'sa_vat', sources: WORLD, note: '15 % since 1 July 2020 (5 % before). The product specification cites 5 %, the pre-2020 rate.' },
  { country: 'United Arab Emirates', code: 'AE', vatPercent: 5, locale: 'ar-AE', taxIdType: 'ae_trn', sources: WORLD },
  { country: 'Israel', code: 'IL', vatPercent: 18, locale: 'he-IL', taxIdType: 'il_vat', sources: WORLD, note: '18 % since 1 January 2025.' },
  { country: 'Egypt', code: 'EG', vatPercent: 14, locale: 'ar-EG', taxIdType: 'eg_tin', sources: WORLD },
  { country: 'South Africa', code: 'ZA', vatPercent: 15, locale: 'en-ZA', taxIdType: 'za_vat', sources: WORLD },
  { country: 'Kenya', code: 'KE', vatPercent: 16, locale: 'en-KE', taxIdType: 'ke_pin', sources: WORLD },
  { country: 'Nigeria', code: 'NG', vatPercent: 7.5, locale: 'en-NG', taxIdType: 'ng_tin', sources: WORLD },
  { country: 'Chile', code: 'CL', vatPercent: 19, locale: 'es-CL', taxIdType: 'cl_tin', sources: WORLD },
  { country: 'Colombia', code: 'CO', vatPercent: 19, locale: 'es-CO', taxIdType: 'co_nit', sources: WORLD },
  { country: 'Argentina', code: 'AR', vatPercent: 21, locale: 'es-AR', taxIdType: 'ar_cuit', sources: WORLD },
];

export const VAT_COUNTRIES_BY_CODE: Readonly<Record<string, VatCountry>> = Object.fromEntries(
  VAT_COUNTRIES.map((v) => [v.code, v]),
);

/** The VAT entry of a country code (case-insensitive; "US-CA" falls back to "US"). */
export function vatForCountry(countryCode: string | null | undefined): VatCountry | undefined {
  if (!countryCode) return undefined;
  const code = countryCode.trim().toUpperCase();
  return VAT_COUNTRIES_BY_CODE[code] ?? VAT_COUNTRIES_BY_CODE[code.split('-')[0]];
}
