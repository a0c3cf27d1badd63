// Query keys of the finance feature.
export const financeKeys = {
  all: ['finance'] as const,
  /** The car a calculator was opened from ('Finance this car'), for its title. */
  car: (id: number) => [...financeKeys.all, 'car', id] as const,
};
