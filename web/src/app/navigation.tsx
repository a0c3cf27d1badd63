// The app's router: react-router's routes, links and hooks over a history of the app's own, rendered
// with `useRoutes` (react-router's declarative mode). Its data router (`createBrowserRouter`) would
// add 17 KB of gzip to every first load for loaders, fetchers, actions and revalidation the app does
// not use; what the app took from it is here, in a few lines:
// - a screen's first request starts as the navigation does (a route's `warm`, run when the history
//   moves, before React renders the new screen and while its code loads);
// - a screen whose code loads on first visit (`laterScreen`) keeps the last screen on display until
//   it has arrived (every navigation renders in a transition);
// - the server's render and the browser's hydration load the matched screens' code first, so both
//   render the screen and neither a placeholder (`loadScreens`).
import {
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
  type Params,
  type RouteObject,
  type To,
} from 'react-router-dom';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A screen whose code loads on first visit. */
export interface LaterScreen {
  /** Fetches the screen's code (once; a failed fetch is tried again on the next call). */
  load(): Promise<unknown>;
  /** The screen: it suspends until its code has arrived, and renders at once when it has. */
  Component: ComponentType;
}

/** A screen from the module `importer` fetches, the component `pick` names. */
export function laterScreen<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): LaterScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // React.lazy reads a thenable that answers at once synchronously: a screen already loaded (by the
  // server's render, or before the hydration) renders in the same pass, with no placeholder.
  const Component = lazy(() => {
    if (!loaded) return load().then((component) => ({ default: component }));
    const module = { default: loaded };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
  });
  return { load, Component };
}

/** What a route's `handle` may say of its screen. */
export interface ScreenHandle {
  /** The server renders this screen with its data (entry-server.tsx); the rest are built in the browser. */
  serverRendered?: boolean;
  /**
   * The source module of a screen whose code loads later, as the build's manifest names it: the
   * server's page preloads its chunk, so the browser has the screen's code when it hydrates.
   */
  screenModule?: string;
  /** The screen's code, when it loads on first visit. */
  screen?: LaterScreen;
  /**
   * Starts the screen's first request as the navigation starts (TkDodo, 'React Query meets React
   * Router'). It prefetches rather than ensures: a failed request is the screen's to show.
   */
  warm?: (params: Params, search: URLSearchParams) => void;
}

export type Matches = ReturnType<typeof matchRoutes<RouteObject>> & {};

const handleOf = (match: Matches[number]) => (match.route.handle ?? {}) as ScreenHandle;

/** The routes that match `location`, outermost first (none: an empty list). */
export function matchScreens(routes: RouteObject[], location: { pathname: string }): Matches {
  return matchRoutes(routes, location.pathname) ?? [];
}

/** Starts the first requests of the matched screens. */
export function warmScreens(matches: Matches, search: string): void {
  const params = new URLSearchParams(search);
  for (const match of matches) handleOf(match).warm?.(match.params, params);
}

/** Loads the code of the matched screens that load on first visit. */
export async function loadScreens(matches: Matches): Promise<void> {
  await Promise.all(matches.map((match) => handleOf(match).screen?.load()));
}

/** Does any matched screen render on the server? */
export function isServerRendered(matches: Matches): boolean {
  return matches.some((match) => handleOf(match).serverRendered);
}

/** The source modules of the matched screens whose code loads later (ScreenHandle.screenModule). */
export function screenModules(matches: Matches): string[] {
  return matches.flatMap((match) => handleOf(match).screenModule ?? []);
}

/**
 * Before the first render: the first screen's requests, unless the server's page brought their
 * answers (`served`), and the first screen's code, so that a hydration renders what the server did
 * and not a screen still loading (over the server's page the code is in hand: the page preloads it).
 */
export async function firstScreen(router: AppRouter, served: boolean): Promise<void> {
  const matches = matchScreens(router.routes, router.state.location);
  if (!served) warmScreens(matches, router.state.location.search);
  await loadScreens(matches);
}

export interface AppRouter {
  routes: RouteObject[];
  history: History;
  /** Where the app is, as react-router's data routers name it (tests read it). */
  readonly state: { location: Location; historyAction: NavigationType };
  /** Goes to `to`, or back or forward that many entries. */
  navigate(to: To | number, options?: { replace?: boolean }): void;
  /**
   * Resolves once the screen on display is the one for where the app is: its code has arrived and it
   * has rendered (over the server's page: hydrated).
   */
  settled(): Promise<void>;
  /** The view says which location it has put on screen. */
  shown(location: Location): void;
}

/**
 * A router over the browser's history, or over a list of entries in memory (`initialEntries`: tests).
 * Its first screens' code is not loaded here: a hydration awaits `loadScreens` first (start.tsx).
 */
export function createAppRouter(routes: RouteObject[], initialEntries?: string[]): AppRouter {
  // v5Compat: the history tells its listener of its own pushes and replaces too, not only of Back.
  const history: History = initialEntries
    ? UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true })
    : UNSAFE_createBrowserHistory({ v5Compat: true });
  let waiting: (() => void)[] = [];
  let onScreen: Location | undefined;
  const current = () => !!onScreen && onScreen.key === history.location.key;
  return {
    routes,
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
    },
    settled() {
      return new Promise((resolve) => (current() ? resolve() : waiting.push(resolve)));
    },
    shown(location) {
      onScreen = location;
      if (!current()) return;
      const done = waiting;
      waiting = [];
      done.forEach((resolve) => resolve());
    },
  };
}

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The screens the routes match where the surrounding router is, in one Suspense boundary: a
 * navigation's screen still loading keeps the last one on display (a transition), and over the
 * server's page, whose boundary React hydrates after the root, the screen counts as shown (`router`)
 * only once it has hydrated. The server's render (no `router`) is the same tree, so the hydration
 * matches it, `useId`s included.
 */
export function RoutedScreens({ routes, router }: { routes: RouteObject[]; router?: AppRouter }) {
  return (
    <Suspense fallback={null}>
      <Screens routes={routes} />
      <Shown router={router} />
    </Suspense>
  );
}

/**
 * Tells the router what is on display, once it is. A new page (another path, reached by a link or a
 * redirect) starts at its top, as a page loaded anew would; a change of the same page's query (a
 * filter, a sort, Load More) and Back leave the scroll where it is.
 */
function Shown({ router }: { router?: AppRouter }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(location.pathname);
  useLayoutEffect(() => {
    if (location.pathname !== lastPath.current && navigationType !== 'POP') window.scrollTo(0, 0);
    lastPath.current = location.pathname;
    router?.shown(location);
  }, [router, location, navigationType]);
  return null;
}

/**
 * The router's screens. A move of the history starts the new screen's requests at once, then renders
 * it as a transition: React keeps the last screen on display while the new one's code arrives.
 */
export function AppRoutes({ router }: { router: AppRouter }) {
  const { history } = router;
  const [view, setView] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const stop = history.listen(({ action, location }) => {
      warmScreens(matchScreens(router.routes, location), location.search);
      startTransition(() => setView({ action, location }));
    });
    // A move between the first render and now (none is expected) is not lost.
    if (history.location.key !== view.location.key)
      setView({ action: history.action, location: history.location });
    return stop;
    // The first view only: later ones arrive through the listener.
  }, [router, history]);
  return (
    <Router location={view.location} navigationType={view.action} navigator={history}>
      <RoutedScreens routes={router.routes} router={router} />
    </Router>
  );
}
