import { vi } from 'vitest';

/**
 * The report screen's query (`ProjectReportView`) is not mounted in the dialog tests, so Apollo warns
 * about the named refetch of every save; other warnings pass through. Call in beforeEach, and
 * `vi.restoreAllMocks()` in afterEach.
 */
export function silenceReportViewRefetchWarning(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!args.map(String).join(' ').includes('ProjectReportView')) warn(...args);
  });
}
