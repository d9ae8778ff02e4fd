/**
 * The GraphQL side of the input hygiene (platform/http/input-hygiene.ts): variables are walked before
 * Apollo runs the operation, and literals written in the query itself are checked by a validation rule.
 * Both refuse with a VALIDATION error (extensions.code VALIDATION, fieldErrors by argument path).
 */
import { GraphQLError, type ASTNode, type ASTVisitor, type ValidationContext } from 'graphql';
import type { RequestHandler } from 'express';
import { DomainError } from '../../../../shared/errors';
import { MAX_MAGNITUDE, inputProblems, isBadText } from '../http/input-hygiene';
import { formatError } from './format-error';

/** Over HTTP: variables with a problem answer 422 with the GraphQL error shape, before Apollo runs. */
export const graphqlInputHygiene: RequestHandler = (req, res, next) => {
  const body = req.body as { variables?: unknown } | undefined;
  const problems = body && typeof body === 'object' ? inputProblems(body.variables) : null;
  if (!problems) return next();
  const err = DomainError.validation(problems);
  res.status(422).json({ errors: [formatError({ message: err.message }, err)] });
};

/** A validation rule: string literals with NUL or invalid UTF-16, number literals out of range. */
export function literalHygieneRule(context: ValidationContext): ASTVisitor {
  const refuse = (error: DomainError, node: ASTNode) => context.reportError(new GraphQLError(error.message, { nodes: node, originalError: error }));
  return {
    StringValue(node) {
      if (isBadText(node.value)) refuse(DomainError.invalid('literal', 'validation.badCharacters', { field: 'literal' }), node);
    },
    FloatValue(node) {
      const n = Number(node.value);
      if (!Number.isFinite(n) || Math.abs(n) > MAX_MAGNITUDE) refuse(DomainError.invalid('literal', 'validation.numberOutOfRange', { field: 'literal', max: MAX_MAGNITUDE }), node);
    },
  };
}
