// The routes whose screens exist (000 §2); every other path is the not-found screen. The router that
// renders them is navigation.tsx.
import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { laterScreen, type LaterScreen, type ScreenHandle } from './navigation';
import { HomeRoute } from './routes/home';
import { getCarQueryOptions } from '../features/car-detail/api/get-car';
import { searchPageQueryOptions } from '../features/search/api/search-vehicles';
import { parseSearchState } from '../features/search/lib/search-params';

// Screens other than the search home load on first visit, so the home's JavaScript stays small. Each
// is made once: the server's renders and the browser share what has loaded.
const screens = {
  carDetail: laterScreen(
    () => import('./routes/car-detail'),
    (m) => m.CarDetailRoute,
  ),
  auth: laterScreen(
    () => import('./routes/auth'),
    (m) => m.AuthRoute,
  ),
  profile: laterScreen(
    () => import('./routes/profile'),
    (m) => m.ProfileRoute,
  ),
  dreamGarage: laterScreen(
    () => import('./routes/dream-garage'),
    (m) => m.DreamGarageRoute,
  ),
  leaseDeals: laterScreen(
    () => import('./routes/lease-deals'),
    (m) => m.LeaseDealsRoute,
  ),
  finance: laterScreen(
    () => import('./routes/finance'),
    (m) => m.FinanceRoute,
  ),
  dashboard: laterScreen(
    () => import('./routes/dashboard'),
    (m) => m.DashboardRoute,
  ),
  admin: laterScreen(
    () => import('./routes/admin'),
    (m) => m.AdminRoute,
  ),
  dealerOnboarding: laterScreen(
    () => import('./routes/dealer-onboarding'),
    (m) => m.DealerOnboardingRoute,
  ),
  dealerApplication: laterScreen(
    () => import('./routes/dealer-application'),
    (m) => m.DealerApplicationRoute,
  ),
  dealerCertification: laterScreen(
    () => import('./routes/dealer-certification'),
    (m) => m.DealerCertificationRoute,
  ),
  videoGenerator: laterScreen(
    () => import('../features/marketing/components/video/video-screen'),
    (m) => m.VideoScreen,
  ),
  socialToolkit: laterScreen(
    () => import('../features/marketing/components/social/social-screen'),
    (m) => m.SocialScreen,
  ),
  privacyPolicy: laterScreen(
    () => import('./routes/privacy-policy'),
    (m) => m.PrivacyPolicyRoute,
  ),
  termsOfService: laterScreen(
    () => import('./routes/terms-of-service'),
    (m) => m.TermsOfServiceRoute,
  ),
  cookiePolicy: laterScreen(
    () => import('./routes/cookie-policy'),
    (m) => m.CookiePolicyRoute,
  ),
  deleteData: laterScreen(
    () => import('./routes/delete-data'),
    (m) => m.DeleteDataRoute,
  ),
  deleteDataConfirm: laterScreen(
    () => import('./routes/delete-data-confirm'),
    (m) => m.DeleteDataConfirmRoute,
  ),
  partExchange: laterScreen(
    () => import('./routes/part-exchange'),
    (m) => m.PartExchangeRoute,
  ),
  carInsurance: laterScreen(
    () => import('./routes/car-insurance'),
    (m) => m.CarInsuranceRoute,
  ),
  extendedWarranty: laterScreen(
    () => import('./routes/extended-warranty'),
    (m) => m.ExtendedWarrantyRoute,
  ),
  notifications: laterScreen(
    () => import('./routes/notifications'),
    (m) => m.NotificationsRoute,
  ),
  registerConfirm: laterScreen(
    () => import('./routes/register-confirm'),
    (m) => m.RegisterConfirmRoute,
  ),
  unsubscribe: laterScreen(
    () => import('./routes/unsubscribe'),
    (m) => m.UnsubscribeRoute,
  ),
  usedCars: laterScreen(
    () => import('./routes/used-cars'),
    (m) => m.UsedCarsRoute,
  ),
  newCars: laterScreen(
    () => import('./routes/new-cars'),
    (m) => m.NewCarsRoute,
  ),
  carGuides: laterScreen(
    () => import('./routes/car-guides'),
    (m) => m.CarGuidesRoute,
  ),
  carGuide: laterScreen(
    () => import('./routes/car-guide'),
    (m) => m.CarGuideRoute,
  ),
  carReviews: laterScreen(
    () => import('./routes/car-reviews'),
    (m) => m.CarReviewsRoute,
  ),
  carReview: laterScreen(
    () => import('./routes/car-reviews'),
    (m) => m.CarReviewRoute,
  ),
  notFound: laterScreen(
    () => import('./routes/not-found'),
    (m) => m.NotFoundRoute,
  ),
};

/** A route to a screen that loads on first visit; `handle` says more of it. */
const later = (path: string, screen: LaterScreen, handle: ScreenHandle = {}): RouteObject => ({
  path,
  Component: screen.Component,
  handle: { ...handle, screen },
});

/**
 * The app's routes, the requests their screens start with (`warm`) going to `queryClient`.
 */
export function routes(queryClient: QueryClient): RouteObject[] {
  const warmSearch = (_params: unknown, search: URLSearchParams) => {
    void queryClient.prefetchQuery(searchPageQueryOptions(parseSearchState(search), 1));
  };
  const warmCar = (params: { id?: string }, search: URLSearchParams) => {
    const location = search.get('location') || undefined;
    if (params.id && /^\d+$/.test(params.id))
      void queryClient.prefetchQuery(getCarQueryOptions(params.id, location));
  };
  const warmAdmin = () => {
    void import('../features/admin/api/get-status').then(({ warmScrapingStatus }) =>
      warmScrapingStatus(queryClient),
    );
  };
  const car: ScreenHandle = {
    serverRendered: true,
    screenModule: 'src/app/routes/car-detail.tsx',
    warm: warmCar,
  };
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.home.path, element: <HomeRoute />, handle: { serverRendered: true, warm: warmSearch } },
        later(paths.carDetail.path, screens.carDetail, car),
        later(paths.carDetail.altPath, screens.carDetail, car),
        later(paths.auth.path, screens.auth),
        later(paths.auth.altPath, screens.auth),
        later(paths.profile.path, screens.profile),
        later(paths.dreamGarage.path, screens.dreamGarage),
        later(paths.leaseDeals.path, screens.leaseDeals),
        later(paths.finance.path, screens.finance),
        later(paths.dashboard.path, screens.dashboard),
        later(paths.admin.path, screens.admin, { warm: warmAdmin }),
        later(paths.dealerOnboarding.path, screens.dealerOnboarding),
        later(paths.dealerApplication.path, screens.dealerApplication),
        later(paths.dealerCertification.path, screens.dealerCertification),
        later(paths.videoGenerator.path, screens.videoGenerator),
        later(paths.socialToolkit.path, screens.socialToolkit),
        later(paths.privacyPolicy.path, screens.privacyPolicy),
        later(paths.termsOfService.path, screens.termsOfService),
        later(paths.cookiePolicy.path, screens.cookiePolicy),
        later(paths.deleteData.path, screens.deleteData),
        later(paths.deleteDataConfirm.path, screens.deleteDataConfirm),
        later(paths.partExchange.path, screens.partExchange),
        later(paths.carInsurance.path, screens.carInsurance),
        later(paths.extendedWarranty.path, screens.extendedWarranty),
        later(paths.notifications.path, screens.notifications),
        later(paths.registerConfirm.path, screens.registerConfirm),
        later(paths.unsubscribe.path, screens.unsubscribe),
        later(paths.usedCars.path, screens.usedCars),
        later(paths.newCars.path, screens.newCars),
        later(paths.carGuides.path, screens.carGuides),
        later(paths.carGuide.path, screens.carGuide),
        later(paths.carReviews.path, screens.carReviews),
        later(paths.carReview.path, screens.carReview),
        later('*', screens.notFound),
      ],
    },
  ];
}
