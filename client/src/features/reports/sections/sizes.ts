/** Chart widths in CSS pixels that fit the report page's text area (178 mm ≈ 672 px at 96 dpi). */
export const FULL_WIDTH_PX = 660;
export const HALF_WIDTH_PX = 320;
