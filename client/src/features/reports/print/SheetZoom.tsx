import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** An A4 sheet's width in CSS px (210 mm at 96 px per inch). */
const SHEET_WIDTH_PX = (210 * 96) / 25.4;

/**
 * On screen, scales the A4 sheets down to the width there is (issue #28: a 390 px phone cut the sheet
 * on the right), with CSS `zoom`, which scales layout and not only paint, so nothing scrolls sideways.
 * The sheets keep their A4 geometry inside: the page packing measures them unscaled
 * ({@link sheetZoomOf}). Printing and the PDF export are never scaled.
 * CSS zoom: https://drafts.csswg.org/css-viewport/#zoom-property
 */
export function SheetZoom({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  const outer = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el || disabled) return;
    const fit = () => setZoom(Math.min(1, el.clientWidth / SHEET_WIDTH_PX));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [disabled]);
  if (disabled) return <>{children}</>;
  return (
    <Box ref={outer} data-testid="report-zoom" data-zoom={zoom.toFixed(3)} sx={{ width: '100%', pb: 1 }}>
      <Box sx={{ zoom, '@media print': { zoom: 1 } }}>{children}</Box>
    </Box>
  );
}

/**
 * The zoom at which `el` is shown (1 unless a {@link SheetZoom} scales it): the ratio of its scaled box
 * (getBoundingClientRect, which includes zoom) to its own layout width (offsetWidth, which does not).
 */
export function sheetZoomOf(el: HTMLElement): number {
  const scaled = el.getBoundingClientRect().width;
  return el.offsetWidth > 0 && scaled > 0 ? scaled / el.offsetWidth : 1;
}

/**
 * An element's height in the sheet's own px, rounded up to a whole px (so that measuring a packed layout
 * again changes nothing): getBoundingClientRect includes a {@link SheetZoom}'s zoom, which is taken out
 * (less a hundredth against the division's rounding).
 */
export function sheetHeightOf(el: Element, zoom: number): number {
  const height = el.getBoundingClientRect().height;
  return Math.ceil(zoom === 1 ? height : height / zoom - 0.01);
}

/** Runs a sheet measurement after every layout, and once more when the web fonts are in (they change every height). */
export function useMeasureOnLayoutAndFonts(measure: () => void): void {
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    let cancelled = false;
    void document.fonts?.ready.then(() => {
      if (!cancelled) measure();
    });
    return () => {
      cancelled = true;
    };
  }, [measure]);
}
