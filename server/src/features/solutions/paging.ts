import { DomainError, keyed } from '../../../../shared/errors';

/** A page of a loaded list; a negative limit or offset is a 422. */
export function page<T>(list: T[], limit: number | null | undefined, offset: number | null | undefined): T[] {
  const from = offset ?? 0;
  if ((limit != null && limit < 0) || from < 0) throw DomainError.validation({ limit: [keyed('common.limitOffset')] });
  return list.slice(from, limit == null ? undefined : from + limit);
}
