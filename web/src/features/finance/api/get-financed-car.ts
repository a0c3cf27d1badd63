// GET /api/cars/{id}, read for the title of the car the calculator was opened from. (The car-detail
// feature has the full read; features do not import each other, so this asks for what it shows.)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { apiRequest } from '../../../lib/api-client';
import { financeKeys } from './keys';

export interface FinancedCar {
  id: number;
  title: string;
  price: number;
}

export const getFinancedCar = async (id: number): Promise<FinancedCar> => {
  const car = await apiRequest<CarDetail>('GET', `/api/cars/${id}`);
  return { id: car.id, title: car.title, price: car.price };
};

export const financedCarQueryOptions = (id: number) =>
  queryOptions({ queryKey: financeKeys.car(id), queryFn: () => getFinancedCar(id) });

export const useFinancedCar = (id: number | undefined) =>
  useQuery({ ...financedCarQueryOptions(id ?? 0), enabled: id !== undefined });
