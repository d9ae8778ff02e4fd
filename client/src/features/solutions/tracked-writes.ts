import { useSaveFlags } from './components/SaveFlag';
import type { NoticeSeverity } from '../common/useNotice';

/** What a solutions card's writes report to: the solutions screen (or the comparative calculation) around it. */
export interface WriteReport {
  notify(text: string, severity?: NoticeSeverity): void;
  /** Shows the server's error of a failed call. */
  fail(error: unknown): void;
  /** After a change, so that the figures are brought up to date. */
  changed(): void;
}

/**
 * The way the solutions cards write (spec §4): a save flag per entry while the call runs (`flags[key]`),
 * then the success text (if any) or the server's error, `changed()` after a success, and whether it
 * worked.
 */
export function useTrackedWrites({ notify, fail, changed }: WriteReport) {
  const { flags, track } = useSaveFlags();
  /** `key` names the save flag to show; null shows none. */
  const run = async (key: string | null, work: () => Promise<unknown>, success?: string): Promise<boolean> => {
    try {
      await (key === null ? work() : track(key, work));
      if (success) notify(success);
      changed();
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };
  return { flags, run };
}
