/**
 * Energy-rating classes and their colours (A dark green … G dark red, as on the EU energy label),
 * with a text colour that keeps a contrast ratio of at least 4.5:1 on each.
 */
export const RATING_COLOURS: Record<string, { bg: string; fg: string }> = {
  A: { bg: '#1b5e20', fg: '#ffffff' },
  B: { bg: '#2e7d32', fg: '#ffffff' },
  C: { bg: '#8bc34a', fg: '#1a1a1a' },
  D: { bg: '#fdd835', fg: '#1a1a1a' },
  E: { bg: '#ffa726', fg: '#1a1a1a' },
  F: { bg: '#e65100', fg: '#ffffff' },
  G: { bg: '#b71c1c', fg: '#ffffff' },
};

export const RATING_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export function ratingColour(rating: string | null | undefined): { bg: string; fg: string } | null {
  return rating ? (RATING_COLOURS[rating] ?? null) : null;
}
