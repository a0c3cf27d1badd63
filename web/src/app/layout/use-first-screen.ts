// When the first screen is up: the layout and its route have rendered, the requests they started have
// been answered and the images then in view have arrived (at most 5 s after the first render). Code
// for later (lib/load-later.ts) waits until then, so that it competes with none of these.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstScreenShown } from '../../lib/load-later';

const AT_MOST_MS = 5000;

/** Images in the viewport that are still arriving. */
function imagesArriving(): HTMLImageElement[] {
  return [...document.images].filter((img) => {
    if (img.complete) return false;
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  });
}

export function useFirstScreen(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The route's components started their queries in their own effects, which ran before this one.
    let finished = false;
    let frame = 0;
    let later: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      stop();
      firstScreenShown();
    };
    const timer = setTimeout(finish, AT_MOST_MS);
    const afterImages = () => {
      if (finished) return;
      const arriving = imagesArriving();
      if (arriving.length === 0) return finish();
      let left = arriving.length;
      const one = () => --left === 0 && finish();
      arriving.forEach((img) => {
        img.addEventListener('load', one, { once: true });
        img.addEventListener('error', one, { once: true });
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => check());
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      // After the frame that shows the answers, and so their images.
      frame = requestAnimationFrame(() => {
        later = setTimeout(afterImages, 0);
      });
    };
    // Unmounted (or finished): nothing of this may run later, when the page may be gone.
    const stop = () => {
      finished = true;
      unsubscribe();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      clearTimeout(later);
    };
    check();
    return stop;
  }, [queryClient]);
}
