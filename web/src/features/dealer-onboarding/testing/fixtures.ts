// Answers of the dealer application API (bff/plugins/dealers/schemas.ts) for this feature's tests.
import type {
  ApiTestResult,
  MyApplication,
  OnboardingState,
} from '../../../../../bff/plugins/dealers/schemas';
import type { PublicUser } from '../../../lib/auth';

export const dealerUser: PublicUser = {
  id: 7,
  username: 'jsmith',
  email: 'jane@example.co.uk',
  firstName: 'Jane',
  lastName: 'Smith',
  role: 'dealer',
  companyName: 'Northside Motors Ltd',
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const companyDraft = {
  companyName: 'Northside Motors Ltd',
  tradingName: 'Northside Cars',
  companyNumber: '09876543',
  vatNumber: '',
  businessAddress: '12 Mill Lane, Leeds LS1 4AB',
};

export const contactDraft = {
  contactFirstName: 'Jane',
  contactLastName: 'Smith',
  contactEmail: 'jane@northside.co.uk',
  contactPhone: '0113 496 0000',
  contactRole: 'Sales Manager',
};

export const profileDraft = {
  dealershipType: 'franchise' as const,
  websiteUrl: 'https://www.northside.co.uk',
  estimatedMonthlyStock: 40,
  averageVehiclePrice: 1_850_000,
};

export const integrationDraft = {
  integrationType: 'api' as const,
  apiEndpoint: 'https://api.northside.co.uk/stock',
  apiKey: '',
  webhookUrl: '',
  feedUrl: '',
  updateFrequency: 'hourly' as const,
  dataFormat: 'json' as const,
};

/** A wizard at `step` with what steps before it saved. */
export function onboardingState(overrides: Partial<OnboardingState> = {}): OnboardingState {
  const step = overrides.step ?? 1;
  const draft = {
    ...(step > 1 ? companyDraft : {}),
    ...(step > 2 ? contactDraft : {}),
    ...(step > 3 ? profileDraft : {}),
    ...(step > 4 ? integrationDraft : {}),
  };
  return {
    step,
    draft,
    apiKeySaved: false,
    apiSecretSaved: false,
    applicationId: null,
    status: null,
    submittedAt: null,
    ...overrides,
  };
}

export function testResult(overrides: Partial<ApiTestResult> = {}): MyApplication['testResult'] {
  return {
    success: true,
    dataQualityScore: 72,
    vehicleCount: 38,
    issues: ['12 vehicles have no images', 'Mileage missing on 3 vehicles'],
    testedAt: '2026-11-20T09:16:00.000Z',
    ...overrides,
  };
}

export function myApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 77,
    kind: 'simple',
    status: 'pending',
    submittedAt: '2026-11-20T09:15:00.000Z',
    testResult: null,
    reviewNotes: null,
    dealerId: null,
    apiKeyOnce: null,
    ...overrides,
  };
}
