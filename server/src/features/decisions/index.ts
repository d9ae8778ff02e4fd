/**
 * The public face of the decisions feature (issue #32): what other features may import
 * (eslint.config.js, local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { projectDecision, reportDecisionInputs } from './decision.service';
