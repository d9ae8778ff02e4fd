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
import { guardDocument, PARSE_FAILED } from './document-guard';

/** The variables' problems as the GraphQL error of a refusal (VALIDATION, fieldErrors by path), or null when clean. */
export function variablesError(variables: unknown): GraphQLError | null {
  const problems = inputProblems(variables);
  if (!problems) return null;
  const err = DomainError.validation(problems);
  return new GraphQLError(err.message, { originalError: err });
}

/**
 * Over HTTP, first of all (before sign-in, CSRF and Apollo): the document is bounded in linear time
 * (document-guard.ts) and refused with 400 before graphql-js validates it. Apollo parses the text
 * again (a small cost against a quadratic validation); a syntax error is left to Apollo, which
 * answers it as it always has (GRAPHQL_PARSE_FAILED).
 */
export const graphqlDocumentGuard = (maxAliases: number): RequestHandler => (req, res, next) => {
  const body = req.body as { query?: unknown } | undefined;
  const query = body && typeof body === 'object' && !Array.isArray(body) ? body.query : req.method === 'GET' ? req.query.query : undefined;
  if (typeof query !== 'string') return next();
  const guarded = guardDocument(query, maxAliases);
  if (!guarded.error || guarded.error.extensions.code === PARSE_FAILED) return next();
  res.status(400).json({ errors: [formatError(guarded.error.toJSON(), guarded.error)] });
};

/** Over HTTP, before Apollo runs: variables with a problem answer 422, with the GraphQL error shape. */
export const graphqlInputHygiene: RequestHandler = (req, res, next) => {
  const body = req.body as { query?: unknown; variables?: unknown } | undefined;
  if (!body || typeof body !== 'object') return next();
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
