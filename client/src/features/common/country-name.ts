/** A country's name in `locale` (Intl.DisplayNames, region), or its code when the runtime has none. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
