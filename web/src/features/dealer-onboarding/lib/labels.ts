// What the screens call each field and each choice, and the fixed texts of 001 §5 and §8.
import type {
  DATA_FORMATS,
  DEALERSHIP_TYPES,
  INTEGRATION_TYPES,
  UPDATE_FREQUENCIES,
} from '../../../../../bff/plugins/dealers/schemas';
import type { WizardField } from './wizard-values';

export const FIELD_LABELS: Record<WizardField, string> = {
  companyName: 'Company name',
  tradingName: 'Trading name (optional)',
  companyNumber: 'Company number',
  vatNumber: 'VAT number (optional)',
  businessAddress: 'Business address',
  contactFirstName: 'First name',
  contactLastName: 'Last name',
  contactEmail: 'Email',
  contactPhone: 'Phone number',
  contactRole: 'Your role',
  dealershipType: 'Dealership type',
  websiteUrl: 'Website (optional)',
  estimatedMonthlyStock: 'Estimated monthly stock (vehicles)',
  averageVehiclePrice: 'Average vehicle price (£)',
  integrationType: 'How your stock reaches us',
  apiEndpoint: 'API endpoint',
  apiKey: 'API key (optional)',
  apiSecret: 'API secret (optional)',
  webhookUrl: 'Webhook URL (optional)',
  feedUrl: 'Feed URL',
  updateFrequency: 'Update frequency',
  dataFormat: 'Data format',
  termsAccepted: 'Terms of service',
  dataProtectionAccepted: 'Data protection agreement',
  marketingConsent: 'Marketing e-mails',
};

export const DEALERSHIP_LABELS: Record<(typeof DEALERSHIP_TYPES)[number], string> = {
  independent: 'Independent',
  franchise: 'Franchise',
  supermarket: 'Supermarket',
  auction: 'Auction',
};

export const INTEGRATION_LABELS: Record<(typeof INTEGRATION_TYPES)[number], { label: string; help: string }> =
  {
    api: { label: 'API', help: 'We read your stock from your own API' },
    feed: { label: 'Data feed', help: 'We fetch a JSON, XML or CSV file from a URL' },
    manual: { label: 'Manual entry', help: 'You add vehicles one by one' },
    csv: { label: 'CSV upload', help: 'You upload a spreadsheet of your stock' },
  };

export const FREQUENCY_LABELS: Record<(typeof UPDATE_FREQUENCIES)[number], string> = {
  realtime: 'Real time',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const FORMAT_LABELS: Record<(typeof DATA_FORMATS)[number], string> = {
  json: 'JSON',
  xml: 'XML',
  csv: 'CSV',
};

/** 001 §8, word for word. */
export const SUBMIT_FAILED = 'Failed to submit application. Please try again.';
/** 001 §5: the simple form's toast when a required field is blank. */
export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please fill in all required fields',
};
export const SUBMISSION_FAILED = 'Submission Failed';
export const SAVE_FAILED = 'Could not save this step. Please try again.';
