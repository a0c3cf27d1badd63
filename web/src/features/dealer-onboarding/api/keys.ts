// Keys start with the API path they read (the app's convention).
export const dealerOnboardingKeys = {
  onboarding: () => ['/api/dealer/onboarding'] as const,
  application: (id: number) => ['/api/dealer/applications', id] as const,
};

/** The application as an HTML file (an attachment), for the Download Application link. */
export const applicationDownloadHref = (id: number) => `/api/dealer/applications/${id}/download`;
