// "Sign in and come back": the one way a screen sends a signed-out visitor to sign in and gets them back
// where they were. The sign-in screen follows its `next` parameter (features/auth/lib/next-path.ts);
// `resume` adds `<resume>=1` to the way back, which the screen reads to carry on with what the visitor
// had started (the save-search dialog, the car page's chat).
import { paths } from '../config/paths';

export function signInAndReturnHref(back: { pathname: string; search?: string }, resume?: string): string {
  const params = new URLSearchParams(back.search ?? '');
  if (resume) params.set(resume, '1');
  const query = params.toString();
  const next = query ? `${back.pathname}?${query}` : back.pathname;
  return `${paths.auth.href()}?next=${encodeURIComponent(next)}`;
}
