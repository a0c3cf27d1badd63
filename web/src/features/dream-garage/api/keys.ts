// Query keys of the dream garage. Each starts with the endpoint it mirrors; every change to the
// garage invalidates all of them (000 §4: lists refresh after add or remove).
export const garageKeys = {
  list: ['/api/dream-garage'] as const,
  summary: ['/api/user/dream-garage'] as const,
};
