// POST /api/dream-garage and DELETE /api/dream-garage/{carId}: the save toggle and the page's Remove.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GarageCar, GarageSummary } from '../../../../../bff/plugins/garage/types';
import { apiRequest } from '../../../lib/api-client';
import { refreshGarage } from './get-garage';
import { garageKeys } from './keys';

export const saveCar = (carId: number, notes?: string) =>
  apiRequest<GarageCar>('POST', '/api/dream-garage', notes === undefined ? { carId } : { carId, notes });

export const removeCar = (carId: number) => apiRequest<void>('DELETE', `/api/dream-garage/${carId}`);

const withCars = (summary: GarageSummary, cars: GarageCar[]): GarageSummary => ({
  cars,
  count: cars.length,
  totalValue: cars.reduce((sum, c) => sum + c.price, 0),
});

/** Saves a car; the cached garage shows it at once, then every garage query is refreshed. */
export function useSaveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => saveCar(carId),
    onSuccess: (car) => {
      queryClient.setQueryData<GarageSummary>(garageKeys.summary, (old) =>
        old ? withCars(old, [car, ...old.cars.filter((c) => c.id !== car.id)]) : old,
      );
    },
    onSettled: () => refreshGarage(queryClient),
  });
}

export function useRemoveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => removeCar(carId),
    onSuccess: (_, carId) => {
      queryClient.setQueryData<GarageSummary>(garageKeys.summary, (old) =>
        old
          ? withCars(
              old,
              old.cars.filter((c) => c.id !== carId),
            )
          : old,
      );
    },
    onSettled: () => refreshGarage(queryClient),
  });
}
