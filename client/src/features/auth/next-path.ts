/**
 * Where to go after signing in or registering: the `next` parameter of an invitation link (e.g. a
 * buyer's request, /requests/{id}), only when it is a path of this app (never another site).
 */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next') ?? '';
  return /^\/(?!\/)[\w\-/?=&.%]*$/.test(next) ? next : '/';
}
