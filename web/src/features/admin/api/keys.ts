// Keys start with the API path they read (the app's convention). The status holds the active run,
// which the live progress messages write into; a run's end refreshes the status and the history.
export const scrapingKeys = {
  status: () => ['/api/scraping/status'] as const,
  runs: () => ['/api/scraping/runs'] as const,
  runList: (limit: number) => ['/api/scraping/runs', { limit }] as const,
};
