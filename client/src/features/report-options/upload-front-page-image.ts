import { msg } from '@lingui/core/macro';
import { csrfToken } from '../../app/csrf';
import { restErrorMessage } from '../../app/errors';
import { translateReportOptionsText, UPLOAD_WARNINGS } from './report-options-messages';
import { i18n } from '../../app/i18n';

export const FRONT_PAGE_UPLOAD_URL = '/api/v1/partner/admin/report-options/front-page-images/upload';

export interface UploadedImage {
  id: number;
  url: string;
  name: string;
}

export type UploadOutcome = { ok: true; image: UploadedImage; warnings: string[] } | { ok: false; message: string };

/**
 * Sends one image as multipart `file` with the CSRF header, reporting progress (0–100). The caller
 * has already run the spec §5 checks (frontPageImageProblem); the server repeats them.
 */
export function uploadFrontPageImage(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', FRONT_PAGE_UPLOAD_URL);
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { data?: { image: UploadedImage; warnings?: Array<{ code: string; message: string }> } } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 && body?.data) {
        const warnings = (body.data.warnings ?? []).map((w) => (UPLOAD_WARNINGS[w.code] ? i18n._(UPLOAD_WARNINGS[w.code]) : w.message));
        resolve({ ok: true, image: body.data.image, warnings });
      } else {
        const b = body as never;
        const text = xhr.status === 422 ? Object.values((b as { errors?: Record<string, string[]> })?.errors ?? {}).flat().map(translateReportOptionsText).join(', ') : '';
        resolve({ ok: false, message: text || restErrorMessage(xhr.status, b) });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: i18n._(msg`The upload failed. Check the connection and try again.`) });
    xhr.send(form);
  });
}
