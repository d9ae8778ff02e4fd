/**
 * Security headers for every reply (helmet): a Content-Security-Policy that the SPA, the GraphiQL
 * explorer and the print view (the page Chromium renders to PDF) run under with no violation, no
 * framing by other sites, no MIME sniffing and a same-origin referrer.
 *
 * Why each source is there: styles are injected at run time by Emotion (MUI) and GraphiQL, hence
 * 'unsafe-inline' for styles only (never for scripts); images include data: (inline SVG icons, the QR
 * code) and blob: (previews of an image before upload); GraphiQL's editor starts web workers from
 * blob: URLs; the graphql-ws socket is same-origin ('self' covers ws: of the same host in CSP 3). Vite's dev server injects inline scripts, so the
 * policy is left out in development.
 */
import helmet from 'helmet';
import type { RequestHandler } from 'express';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export function securityHeaders(opts: { development: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: opts.development ? false : { useDefaults: false, directives: CONTENT_SECURITY_POLICY as unknown as Record<string, string[]> },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Served over plain HTTP on a LAN too: no HSTS, no upgrade of sub-resources (a TLS proxy adds HSTS).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
