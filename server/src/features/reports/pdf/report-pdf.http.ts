/**
 * The HTTP side of the PDF export: the origin the render browser reaches this server on, and the
 * reply with the PDF bytes.
 */
import type { Request, Response } from 'express';
import { config } from '../../../platform/config';
import type { ReportPdfFile } from './report-pdf.job';

/**
 * PDF_RENDER_BASE_URL when set; else the address and port this request came in on (the listening
 * socket itself, so it works whatever HOST, PORT or proxy is in front), never the public URL.
 */
export function internalBaseUrl(req: Pick<Request, 'socket'>, configured: string | null = config().pdfRenderBaseUrl): string {
  if (configured) return configured;
  let host = req.socket.localAddress ?? '127.0.0.1';
  if (host.startsWith('::ffff:')) host = host.slice('::ffff:'.length);
  if (host === '0.0.0.0' || host === '::') host = '127.0.0.1';
  if (host.includes(':')) host = `[${host}]`;
  return `http://${host}:${req.socket.localPort}`;
}

/** application/pdf as an attachment named after the project, the type and the document ID. */
export function sendPdf(res: Response, exported: ReportPdfFile): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${exported.fileName}"`,
      'Content-Length': String(exported.pdf.length),
      'Cache-Control': 'no-store',
      'X-Document-Id': exported.documentId,
      'Access-Control-Expose-Headers': 'X-Document-Id, Content-Disposition',
    })
    .end(exported.pdf);
}
