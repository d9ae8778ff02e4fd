/**
 * The public face of the requests feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own. What the users and
 * solutions features need from this one is wired by the composition root (server/src/app/wiring.ts).
 */
export { BuyerRequest, Question, QuestionAnswer, QuestionTemplate, RequestInternalShare, RequestShare, TemplateQuestion } from './request.entity';
export { newRequestCount } from './request.service';
