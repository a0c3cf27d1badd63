// Dealer applications, shared by the server and the web app's forms: the fields of spec 001 §3 with the
// defaults of §9 and the messages of §5. The wizard checks each step in the browser with `stepSchemas`
// and the server checks the same step again (and the whole application on submit).
// Money is integer pence (DECISIONS 1): averageVehiclePrice is pence; the form asks for pounds.
import * as v from 'valibot';
import { strictObjectMessage } from '../../lib/schema-messages.js';
import type { SyncStatus } from '../dealer-api/schemas.js';

const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const isUrl = (s: string) => URL_PATTERN.test(s);

const text = (min: number, message: string, max = 200) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const optionalText = (max = 200) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`)), '');
const optionalUrl = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(500, 'must be at most 500 characters'),
      v.check((s) => s === '' || isUrl(s), message),
    ),
    '',
  );

export const DEALERSHIP_TYPES = ['independent', 'franchise', 'supermarket', 'auction'] as const;
export const INTEGRATION_TYPES = ['api', 'feed', 'manual', 'csv'] as const;
export const UPDATE_FREQUENCIES = ['realtime', 'hourly', 'daily', 'weekly'] as const;
export const DATA_FORMATS = ['json', 'xml', 'csv'] as const;
export const APPLICATION_STATUSES = ['pending', 'testing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The steps of the wizard (001 §2); step 6 is the confirmation after a successful submit. */
export const ONBOARDING_STEPS = [
  'Company Details',
  'Contact Information',
  'Business Profile',
  'Integration Setup',
  'Review & Submit',
] as const;
export const SUBMITTED_STEP = 6;

/** 001 §9: the wizard's defaults. */
export const ONBOARDING_DEFAULTS = {
  dealershipType: 'independent',
  integrationType: 'api',
  updateFrequency: 'hourly',
  dataFormat: 'json',
} as const;

export const companyStep = v.strictObject(
  {
    companyName: text(2, 'Company name must be at least 2 characters', 120),
    tradingName: optionalText(120),
    companyNumber: v.pipe(
      v.string('Company number required'),
      v.trim(),
      v.minLength(8, 'Company number required'),
      v.maxLength(20, 'must be at most 20 characters'),
    ),
    vatNumber: optionalText(20),
    businessAddress: text(10, 'Complete address required', 300),
  },
  strictObjectMessage,
);

export const contactStep = v.strictObject(
  {
    contactFirstName: text(2, 'First name required', 80),
    contactLastName: text(2, 'Last name required', 80),
    contactEmail: v.pipe(
      v.string('Valid email required'),
      v.trim(),
      v.email('Valid email required'),
      v.maxLength(200, 'must be at most 200 characters'),
    ),
    contactPhone: v.pipe(
      v.string('Valid phone number required'),
      v.trim(),
      v.minLength(10, 'Valid phone number required'),
      v.maxLength(30, 'must be at most 30 characters'),
      v.regex(/^[0-9+()\s-]+$/, 'Valid phone number required'),
    ),
    contactRole: text(2, 'Contact role required', 80),
  },
  strictObjectMessage,
);

export const profileStep = v.strictObject(
  {
    dealershipType: v.optional(
      v.picklist(DEALERSHIP_TYPES, 'Choose a dealership type'),
      ONBOARDING_DEFAULTS.dealershipType,
    ),
    websiteUrl: optionalUrl('Valid website URL required'),
    estimatedMonthlyStock: v.pipe(
      v.number('Stock estimate required'),
      v.integer('Stock estimate required'),
      v.minValue(1, 'Stock estimate required'),
      v.maxValue(100_000, 'must be at most 100,000'),
    ),
    /** Pence (DECISIONS 1): at least £1,000. */
    averageVehiclePrice: v.pipe(
      v.number('Average price must be realistic'),
      v.integer('must be a whole number of pence'),
      v.minValue(100_000, 'Average price must be realistic'),
      v.maxValue(1_000_000_000, 'Average price must be realistic'),
    ),
  },
  strictObjectMessage,
);

export const integrationStep = v.pipe(
  v.strictObject(
    {
      integrationType: v.optional(
        v.picklist(INTEGRATION_TYPES, 'Choose how your stock reaches us'),
        ONBOARDING_DEFAULTS.integrationType,
      ),
      feedUrl: optionalUrl('Valid feed URL required'),
      updateFrequency: v.optional(
        v.picklist(UPDATE_FREQUENCIES, 'Choose an update frequency'),
        ONBOARDING_DEFAULTS.updateFrequency,
      ),
      dataFormat: v.optional(
        v.picklist(DATA_FORMATS, 'Choose a data format'),
        ONBOARDING_DEFAULTS.dataFormat,
      ),
      apiEndpoint: optionalUrl('Valid API endpoint URL required'),
      apiKey: optionalText(500),
      /** Stored encrypted and never shown again; empty keeps the one already saved. */
      apiSecret: optionalText(500),
      webhookUrl: optionalUrl('Valid webhook URL required'),
    },
    strictObjectMessage,
  ),
  // Stock has to reach us somehow: an API needs its endpoint, a feed its URL.
  v.forward(
    v.check(
      (s) => s.integrationType !== 'api' || s.apiEndpoint !== '',
      'API endpoint required for an API integration',
    ),
    ['apiEndpoint'],
  ),
  v.forward(
    v.check(
      (s) => s.integrationType !== 'feed' || s.feedUrl !== '',
      'Feed URL required for a feed integration',
    ),
    ['feedUrl'],
  ),
);

export const consentStep = v.strictObject(
  {
    termsAccepted: v.literal(true, 'Terms must be accepted'),
    dataProtectionAccepted: v.literal(true, 'Data protection agreement required'),
    marketingConsent: v.optional(v.boolean('must be true or false'), false),
  },
  strictObjectMessage,
);

/** Steps 1-5 in order; the wizard saves each with `PUT /api/dealer/onboarding/steps/{n}`. */
export const stepSchemas = [companyStep, contactStep, profileStep, integrationStep, consentStep] as const;
export type StepNumber = 1 | 2 | 3 | 4 | 5;

export type CompanyStep = v.InferOutput<typeof companyStep>;
export type ContactStep = v.InferOutput<typeof contactStep>;
export type ProfileStep = v.InferOutput<typeof profileStep>;
export type IntegrationStep = v.InferOutput<typeof integrationStep>;
export type ConsentStep = v.InferOutput<typeof consentStep>;
export type OnboardingApplication = CompanyStep & ContactStep & ProfileStep & IntegrationStep & ConsentStep;

/**
 * `POST /api/dealer/onboard`: every field of the five steps. 001 §7 has the client send submittedAt
 * and status as well; they are accepted and ignored (the server sets both).
 */
export const onboardSchema = v.pipe(
  v.looseObject({ submittedAt: v.optional(v.unknown()), status: v.optional(v.unknown()) }),
  v.transform((body) => {
    const { submittedAt: _s, status: _t, ...fields } = body as Record<string, unknown>;
    return fields;
  }),
  v.strictObject(
    {
      ...companyStep.entries,
      ...contactStep.entries,
      ...profileStep.entries,
      ...integrationStep.pipe[0].entries,
      ...consentStep.entries,
    },
    strictObjectMessage,
  ),
  ...(integrationStep.pipe.slice(1) as []),
);

/** `POST /api/dealer/submit-application` (001 §3, simple form; the toast of §5 when one is blank). */
export const simpleApplicationSchema = v.strictObject(
  {
    dealerName: text(1, 'Missing Information: Please fill in all required fields', 120),
    contactEmail: v.pipe(
      v.string('Missing Information: Please fill in all required fields'),
      v.trim(),
      v.minLength(1, 'Missing Information: Please fill in all required fields'),
      v.email('Valid email required'),
      v.maxLength(200, 'must be at most 200 characters'),
    ),
    apiUrl: v.pipe(
      v.string('Missing Information: Please fill in all required fields'),
      v.trim(),
      v.minLength(1, 'Missing Information: Please fill in all required fields'),
      v.maxLength(500, 'must be at most 500 characters'),
      v.check((s) => s === '' || isUrl(s), 'Valid API URL required'),
    ),
    authToken: text(1, 'Missing Information: Please fill in all required fields', 500),
    businessRegistration: optionalText(40),
    description: optionalText(2000),
  },
  strictObjectMessage,
);
export type SimpleApplication = v.InferOutput<typeof simpleApplicationSchema>;

/** Approve: notes optional. Reject: the dealer is told why, so notes are required. */
export const approveSchema = v.strictObject({ reviewNotes: optionalText(2000) }, strictObjectMessage);
export const rejectSchema = v.strictObject(
  { reviewNotes: text(1, 'Say why the application is rejected', 2000) },
  strictObjectMessage,
);

export const supportRequestSchema = v.strictObject(
  {
    name: text(2, 'Your name is required', 120),
    email: v.pipe(
      v.string('Valid email required'),
      v.trim(),
      v.email('Valid email required'),
      v.maxLength(200),
    ),
    subject: text(3, 'Subject required', 200),
    message: text(10, 'Please write at least 10 characters', 5000),
    applicationId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  },
  strictObjectMessage,
);
export type SupportRequestInput = v.InferOutput<typeof supportRequestSchema>;

// ---- Answers -------------------------------------------------------------------------------------

/** 001 §3: the result of a real test of the dealer's API. */
export interface ApiTestResult {
  success: boolean;
  /** 0-100. */
  dataQualityScore: number;
  vehicleCount: number;
  issues: string[];
}

/** `GET /api/dealer/onboarding`: where the signed-in person's wizard is. Secrets are never sent back. */
export interface OnboardingState {
  /** 1-5 while a draft, 6 once submitted. */
  step: number;
  /** What was saved so far, without apiKey and apiSecret (stored sealed, never sent back). */
  draft: Partial<Omit<OnboardingApplication, 'apiKey' | 'apiSecret'>>;
  apiKeySaved: boolean;
  apiSecretSaved: boolean;
  /** Set once submitted. */
  applicationId: number | null;
  status: ApplicationStatus | null;
  submittedAt: string | null;
}

export interface ApplicationSummary {
  id: number;
  kind: 'onboarding' | 'simple';
  companyName: string;
  contactEmail: string;
  apiUrl: string | null;
  status: ApplicationStatus;
  submittedAt: string;
  dataQualityScore: number | null;
}

export interface ApplicationDetail extends ApplicationSummary {
  /** Every field the applicant gave; secrets (apiKey, apiSecret, authToken) only as "•••• (saved)". */
  fields: Record<string, string | number | boolean | null>;
  testResult: (ApiTestResult & { testedAt: string }) | null;
  reviewNotes: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  dealerId: number | null;
  /** Why a Test/Approve/Reject is not possible now (null when pending). */
  lockedReason: string | null;
  /** The approved dealer's auto-sync of its feed or API (null: none). */
  sync: SyncStatus | null;
}

export interface ApplicationList {
  applications: ApplicationSummary[];
  counts: { pending: number; all: number; approved: number };
}

/** Approval's answer: the key is shown this once and stored only as a hash (DECISIONS 18). */
export interface ApprovalResult {
  application: ApplicationDetail;
  credentials: { dealerId: number; apiKey: string };
}

/** `POST /api/dealer/submit-application`. */
export interface SubmittedApplication {
  applicationId: number;
  status: ApplicationStatus;
}

/** `GET /api/dealer/applications/{id}`: the applicant's own view. */
export interface MyApplication {
  id: number;
  kind: 'onboarding' | 'simple';
  status: ApplicationStatus;
  submittedAt: string;
  testResult: (ApiTestResult & { testedAt: string }) | null;
  reviewNotes: string | null;
  dealerId: number | null;
  /** The key of an instantly approved application: given on the first read after approval only. */
  apiKeyOnce: string | null;
}

export interface SupportRequest {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  applicationId: number | null;
  createdAt: string;
}

/** `GET /api/admin/dealers`: a dealer with its unrevoked keys and vehicles on sale. */
export interface DealerSummary {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  activeKeys: number;
  vehicles: number;
}

/** `POST /api/admin/dealers/{id}/keys`: the new key, in this answer only (and e-mailed sealed). */
export interface IssuedKey {
  dealerId: number;
  apiKey: string;
  prefix: string;
  createdAt: string;
}
