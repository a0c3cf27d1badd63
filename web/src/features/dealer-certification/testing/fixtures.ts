// Answers of the dealer applications API (bff/plugins/dealers/schemas.ts) for the certification
// screen's tests: applications in each state, test results, support requests and the people signed in.
import type {
  ApiTestResult,
  ApplicationDetail,
  ApplicationSummary,
  SupportRequest,
} from '../../../../../bff/plugins/dealers/schemas';
import type { PublicUser } from '../../../lib/auth';

export function person(role: PublicUser['role']): PublicUser {
  return {
    id: role === 'admin' ? 1 : 7,
    username: role === 'admin' ? 'admin' : 'jsmith',
    email: `${role}@example.co.uk`,
    firstName: role === 'admin' ? 'Ada' : 'Jane',
    lastName: 'Smith',
    role,
    companyName: null,
    createdAt: '2026-01-05T10:00:00.000Z',
  };
}

/** A pending onboarding application from Northside Motors, never tested. */
export function application(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const status = overrides.status ?? 'pending';
  return {
    id: 11,
    kind: 'onboarding',
    companyName: 'Northside Motors Ltd',
    contactEmail: 'sales@northside.co.uk',
    apiUrl: 'https://api.northside.co.uk/stock',
    status,
    submittedAt: '2026-11-20T09:15:00.000Z',
    dataQualityScore: null,
    fields: {
      companyName: overrides.companyName ?? 'Northside Motors Ltd',
      tradingName: 'Northside Cars',
      companyNumber: '09876543',
      vatNumber: '',
      businessAddress: '12 Mill Lane, Leeds LS1 4AB',
      contactFirstName: 'Priya',
      contactLastName: 'Shah',
      contactEmail: overrides.contactEmail ?? 'sales@northside.co.uk',
      contactPhone: '0113 496 0000',
      contactRole: 'Sales Director',
      dealershipType: 'franchise',
      websiteUrl: 'https://northside.co.uk',
      estimatedMonthlyStock: 120,
      averageVehiclePrice: 1_450_000,
      integrationType: 'api',
      feedUrl: '',
      updateFrequency: 'hourly',
      dataFormat: 'json',
      apiEndpoint: 'https://api.northside.co.uk/stock',
      apiKey: '••••abcd',
      webhookUrl: '',
      termsAccepted: true,
      dataProtectionAccepted: true,
      marketingConsent: false,
    },
    testResult: null,
    reviewNotes: null,
    reviewedAt: null,
    reviewedBy: null,
    dealerId: null,
    lockedReason: status === 'pending' ? null : `This application is ${status}`,
    sync: null,
    ...overrides,
  };
}

/** A simple application (/dealer/upload-api) from another dealer. */
export const simpleApplication = (overrides: Partial<ApplicationDetail> = {}) =>
  application({
    id: 12,
    kind: 'simple',
    companyName: 'Eastgate Cars',
    contactEmail: 'hello@eastgate.example',
    apiUrl: 'https://eastgate.example/api/vehicles',
    submittedAt: '2026-11-21T14:00:00.000Z',
    fields: {
      dealerName: 'Eastgate Cars',
      contactEmail: 'hello@eastgate.example',
      apiUrl: 'https://eastgate.example/api/vehicles',
      authToken: '••••9f2e',
      businessRegistration: '',
      description: 'Family dealer since 1988.',
    },
    ...overrides,
  });

export const testResult = (overrides: Partial<ApiTestResult> = {}): ApiTestResult => ({
  success: true,
  dataQualityScore: 87,
  vehicleCount: 42,
  issues: ['3 vehicles have no images', 'Mileage missing on 1 vehicle'],
  ...overrides,
});

/** An application approved on 22 Nov as dealer 501. */
export const approvedApplication = (overrides: Partial<ApplicationDetail> = {}) =>
  application({
    id: 9,
    companyName: 'Westway Autos',
    contactEmail: 'info@westway.example',
    status: 'approved',
    submittedAt: '2026-11-18T08:00:00.000Z',
    dataQualityScore: 92,
    testResult: { ...testResult({ dataQualityScore: 92, issues: [] }), testedAt: '2026-11-19T10:00:00.000Z' },
    reviewNotes: 'Clean feed.',
    reviewedAt: '2026-11-22T11:30:00.000Z',
    reviewedBy: 'admin',
    dealerId: 501,
    lockedReason: 'This application is approved',
    sync: syncStatus(),
    ...overrides,
  });

/** Westway's API, pulled hourly; its last pull read 48 vehicles, one turned away. */
export function syncStatus(
  overrides: Partial<NonNullable<ApplicationDetail['sync']>> = {},
): NonNullable<ApplicationDetail['sync']> {
  return {
    url: 'https://api.northside.co.uk/stock',
    format: 'json',
    frequency: 'hourly',
    enabled: true,
    pulling: false,
    lastSyncedAt: '2026-11-23T09:05:00.000Z',
    lastResult: {
      ok: true,
      processed: 48,
      added: 3,
      updated: 2,
      unchanged: 42,
      removed: 1,
      rejected: 1,
      complete: true,
      issues: ['Vehicle WW-17: the price £0 is not plausible'],
      at: '2026-11-23T09:05:00.000Z',
    },
    ...overrides,
  };
}

export const summaryOf = ({
  id,
  kind,
  companyName,
  contactEmail,
  apiUrl,
  status,
  submittedAt,
  dataQualityScore,
}: ApplicationDetail): ApplicationSummary => ({
  id,
  kind,
  companyName,
  contactEmail,
  apiUrl,
  status,
  submittedAt,
  dataQualityScore,
});

export const supportRequest = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: 3,
  name: 'Priya Shah',
  email: 'sales@northside.co.uk',
  subject: 'Where is my application?',
  message: 'We applied on Friday and have not heard back yet.',
  applicationId: 11,
  createdAt: '2026-11-23T16:45:00.000Z',
  ...overrides,
});
