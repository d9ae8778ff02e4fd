import { csrfToken } from '../../app/csrf';
import { restErrorMessage } from '../../app/errors';

export type LogoUploadOutcome = { ok: true; logoUrl: string } | { ok: false; message: string };

/** POST the logo as multipart `file` (REST only, like every upload), with the CSRF header. */
export async function uploadLogo(url: string, file: File): Promise<LogoUploadOutcome> {
  const form = new FormData();
  form.append('file', file);
  const token = csrfToken();
  try {
    const res = await fetch(url, { method: 'POST', body: form, headers: { Accept: 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) } });
    const body = await res.json().catch(() => null);
    if (res.ok && body?.data?.logo_url) return { ok: true, logoUrl: body.data.logo_url };
    return { ok: false, message: restErrorMessage(res.status, body) };
  } catch {
    return { ok: false, message: restErrorMessage(500, null) };
  }
}
