// The routes whose screens exist (000 §2); every other path is the not-found screen.
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';
import { getCarQueryOptions } from '../features/car-detail/api/get-car';
import { searchPageQueryOptions } from '../features/search/api/search-vehicles';
import { parseSearchState } from '../features/search/lib/search-params';

// Screens other than the search home load on first visit, so the home's JavaScript stays small.
const carDetail = () => import('./routes/car-detail').then((m) => ({ Component: m.CarDetailRoute }));
const auth = () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute }));

/** What a route's `handle` may say about its screen's render on the server (entry-server.tsx). */
export interface ServerRenderHandle {
  serverRendered?: boolean;
  /**
   * The source module of a screen whose code loads later (`lazy`), as the build's manifest names it:
   * the server's page preloads its chunk, so the browser has the screen's code when it hydrates.
   */
  screenModule?: string;
}

/** Screens the server renders with their data (entry-server.tsx); the rest are built in the browser. */
const serverRendered: ServerRenderHandle = { serverRendered: true };
const carDetailHandle: ServerRenderHandle = {
  serverRendered: true,
  screenModule: 'src/app/routes/car-detail.tsx',
};

/**
 * Loaders start the screen's first request as the navigation starts (TkDodo, 'React Query meets
 * React Router'). They prefetch rather than ensure: a failed request is the screen's to show.
 */
export function routes(queryClient: QueryClient): RouteObject[] {
  const warmSearch = ({ request }: { request: Request }) => {
    const state = parseSearchState(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(searchPageQueryOptions(state, 1));
    return null;
  };
  const warmCar = ({ params, request }: { params: { id?: string }; request: Request }) => {
    const location = new URL(request.url).searchParams.get('location') || undefined;
    if (params.id && /^\d+$/.test(params.id))
      void queryClient.prefetchQuery(getCarQueryOptions(params.id, location));
    return null;
  };
  const warmAdmin = () => {
    void import('../features/admin/api/get-status').then(({ warmScrapingStatus }) =>
      warmScrapingStatus(queryClient),
    );
    return null;
  };
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.home.path, element: <HomeRoute />, loader: warmSearch, handle: serverRendered },
        { path: paths.carDetail.path, lazy: carDetail, loader: warmCar, handle: carDetailHandle },
        { path: paths.carDetail.altPath, lazy: carDetail, loader: warmCar, handle: carDetailHandle },
        { path: paths.auth.path, lazy: auth },
        { path: paths.auth.altPath, lazy: auth },
        {
          path: paths.profile.path,
          lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
        },
        {
          path: paths.dreamGarage.path,
          lazy: () => import('./routes/dream-garage').then((m) => ({ Component: m.DreamGarageRoute })),
        },
        {
          path: paths.leaseDeals.path,
          lazy: () => import('./routes/lease-deals').then((m) => ({ Component: m.LeaseDealsRoute })),
        },
        {
          path: paths.finance.path,
          lazy: () => import('./routes/finance').then((m) => ({ Component: m.FinanceRoute })),
        },
        {
          path: paths.dashboard.path,
          lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
        },
        {
          path: paths.admin.path,
          lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
          loader: warmAdmin,
        },
        {
          path: paths.dealerOnboarding.path,
          lazy: () =>
            import('./routes/dealer-onboarding').then((m) => ({ Component: m.DealerOnboardingRoute })),
        },
        {
          path: paths.dealerApplication.path,
          lazy: () =>
            import('./routes/dealer-application').then((m) => ({ Component: m.DealerApplicationRoute })),
        },
        {
          path: paths.dealerCertification.path,
          lazy: () =>
            import('./routes/dealer-certification').then((m) => ({ Component: m.DealerCertificationRoute })),
        },
        {
          path: paths.videoGenerator.path,
          lazy: () =>
            import('../features/marketing/components/video/video-screen').then((m) => ({
              Component: m.VideoScreen,
            })),
        },
        {
          path: paths.socialToolkit.path,
          lazy: () =>
            import('../features/marketing/components/social/social-screen').then((m) => ({
              Component: m.SocialScreen,
            })),
        },
        {
          path: paths.privacyPolicy.path,
          lazy: () => import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
        },
        {
          path: paths.termsOfService.path,
          lazy: () => import('./routes/terms-of-service').then((m) => ({ Component: m.TermsOfServiceRoute })),
        },
        {
          path: paths.cookiePolicy.path,
          lazy: () => import('./routes/cookie-policy').then((m) => ({ Component: m.CookiePolicyRoute })),
        },
        {
          path: paths.deleteData.path,
          lazy: () => import('./routes/delete-data').then((m) => ({ Component: m.DeleteDataRoute })),
        },
        {
          path: paths.deleteDataConfirm.path,
          lazy: () =>
            import('./routes/delete-data-confirm').then((m) => ({ Component: m.DeleteDataConfirmRoute })),
        },
        {
          path: paths.partExchange.path,
          lazy: () => import('./routes/part-exchange').then((m) => ({ Component: m.PartExchangeRoute })),
        },
        {
          path: paths.carInsurance.path,
          lazy: () => import('./routes/car-insurance').then((m) => ({ Component: m.CarInsuranceRoute })),
        },
        {
          path: paths.extendedWarranty.path,
          lazy: () =>
            import('./routes/extended-warranty').then((m) => ({ Component: m.ExtendedWarrantyRoute })),
        },
        {
          path: paths.notifications.path,
          lazy: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsRoute })),
        },
        {
          path: paths.registerConfirm.path,
          lazy: () =>
            import('./routes/register-confirm').then((m) => ({ Component: m.RegisterConfirmRoute })),
        },
        {
          path: paths.unsubscribe.path,
          lazy: () => import('./routes/unsubscribe').then((m) => ({ Component: m.UnsubscribeRoute })),
        },
        {
          path: paths.usedCars.path,
          lazy: () => import('./routes/used-cars').then((m) => ({ Component: m.UsedCarsRoute })),
        },
        {
          path: paths.newCars.path,
          lazy: () => import('./routes/new-cars').then((m) => ({ Component: m.NewCarsRoute })),
        },
        {
          path: paths.carGuides.path,
          lazy: () => import('./routes/car-guides').then((m) => ({ Component: m.CarGuidesRoute })),
        },
        {
          path: paths.carGuide.path,
          lazy: () => import('./routes/car-guide').then((m) => ({ Component: m.CarGuideRoute })),
        },
        {
          path: paths.carReviews.path,
          lazy: () => import('./routes/car-reviews').then((m) => ({ Component: m.CarReviewsRoute })),
        },
        {
          path: paths.carReview.path,
          lazy: () => import('./routes/car-reviews').then((m) => ({ Component: m.CarReviewRoute })),
        },
        { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
      ],
    },
  ];
}

/**
 * The browser's router. Over a page the server rendered (entry-server.tsx), it starts from that
 * render's state, with the screens it showed already loaded: hydration must render what the server
 * did, not a screen still loading. Their code is in hand by then (the page preloads it), so this
 * waits for no request.
 */
export async function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const appRoutes = routes(queryClient);
  if (hydrationData) {
    const lazy = (matchRoutes(appRoutes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(appRoutes, { hydrationData });
}
