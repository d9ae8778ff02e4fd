import { useEffect } from 'react';

/**
 * The browser tab's and a printed PDF's title while a screen is open (Chromium writes `document.title`
 * into the PDF's Title metadata; issue #47, point 11: every report PDF was titled "GreenIT Assess").
 * The previous title comes back when the screen closes.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
