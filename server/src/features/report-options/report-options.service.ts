/**
 * Report options (spec/platform-and-shell.md §2 Report options screen, §3, §4 Report options, §5,
 * §6, §7 Partner admin): per-user options, the partner-wide defaults saved by partner admins, and the
 * partner's uploaded front-page images. Every query is scoped to the caller's partner; another
 * partner's rows and images are "not found".
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError, ErrorCode, keyed, type FieldErrors } from '../../../../shared/errors';
import {
  DEFAULT_FRONT_PAGE_IMAGES,
  DEFAULT_IMAGE_BY_TYPE,
  FRONT_PAGE_IMAGE_FIELDS,
  FRONT_PAGE_IMAGE_MAX_BYTES,
  FRONT_PAGE_REPORT_TYPES,
  hasImageExtension,
  isDefaultFrontPageImage,
  isPaidTheme,
  isReportTheme,
  isValidHexColor,
  themeColors,
  type FrontPageImageField,
  type FrontPageReportType,
  type ReportTheme,
} from '../../../../shared/report-themes';
import {
  frontPageImageDeleteSchema,
  partnerReportOptionsSchema,
  reportOptionsSchema,
  type FrontPageImageDeleteFields,
  type ReportOptionsFields,
} from '../../../../shared/validation/report-options';
import { hasPaidSubscription, requireActor, requirePartnerAdmin, type Actor } from '../../platform/auth/actor';
import { config } from '../../platform/config';
import type { RequestContext } from '../../platform/context';
import { logger } from '../../platform/logger';
import { validate } from '../../platform/validate';
import { Partner } from '../partners';
import { User } from '../users';
import { preparedRows } from '../../platform/db/prepared';
import { columnsOf, mapRow } from '../../platform/db/raw-rows';
import { decodeUploadedImage, type DecodedImage } from './image-decode';
import { FrontPageImage, ReportOptions, type ReportOptionsOwner } from './report-options.entity';

/** A partner keeps at most this many uploaded front-page images. */
export const MAX_FRONT_PAGE_IMAGES_PER_PARTNER = 50;
/** A4 at 150 dpi: smaller images look soft when the front page is printed. */
export const PRINT_MIN_WIDTH_PX = 1240;
export const PRINT_MIN_HEIGHT_PX = 1754;

/** Success texts of the replies (the client shows its own translated notices). */
export const ReportOptionsText = {
  deleted: 'deleted',
  reset: 'Report options reset',
} as const;

/** The image fields of an options row (the entity's properties have the same names). */
const IMAGE_FIELD_LIST = Object.values(FRONT_PAGE_IMAGE_FIELDS) as FrontPageImageField[];

// ---- reading ----------------------------------------------------------------------------------

async function ownRow(ctx: RequestContext, actor: Actor): Promise<ReportOptions | null> {
  return ctx.em.findOne(ReportOptions, { userType: 'user', user: actor.user.id, partner: actor.partner.id });
}

async function partnerRow(ctx: RequestContext, partnerId: number): Promise<ReportOptions | null> {
  return ctx.em.findOne(ReportOptions, { userType: 'partner', partner: partnerId });
}

/**
 * The caller's own row and the partner's, in one statement (every report reads them: issue #17), as
 * managed entities like ownRow's and partnerRow's.
 */
async function ownAndPartnerRows(ctx: RequestContext, actor: Actor): Promise<{ own: ReportOptions | null; partner: ReportOptions | null }> {
  const rows = await preparedRows<Record<string, unknown>>(
    ctx.em,
    `select ${columnsOf(ctx.em, ReportOptions, 'o')} from "report_options" "o"
     where "o"."partner_id" = ? and ("o"."user_type" = 'partner' or ("o"."user_type" = 'user' and "o"."user_id" = ?))`,
    [actor.partner.id, actor.user.id],
  );
  const of = (type: ReportOptionsOwner) => {
    const row = rows.find((r) => r['o.user_type'] === type);
    return row ? mapRow(ctx.em, ReportOptions, row, 'o') : null;
  };
  return { own: of('user'), partner: of('partner') };
}

/** GET /user/report-options: the caller's own options, or null when none are saved. */
export async function getUserReportOptions(ctx: RequestContext): Promise<ReportOptions | null> {
  return ownRow(ctx, requireActor(ctx.actor));
}

/** GET /partner/admin/report-options: the partner-wide options (created with the defaults on first use). */
export async function getPartnerReportOptions(ctx: RequestContext): Promise<ReportOptions> {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  const existing = await partnerRow(ctx, actor.partner.id);
  if (existing) return existing;
  try {
    const row = ctx.em.create(ReportOptions, { partner: ctx.em.getReference(Partner, actor.partner.id), user: null, userType: 'partner' });
    await ctx.em.flush();
    return row;
  } catch (err) {
    // Two first visits at once: the other one created it.
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    ctx.em.clear();
    return (await partnerRow(ctx, actor.partner.id))!;
  }
}

/** GET /partner/admin/report-options/{id}: the partner's row by its id; 404 for any other id. */
export async function getPartnerReportOptionsById(ctx: RequestContext, id: number): Promise<ReportOptions> {
  const row = await getPartnerReportOptions(ctx);
  if (row.id !== id) throw DomainError.notFound('reportOptions.notFound');
  return row;
}

export interface EffectiveReportOptions {
  /** Whose options apply: the user's own, the partner's defaults, or the product defaults. */
  source: 'user' | 'partner' | 'default';
  theme: ReportTheme;
  primaryColor: string;
  secondaryColor: string;
  locale: string | null;
  images: Record<FrontPageReportType, string>;
  /** The partner overrides the users' front-page images. */
  imagesFromPartner: boolean;
}

/**
 * The options a report of the caller uses: the user's own, else the partner's, else the defaults
 * (theme 'default', #2196f3/#ff5722, the first default images). With the partner's override on, the
 * partner's images win. An image not chosen at one layer falls through to the next. A paid theme on
 * a plan without an active paid subscription is shown as 'default'.
 */
export async function effectiveReportOptions(ctx: RequestContext): Promise<EffectiveReportOptions> {
  const actor = requireActor(ctx.actor);
  const { own, partner } = await ownAndPartnerRows(ctx, actor);
  const base = own ?? partner;
  let theme: ReportTheme = base && isReportTheme(base.theme) ? base.theme : 'default';
  if (isPaidTheme(theme) && !hasPaidSubscription(actor)) theme = 'default';
  const colours = themeColors(theme, base?.customPrimaryColor, base?.customSecondaryColor);
  const imagesFromPartner = !!partner?.overrideUsersFrontPageImages;
  const images = Object.fromEntries(
    FRONT_PAGE_REPORT_TYPES.map((type) => {
      const prop = FRONT_PAGE_IMAGE_FIELDS[type];
      const chosen = imagesFromPartner ? partner?.[prop] : (own?.[prop] ?? partner?.[prop]);
      return [type, chosen ?? DEFAULT_IMAGE_BY_TYPE[type]];
    }),
  ) as Record<FrontPageReportType, string>;
  return {
    source: own ? 'user' : partner ? 'partner' : 'default',
    theme,
    primaryColor: colours.primary,
    secondaryColor: colours.secondary,
    locale: base?.locale ?? null,
    images,
    imagesFromPartner,
  };
}

// ---- writing ----------------------------------------------------------------------------------

async function partnerImageUrls(ctx: RequestContext, partnerId: number): Promise<Set<string>> {
  const rows = await ctx.em.find(FrontPageImage, { partner: partnerId }, { fields: ['url'] });
  return new Set(rows.map((r) => r.url));
}

/**
 * Applies a validated save to a row: the plan check for paid themes, colours that are not
 * '#' + 3 or 6 hex digits stored as null (spec §5: not applied), and images limited to the bundled
 * defaults and the partner's own uploads.
 */
async function applyInput(ctx: RequestContext, actor: Actor, row: ReportOptions, data: ReportOptionsFields): Promise<void> {
  if (data.theme !== undefined) {
    const theme = data.theme;
    if (isPaidTheme(theme) && theme !== row.theme && !hasPaidSubscription(actor)) {
      throw new DomainError(ErrorCode.FORBIDDEN, 'common.noActiveSubscription', { field: 'theme' });
    }
    row.theme = theme;
  }
  if (data.locale !== undefined) row.locale = data.locale ?? null;
  for (const field of ['customPrimaryColor', 'customSecondaryColor'] as const) {
    if (data[field] === undefined) continue;
    const value = data[field];
    row[field] = isValidHexColor(value) ? value.toLowerCase() : null;
  }
  const images = IMAGE_FIELD_LIST.filter((f) => data[f] !== undefined);
  if (images.length) {
    const uploads = await partnerImageUrls(ctx, actor.partner.id);
    const errors: FieldErrors = {};
    for (const field of images) {
      const url = data[field] || null;
      if (url !== null && !isDefaultFrontPageImage(url) && !uploads.has(url)) errors[field] = [keyed('reportOptions.imageNotAvailable')];
      else row[field] = url;
    }
    if (Object.keys(errors).length) throw DomainError.validation(errors);
  }
  if (data.overrideUsersFrontPageImages !== undefined && row.userType === 'partner') {
    row.overrideUsersFrontPageImages = !!data.overrideUsersFrontPageImages;
  }
}

function newRow(ctx: RequestContext, actor: Actor, userType: ReportOptionsOwner): ReportOptions {
  return ctx.em.create(ReportOptions, {
    partner: ctx.em.getReference(Partner, actor.partner.id),
    user: userType === 'user' ? ctx.em.getReference(User, actor.user.id) : null,
    userType,
  });
}

/** POST /user/report-options/create: the caller's own options; 409 when they already exist. */
export async function createUserReportOptions(ctx: RequestContext, input: ReportOptionsFields): Promise<ReportOptions> {
  const actor = requireActor(ctx.actor);
  const data = await validate(reportOptionsSchema, input);
  if (await ownRow(ctx, actor)) throw new DomainError(ErrorCode.CONFLICT, 'reportOptions.alreadyExist');
  const row = newRow(ctx, actor, 'user');
  await applyInput(ctx, actor, row, data);
  try {
    await ctx.em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new DomainError(ErrorCode.CONFLICT, 'reportOptions.alreadyExist');
    throw err;
  }
  return row;
}

/** PUT /user/report-options/{id}: only the caller's own row. */
export async function updateUserReportOptions(ctx: RequestContext, id: number, input: ReportOptionsFields): Promise<ReportOptions> {
  const actor = requireActor(ctx.actor);
  const row = await ctx.em.findOne(ReportOptions, { id, userType: 'user', user: actor.user.id, partner: actor.partner.id });
  if (!row) throw DomainError.notFound('reportOptions.notFound');
  await applyInput(ctx, actor, row, await validate(reportOptionsSchema, input));
  await ctx.em.flush();
  return row;
}

/** GraphQL reportOptionsUpdate: creates the caller's own options or updates them. */
export async function saveUserReportOptions(ctx: RequestContext, input: ReportOptionsFields): Promise<ReportOptions> {
  const actor = requireActor(ctx.actor);
  const existing = await ownRow(ctx, actor);
  return existing ? updateUserReportOptions(ctx, existing.id, input) : createUserReportOptions(ctx, input);
}

/** PUT /partner/admin/report-options/{id} (GraphQL: without an id, the partner's row). Partner admins only. */
export async function updatePartnerReportOptions(ctx: RequestContext, id: number | null, input: ReportOptionsFields): Promise<ReportOptions> {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  const row =
    id == null
      ? await getPartnerReportOptions(ctx)
      : await ctx.em.findOne(ReportOptions, { id, userType: 'partner', partner: actor.partner.id });
  if (!row) throw DomainError.notFound('reportOptions.notFound');
  await applyInput(ctx, actor, row, await validate(partnerReportOptionsSchema, input));
  await ctx.em.flush();
  return row;
}

/**
 * DELETE /user/report-options/{id}: back to the next layer (the partner's, else the defaults). A
 * user resets their own row; a partner admin also the partner's row. The optional body (user_id,
 * user_type) must agree with the row when given.
 */
/** Which options row to reset: optionally also by its user and user type (a mismatch is 404). */
export interface ReportOptionsResetInput {
  userId?: unknown;
  userType?: unknown;
}

export async function resetReportOptions(ctx: RequestContext, id: number, body: ReportOptionsResetInput = {}): Promise<EffectiveReportOptions> {
  const actor = requireActor(ctx.actor);
  const row = await ctx.em.findOne(ReportOptions, { id, partner: actor.partner.id });
  const matches =
    row &&
    (body.userType == null || body.userType === row.userType) &&
    (body.userId == null || Number(body.userId) === row.user?.id) &&
    (row.userType === 'user' ? row.user?.id === actor.user.id : true);
  if (!row || !matches) throw DomainError.notFound('reportOptions.notFound');
  if (row.userType === 'partner') requirePartnerAdmin(actor);
  await ctx.em.remove(row).flush();
  return effectiveReportOptions(ctx);
}

/** GraphQL reportOptionsReset: by owner type rather than by id. */
export async function resetReportOptionsOf(ctx: RequestContext, userType: unknown): Promise<EffectiveReportOptions> {
  const actor = requireActor(ctx.actor);
  if (userType !== 'user' && userType !== 'partner') throw DomainError.validation({ userType: [keyed('reportOptions.userTypeInvalid')] });
  if (userType === 'partner') requirePartnerAdmin(actor);
  const row = userType === 'user' ? await ownRow(ctx, actor) : await partnerRow(ctx, actor.partner.id);
  if (row) await ctx.em.remove(row).flush();
  return effectiveReportOptions(ctx);
}

// ---- front-page images ------------------------------------------------------------------------

export interface FrontPageImageList {
  defaults: readonly string[];
  uploaded: FrontPageImage[];
}

/**
 * The images a user may choose: the 22 bundled defaults and the partner's uploads. The partner-admin
 * REST path is for partner admins; GraphQL lets every user of the partner read the list (their own
 * options choose from it too).
 */
export async function listFrontPageImages(ctx: RequestContext, opts: { adminOnly: boolean }): Promise<FrontPageImageList> {
  const actor = requireActor(ctx.actor);
  if (opts.adminOnly) requirePartnerAdmin(actor);
  const uploaded = await ctx.em.find(FrontPageImage, { partner: actor.partner.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return { defaults: DEFAULT_FRONT_PAGE_IMAGES, uploaded };
}

export interface UploadWarning {
  code: 'LOW_RESOLUTION' | 'LANDSCAPE' | 'EXTENSION_MISMATCH';
  message: string;
}

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

function uploadWarnings(file: UploadedFile, sniffed: DecodedImage): UploadWarning[] {
  const warnings: UploadWarning[] = [];
  const { width, height } = sniffed;
  if (width != null && height != null) {
    if (width < PRINT_MIN_WIDTH_PX || height < PRINT_MIN_HEIGHT_PX) {
      warnings.push({ code: 'LOW_RESOLUTION', message: `The image is smaller than ${PRINT_MIN_WIDTH_PX} × ${PRINT_MIN_HEIGHT_PX} pixels and may look blurred when printed.` });
    }
    if (width > height) warnings.push({ code: 'LANDSCAPE', message: 'The image is landscape; the portrait front page will crop it.' });
  }
  const ext = file.originalname.toLowerCase().split('.').pop();
  const nameType = ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext;
  if (nameType !== sniffed.type) {
    warnings.push({ code: 'EXTENSION_MISMATCH', message: `The file is a ${sniffed.type.toUpperCase()} image; it was stored as one.` });
  }
  return warnings;
}

/**
 * POST /partner/admin/report-options/front-page-images/upload (spec §5): JPEG, PNG or GIF by name and
 * by content (magic bytes), below 2 MB; stored under uploadsDir/front-pages/{partnerId}/ with a
 * random name. The reply may carry warnings (low resolution, landscape, extension not the content).
 */
export async function uploadFrontPageImage(ctx: RequestContext, file: UploadedFile | undefined): Promise<{ image: FrontPageImage; warnings: UploadWarning[] }> {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  if (!file || !hasImageExtension(file.originalname)) throw DomainError.invalid('file', 'reportOptions.imageInvalidType');
  if (file.size >= FRONT_PAGE_IMAGE_MAX_BYTES || file.buffer.length >= FRONT_PAGE_IMAGE_MAX_BYTES) {
    throw DomainError.invalid('file', 'reportOptions.imageTooLarge');
  }
  const decoded = await decodeUploadedImage(file.buffer);
  if ((await ctx.em.count(FrontPageImage, { partner: actor.partner.id })) >= MAX_FRONT_PAGE_IMAGES_PER_PARTNER) {
    throw DomainError.invalid('file', 'reportOptions.tooManyImages', { max: MAX_FRONT_PAGE_IMAGES_PER_PARTNER });
  }

  const dir = path.join(config().uploadsDir, 'front-pages', String(actor.partner.id));
  // A random name with the decoded type's extension: /uploads serves it with that type and nosniff.
  const name = `${randomBytes(16).toString('hex')}.${decoded.extension}`;
  const target = path.join(dir, name);
  await mkdir(dir, { recursive: true });
  await writeFile(target, decoded.data, { flag: 'wx' });
  try {
    const image = ctx.em.create(FrontPageImage, {
      partner: ctx.em.getReference(Partner, actor.partner.id),
      url: `/uploads/front-pages/${actor.partner.id}/${name}`,
      originalName: path.basename(file.originalname).slice(0, 255),
      mimeType: decoded.mimeType,
      sizeBytes: decoded.data.length,
      width: decoded.storedWidth,
      height: decoded.storedHeight,
      uploadedBy: ctx.em.getReference(User, actor.user.id),
    });
    await ctx.em.flush();
    return { image, warnings: uploadWarnings(file, decoded) };
  } catch (err) {
    await unlink(target).catch(() => undefined);
    throw err;
  }
}

export interface FrontPageImageDeleteResult {
  message: string;
  /** The partner's last uploaded image is gone: every option that used partner images is back on the defaults. */
  revertedToDefaults: boolean;
  /** How many report options stopped using the image. */
  updatedOptions: number;
}

/**
 * DELETE /partner/admin/report-options/front-page-images/delete (body image_url). Options that used
 * the image fall back to the defaults; when it was the partner's last upload, every image choice of
 * the partner's options that is not a bundled default is cleared too.
 */
export async function deleteFrontPageImage(ctx: RequestContext, input: FrontPageImageDeleteFields): Promise<FrontPageImageDeleteResult> {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  const { imageUrl } = await validate(frontPageImageDeleteSchema, input);
  const image = await ctx.em.findOne(FrontPageImage, { url: imageUrl, partner: actor.partner.id });
  if (!image) throw DomainError.notFound('reportOptions.imageNotFound');

  // One flush, so one transaction: the image row goes and the options stop using it together.
  const remaining = (await ctx.em.count(FrontPageImage, { partner: actor.partner.id })) - 1;
  const options = await ctx.em.find(ReportOptions, { partner: actor.partner.id });
  let updated = 0;
  for (const row of options) {
    let changed = false;
    for (const prop of IMAGE_FIELD_LIST) {
      const value = row[prop];
      if (value && (value === imageUrl || (remaining === 0 && !isDefaultFrontPageImage(value)))) {
        row[prop] = null;
        changed = true;
      }
    }
    if (changed) updated += 1;
  }
  ctx.em.remove(image);
  await ctx.em.flush();
  const result = { message: ReportOptionsText.deleted, revertedToDefaults: remaining === 0, updatedOptions: updated };

  const file = path.join(config().uploadsDir, 'front-pages', String(actor.partner.id), path.basename(imageUrl));
  await unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') logger.warn({ err, file }, 'front-page image file could not be removed');
  });
  return result;
}
