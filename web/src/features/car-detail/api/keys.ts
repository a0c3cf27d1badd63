// Query keys of the car detail feature. Every key starts with the endpoint it mirrors, so a live
// update about listing {id} can invalidate ['/api/cars/{id}', id] and everything under it.
export const carDetailKeys = {
  all: ['/api/cars/{id}'] as const,
  detail: (id: string, location?: string) => ['/api/cars/{id}', id, location ?? null] as const,
};

/** The true monthly cost of one car, per set of inputs (GET /api/cars/{id}/running-costs). */
export const runningCostKeys = {
  all: ['/api/cars/{id}/running-costs'] as const,
  forInputs: (id: string, inputs: object) => ['/api/cars/{id}/running-costs', id, inputs] as const,
};
