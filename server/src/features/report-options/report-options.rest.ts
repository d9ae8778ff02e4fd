import type { Router, RequestHandler } from 'express';
import multer from 'multer';
import { DomainError } from '../../../../shared/errors';
import { FRONT_PAGE_IMAGE_MAX_BYTES } from '../../../../shared/report-themes';
import { requireActor, requirePartnerAdmin } from '../../platform/auth/actor';
import { authorizeBeforeBody, handle, idParam } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import {
  frontPageImageDeleteRestFields as imageFields,
  presentEffective,
  presentFrontPageImage,
  presentFrontPageImageDelete,
  presentReportOptions,
  reportOptionsResetRestFields,
  reportOptionsRestFields as fields,
} from './report-options.rest-mapper';
import * as options from './report-options.service';
import { apiRouter } from '../../platform/http/api-router';

// Files up to the limit reach the service, which refuses sizes of 2 MB and above with the spec text.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: FRONT_PAGE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

/** Multer's own refusals (too large, wrong field) as the spec's 422 texts rather than a 500. */
const singleImage: RequestHandler = (req, res, next) =>
  upload.single('file')(req, res, (err: unknown) => {
    if (err instanceof multer.MulterError) {
      return next(DomainError.invalid('file', err.code === 'LIMIT_FILE_SIZE' ? 'reportOptions.imageTooLarge' : 'reportOptions.imageInvalidType'));
    }
    next(err);
  });

/** Partner admins only, checked before the upload is read. */
const partnerAdminOnly = authorizeBeforeBody((ctx) => requirePartnerAdmin(requireActor(ctx.actor)));

/** Report options and front-page images (spec/platform-and-shell.md §7 Partner admin). */
export function reportOptionsRoutes(): Router {
  const r = apiRouter();
  const present = (o: Awaited<ReturnType<typeof options.getPartnerReportOptions>>) => presentReportOptions(o);

  r.get('/user/report-options', handle(async (ctx) => {
    const own = await options.getUserReportOptions(ctx);
    return own ? present(own) : null;
  }));
  r.post('/user/report-options/create', handle(async (ctx, req) => present(await options.createUserReportOptions(ctx, fromRest(fields, req.body))), { status: 201, fields }));
  r.put('/user/report-options/:id', handle(async (ctx, req) => present(await options.updateUserReportOptions(ctx, idParam(req), fromRest(fields, req.body))), { fields }));
  r.delete('/user/report-options/:id', handle(async (ctx, req) => ({
    message: options.ReportOptionsText.reset,
    effective: presentEffective(await options.resetReportOptions(ctx, idParam(req), fromRest(reportOptionsResetRestFields, req.body ?? {}))),
  })));

  r.use('/partner/admin/report-options', partnerAdminOnly);
  r.get('/partner/admin/report-options', handle(async (ctx) => present(await options.getPartnerReportOptions(ctx))));
  r.get('/partner/admin/report-options/front-page-images', handle(async (ctx) => {
    const list = await options.listFrontPageImages(ctx, { adminOnly: true });
    return { default_images: list.defaults, partner_images: list.uploaded.map(presentFrontPageImage) };
  }));
  r.post('/partner/admin/report-options/front-page-images/upload', singleImage, handle(async (ctx, req) => {
    const { image, warnings } = await options.uploadFrontPageImage(ctx, req.file);
    return { image: presentFrontPageImage(image), warnings };
  }, 201));
  r.delete('/partner/admin/report-options/front-page-images/delete', handle(async (ctx, req) => presentFrontPageImageDelete(await options.deleteFrontPageImage(ctx, fromRest(imageFields, req.body))), { fields: imageFields }));
  r.get('/partner/admin/report-options/:id', handle(async (ctx, req) => present(await options.getPartnerReportOptionsById(ctx, idParam(req)))));
  r.put('/partner/admin/report-options', handle(async (ctx, req) => present(await options.updatePartnerReportOptions(ctx, null, fromRest(fields, req.body))), { fields }));
  r.put('/partner/admin/report-options/:id', handle(async (ctx, req) => present(await options.updatePartnerReportOptions(ctx, idParam(req), fromRest(fields, req.body))), { fields }));
  return r;
}
