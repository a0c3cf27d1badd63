// The app's start in the browser: over a page the server rendered (entry-server.tsx), from that
// render's state, hydrating its HTML; else a first render of its own.
import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { AppRoutes, createAppRouter, firstScreen, type AppRouter } from './navigation';
import { AppProvider } from './provider';
import { routes } from './router';

/** What the server's render leaves in the page (`<script type="application/json" id="app-state">`). */
export interface ServedState {
  queries: DehydratedState;
}

/** One thing the visitor did before the app started: a button tapped or a form sent, or a field changed (and what it then held). */
export interface EarlyInput {
  target: Element;
  value?: string;
  checked?: boolean;
}

declare global {
  interface Window {
    /** What the visitor did on a server-rendered page before the app hydrated it, as index.html keeps it. */
    earlyInput?: EarlyInput[];
  }
}

/** Does again, as React will hear it, one thing from before the app started. */
function replay({ target, value = '', checked = false }: EarlyInput) {
  if (!target.isConnected) return;
  if (target instanceof HTMLFormElement) return target.requestSubmit();
  if (target instanceof HTMLSelectElement) {
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    // The other state first (React's tracking hears it), then the visitor's click again.
    target.checked = !checked;
    target.click();
    return;
  }
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    // React hears a field's change against the value it last knew: first what it rendered, then,
    // past its tracking (the prototype's setter), what the visitor typed.
    target.value = target.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  if (target instanceof HTMLElement) target.click();
}

/**
 * Does again, once the page has hydrated, what index.html kept from before (the page's buttons and
 * fields do nothing until then), in order, each once the last one's effects are on screen: a search
 * sent after a sort was chosen must see that sort. It wraps the app rather than sitting beside it: the
 * server's tree has no sibling there, and one would shift every `useId` of the page.
 */
function ReplayEarlyInput({
  kept,
  router,
  children,
}: {
  kept: EarlyInput[];
  router: AppRouter;
  children: ReactNode;
}) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const target = kept[step];
    if (!target) return;
    let live = true;
    // Each once the page shows what the last one did (the first: once the screen has hydrated).
    void router
      .settled()
      .then(() => {
        if (!live) return;
        replay(target);
        return router.settled();
      })
      // The next step as a transition, as navigations are: React commits them together.
      .then(() => live && startTransition(() => setStep(step + 1)));
    // StrictMode runs an effect twice in development: the first run's step is not taken twice.
    return () => {
      live = false;
    };
  }, [kept, router, step]);
  return children;
}

/**
 * Starts the app in `container`. `served` is the text of the page's app-state block, when the server
 * rendered the page; `options` reach React's hydration (tests hear of mismatches through them).
 */
export async function startApp(
  queryClient: QueryClient,
  container: HTMLElement,
  served: string | null | undefined,
  options: HydrationOptions = {},
) {
  const state = served ? (JSON.parse(served) as ServedState) : undefined;
  if (state) hydrate(queryClient, state.queries);
  const router = createAppRouter(routes(queryClient));
  await firstScreen(router, !!state);
  // From here React hears the page's events itself (during the hydration too); earlier ones are done again after it.
  const kept = window.earlyInput ?? [];
  delete window.earlyInput;
  const app = (
    <StrictMode>
      <ReplayEarlyInput kept={kept} router={router}>
        <AppProvider queryClient={queryClient}>
          <AppRoutes router={router} />
        </AppProvider>
      </ReplayEarlyInput>
    </StrictMode>
  );
  // The first render (or the hydration of the server's) as a transition: React then yields to the
  // browser every few milliseconds instead of holding the main thread for the whole first screen (a
  // phone's long task: input waits behind it).
  let root: Root | undefined;
  startTransition(() => {
    if (state) root = hydrateRoot(container, app, options);
    else (root = createRoot(container)).render(app);
  });
  return { router, root: root! };
}
