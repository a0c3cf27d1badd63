import { describe, expect, it } from 'vitest';
import { fieldValue, groupFields, percent, testOutcome } from './labels';

describe('testOutcome', () => {
  it('reads as 001 §8 says, with the score rounded to a whole percent', () => {
    expect(testOutcome(true, 87.4)).toBe('Test passed - Quality score: 87%');
    expect(testOutcome(false, 40)).toBe('Test failed - Quality score: 40%');
    expect(percent(99.5)).toBe('100%');
  });
});

describe('groupFields', () => {
  it('puts each field in its group with its label, in the wizard’s order', () => {
    const groups = groupFields({
      contactEmail: 'sales@northside.co.uk',
      companyName: 'Northside Motors Ltd',
      apiKey: '••••abcd',
      averageVehiclePrice: 1_450_000,
      dealershipType: 'franchise',
      termsAccepted: true,
    });
    expect(groups.map((g) => g.title)).toEqual([
      'Company',
      'Contact',
      'Business profile',
      'Integration',
      'Consents',
    ]);
    expect(groups[2]!.fields).toEqual([
      { key: 'dealershipType', label: 'Dealership type', value: 'Franchise' },
      { key: 'averageVehiclePrice', label: 'Average vehicle price', value: '£14,500' },
    ]);
    expect(groups[3]!.fields[0]).toEqual({ key: 'apiKey', label: 'API key', value: '••••abcd' });
  });

  it('shows a field it does not know under Other, and says when a value was not given', () => {
    const groups = groupFields({ companyName: 'A', preferredCallTime: null });
    expect(groups.at(-1)).toEqual({
      title: 'Other',
      fields: [{ key: 'preferredCallTime', label: 'Preferred call time', value: 'Not given' }],
    });
    expect(fieldValue('marketingConsent', false)).toBe('No');
    expect(fieldValue('estimatedMonthlyStock', 1200)).toBe('1,200');
  });
});
