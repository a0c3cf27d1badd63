// The wizard's form values and how each step becomes the body its schema checks (bff/plugins/dealers/
// schemas.ts). Inputs hold text; numbers are parsed here, and the average price is asked in pounds
// and sent in pence (DECISIONS 1).
import * as v from 'valibot';
import {
  ONBOARDING_DEFAULTS,
  onboardSchema,
  stepSchemas,
  type OnboardingState,
  type StepNumber,
} from '../../../../../bff/plugins/dealers/schemas';
import { issuesByField, type FieldErrors } from './form-errors';

/** The fields of steps 1-4 in form order (their inputs' order, for focusing the first mistake). */
export const STEP_FIELDS = {
  1: ['companyName', 'tradingName', 'companyNumber', 'vatNumber', 'businessAddress'],
  2: ['contactFirstName', 'contactLastName', 'contactEmail', 'contactPhone', 'contactRole'],
  3: ['dealershipType', 'websiteUrl', 'estimatedMonthlyStock', 'averageVehiclePrice'],
  4: [
    'integrationType',
    'apiEndpoint',
    'apiKey',
    'apiSecret',
    'webhookUrl',
    'feedUrl',
    'updateFrequency',
    'dataFormat',
  ],
  5: ['termsAccepted', 'dataProtectionAccepted', 'marketingConsent'],
} as const satisfies Record<StepNumber, readonly string[]>;

type TextName = (typeof STEP_FIELDS)[1 | 2 | 3 | 4][number];
type ConsentName = (typeof STEP_FIELDS)[5][number];

/** Every input's value: text for the inputs (averageVehiclePrice in pounds), booleans for the boxes. */
export type WizardValues = Record<TextName, string> & Record<ConsentName, boolean>;
export type WizardField = keyof WizardValues;

export const ALL_FIELDS = Object.values(STEP_FIELDS).flat() as WizardField[];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** The values to start the form with: what was saved, else the defaults of 001 §9. */
export function valuesFromDraft(draft: OnboardingState['draft']): WizardValues {
  const d = draft as Record<string, unknown>;
  const values = {} as Record<string, string | boolean>;
  for (const name of ALL_FIELDS) values[name] = text(d[name]);
  const pence = d.averageVehiclePrice;
  return {
    ...(values as WizardValues),
    dealershipType: text(d.dealershipType) || ONBOARDING_DEFAULTS.dealershipType,
    integrationType: text(d.integrationType) || ONBOARDING_DEFAULTS.integrationType,
    updateFrequency: text(d.updateFrequency) || ONBOARDING_DEFAULTS.updateFrequency,
    dataFormat: text(d.dataFormat) || ONBOARDING_DEFAULTS.dataFormat,
    estimatedMonthlyStock: numberText(d.estimatedMonthlyStock),
    averageVehiclePrice: typeof pence === 'number' ? String(pence / 100) : '',
    termsAccepted: d.termsAccepted === true,
    dataProtectionAccepted: d.dataProtectionAccepted === true,
    marketingConsent: d.marketingConsent === true,
  };
}

/** A typed number, or undefined when blank (so the schema says the field's own message). */
function parseNumber(input: string): number | undefined {
  const cleaned = input.replace(/[£,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/** Pounds as typed ("15000", "£15,000.50") to whole pence. */
export function poundsToPence(input: string): number | undefined {
  const pounds = parseNumber(input);
  return pounds === undefined ? undefined : Math.round(pounds * 100);
}

/** The body of one step's PUT (and, merged, of the submit). */
export function stepBody(step: StepNumber, values: WizardValues): Record<string, unknown> {
  switch (step) {
    case 1:
    case 2:
      return Object.fromEntries(STEP_FIELDS[step].map((name) => [name, values[name]]));
    case 3:
      return {
        dealershipType: values.dealershipType,
        websiteUrl: values.websiteUrl,
        estimatedMonthlyStock: parseNumber(values.estimatedMonthlyStock),
        averageVehiclePrice: poundsToPence(values.averageVehiclePrice),
      };
    case 4: {
      // Only the chosen way's details are sent: a half-typed feed URL must not block an API integration.
      const api = values.integrationType === 'api';
      const feed = values.integrationType === 'feed';
      return {
        integrationType: values.integrationType,
        apiEndpoint: api ? values.apiEndpoint : '',
        apiKey: api ? values.apiKey : '',
        apiSecret: api ? values.apiSecret : '',
        webhookUrl: api ? values.webhookUrl : '',
        feedUrl: feed ? values.feedUrl : '',
        updateFrequency: values.updateFrequency,
        dataFormat: values.dataFormat,
      };
    }
    case 5:
      return {
        termsAccepted: values.termsAccepted,
        dataProtectionAccepted: values.dataProtectionAccepted,
        marketingConsent: values.marketingConsent,
      };
  }
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** Checks one step in the browser with the server's own schema. */
export function checkStep(step: StepNumber, values: WizardValues): Checked<Record<string, unknown>> {
  const result = v.safeParse(stepSchemas[step - 1]!, stepBody(step, values));
  return result.success
    ? { ok: true, body: result.output as Record<string, unknown> }
    : { ok: false, errors: issuesByField(result.issues) };
}

/** The whole application for `POST /api/dealer/onboard`, checked with `onboardSchema`. */
export function checkApplication(values: WizardValues): Checked<Record<string, unknown>> {
  const body = Object.assign(
    {},
    ...([1, 2, 3, 4, 5] as const).map((step) => stepBody(step, values)),
  ) as Record<string, unknown>;
  const result = v.safeParse(onboardSchema, body);
  return result.success
    ? { ok: true, body: result.output as Record<string, unknown> }
    : { ok: false, errors: issuesByField(result.issues) };
}

/** Which step a field is asked on. */
export function stepOf(field: string): StepNumber | undefined {
  for (const step of [1, 2, 3, 4, 5] as const)
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  return undefined;
}
