// The routes whose screens exist (000 §2); every other path is the not-found screen.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { HomeRoute } from './routes/home';
import { CarDetailRoute } from './routes/car-detail';

export function routes(queryClient: QueryClient): RouteObject[] {
  void queryClient;
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.home.path, element: <HomeRoute /> },
        { path: paths.carDetail.path, element: <CarDetailRoute /> },
        { path: paths.carDetail.altPath, element: <CarDetailRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes(queryClient));
}
