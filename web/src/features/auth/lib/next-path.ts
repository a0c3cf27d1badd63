// Where to go after signing in: the `next` query parameter when it is a path on this site (so a
// screen that sent the visitor to sign in can bring them back), else home. Never another origin.
export function nextPath(search: URLSearchParams): string {
  const next = search.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/auth') || next.startsWith('/login')) return '/';
  return next;
}
