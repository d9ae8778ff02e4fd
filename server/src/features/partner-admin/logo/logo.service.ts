/**
 * Logos (spec §5: width 200–900 px, height 50–900 px, else "Logo could not be validated"): the
 * partner's (POST /partner/admin/logo/upload) and a subsidiary's (…/subsidiary/{id}/logo/upload).
 * The size is read from the image's own header, whatever the browser checked. The file is then
 * decoded and re-encoded exactly as a front-page image is (report-options decodeUploadedImage: the
 * decoded format must agree with the bytes, markup or bytes after the image's end are refused, the
 * stored file is a fresh encoding of the pixels without metadata), so a PNG+HTML polyglot is never
 * kept (issue #27 point 8). Stored under uploadsDir/logos/{partnerId}/ with a random name; the
 * previous file is removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../../../../../shared/errors';
import { decodeUploadedImage, type DecodedImage } from '../../report-options';
import { LOGO_MAX_BYTES, logoDimensionsValid } from '../../../../../shared/validation/partner-admin';
import { config } from '../../../platform/config';
import type { RequestContext } from '../../../platform/context';
import { requireAdmin } from '../access';
import { ownSubsidiary } from '../subsidiaries/subsidiaries.service';
import { imageDimensions } from './image-dimensions';

export interface UploadedLogo {
  buffer: Buffer;
  size: number;
}

export interface LogoResult {
  logoUrl: string;
  width: number;
  height: number;
}

async function storeLogo(partnerId: number, file: UploadedLogo | undefined, previousUrl: string | null): Promise<LogoResult> {
  if (!file) throw DomainError.invalid('file', 'partnerAdmin.logoRequired');
  const dims = file.size <= LOGO_MAX_BYTES ? imageDimensions(file.buffer) : null;
  if (!dims || !logoDimensionsValid(dims.width, dims.height)) throw DomainError.invalid('file', 'partnerAdmin.logoInvalid');
  let decoded: DecodedImage;
  try {
    decoded = await decodeUploadedImage(file.buffer);
  } catch (err) {
    if (err instanceof DomainError) throw DomainError.invalid('file', 'partnerAdmin.logoInvalid');
    throw err;
  }
  // The header and the decoder must agree (a logo is at most 900 px a side: never scaled when stored).
  if (decoded.type !== dims.type || decoded.storedWidth !== dims.width || decoded.storedHeight !== dims.height) throw DomainError.invalid('file', 'partnerAdmin.logoInvalid');
  const dir = path.join(config().uploadsDir, 'logos', String(partnerId));
  const name = `${randomBytes(16).toString('hex')}.${dims.type === 'jpeg' ? 'jpg' : dims.type}`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), decoded.data, { flag: 'wx' });
  const prefix = `/uploads/logos/${partnerId}/`;
  if (previousUrl?.startsWith(prefix)) await unlink(path.join(dir, path.basename(previousUrl))).catch(() => undefined);
  return { logoUrl: prefix + name, width: dims.width, height: dims.height };
}

export async function uploadPartnerLogo(ctx: RequestContext, file: UploadedLogo | undefined): Promise<LogoResult> {
  const actor = requireAdmin(ctx);
  const result = await storeLogo(actor.partner.id, file, actor.partner.logoUrl);
  actor.partner.logoUrl = result.logoUrl;
  await ctx.em.flush();
  return result;
}

export async function uploadSubsidiaryLogo(ctx: RequestContext, subsidiaryId: number, file: UploadedLogo | undefined): Promise<LogoResult> {
  const actor = requireAdmin(ctx);
  const subsidiary = await ownSubsidiary(ctx, actor, subsidiaryId);
  const result = await storeLogo(actor.partner.id, file, subsidiary.logoUrl);
  subsidiary.logoUrl = result.logoUrl;
  await ctx.em.flush();
  return result;
}
