// Every editorial guide, built once: sections, word count and read time come from each text.
// The guides are edited here, in code review (docs/services.md).
import { buildGuide } from '../lib/guide-content';
import type { Guide } from '../lib/guide-model';
import { BUYING_GUIDES } from './buying-guides';
import { COMPARISON_GUIDES } from './comparison-guides';
import { FINANCE_GUIDES } from './finance-guides';
import { INSURANCE_GUIDES } from './insurance-guides';
import { LEGAL_GUIDES } from './legal-guides';
import { MAINTENANCE_GUIDES } from './maintenance-guides';

export const GUIDES: readonly Guide[] = [
  ...BUYING_GUIDES,
  ...FINANCE_GUIDES,
  ...INSURANCE_GUIDES,
  ...MAINTENANCE_GUIDES,
  ...LEGAL_GUIDES,
  ...COMPARISON_GUIDES,
].map(buildGuide);

export function findGuide(id: string | undefined): Guide | undefined {
  return GUIDES.find((g) => g.id === id);
}
