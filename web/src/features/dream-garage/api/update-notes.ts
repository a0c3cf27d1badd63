// PATCH /api/dream-garage/{carId}: a saved car's own notes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GarageSummary } from '../../../../../bff/plugins/garage/types';
import { apiRequest } from '../../../lib/api-client';
import { refreshGarage } from './get-garage';
import { garageKeys } from './keys';

export const updateNotes = (carId: number, notes: string) =>
  apiRequest<{ carId: number; notes: string }>('PATCH', `/api/dream-garage/${carId}`, { notes });

export function useUpdateNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, notes }: { carId: number; notes: string }) => updateNotes(carId, notes),
    onSuccess: ({ carId, notes }) => {
      queryClient.setQueryData<GarageSummary>(garageKeys.summary, (old) =>
        old ? { ...old, cars: old.cars.map((c) => (c.id === carId ? { ...c, notes } : c)) } : old,
      );
    },
    onSettled: () => refreshGarage(queryClient),
  });
}
