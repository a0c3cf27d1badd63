// Whether a CSS media query matches, kept current. Without matchMedia (tests) it counts as matching,
// as it does on the server, which renders for every width.
import { useSyncExternalStore } from 'react';

// One MediaQueryList per query (and per matchMedia, which tests replace): React reads the value on
// every render, and matchMedia() is not free.
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();
function mediaQueryList(query: string): MediaQueryList {
  let byQuery = lists.get(window.matchMedia);
  if (!byQuery) lists.set(window.matchMedia, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = window.matchMedia(query)));
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? mediaQueryList(query).matches : true),
    () => true,
  );
}
