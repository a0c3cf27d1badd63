// POST /api/finance/applications: the Apply tab's form (DECISIONS 23); visitors may apply.
import { useMutation } from '@tanstack/react-query';
import type { FinanceApplication, FinanceApplicationInput } from '../../../../../bff/plugins/finance/schemas';
import { apiRequest } from '../../../lib/api-client';

export const applyForFinance = (input: FinanceApplicationInput) =>
  apiRequest<FinanceApplication>('POST', '/api/finance/applications', input);

export const useApplyForFinance = () => useMutation({ mutationFn: applyForFinance });
