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
import { documentSizeError } from './limits';

/** The variables' problems as the GraphQL error of a refusal (VALIDATION, fieldErrors by path), or null when clean. */
export function variablesError(variables: unknown): GraphQLError | null {
  const problems = inputProblems(variables);
  if (!problems) return null;
  const err = DomainError.validation(problems);
  return new GraphQLError(err.message, { originalError: err });
}

/**
 * Over HTTP, before Apollo runs: a document beyond MAX_DOCUMENT_CHARS answers 400 before it is
 * parsed; variables with a problem answer 422; both with the GraphQL error shape.
 */
export const graphqlInputHygiene: RequestHandler = (req, res, next) => {
  const body = req.body as { query?: unknown; variables?: unknown } | undefined;
  if (!body || typeof body !== 'object') return next();
  const tooLong = documentSizeError(body.query);
  if (tooLong) return void res.status(400).json({ errors: [formatError(tooLong.toJSON(), tooLong)] });
  const invalid = variablesError(body.variables);
  if (!invalid) return next();
  res.status(422).json({ errors: [formatError(invalid.toJSON(), invalid)] });
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
