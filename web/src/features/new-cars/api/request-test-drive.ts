// POST /api/support/requests: there is no test-drive booking to call (the product sells no new cars),
// so a request goes to the team's support inbox, which admins read, with the car in the subject.
import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';

export interface TestDriveRequest {
  car: string;
  name: string;
  email: string;
  phone: string;
  preferredDate: string;
  notes: string;
}

export const testDriveSubject = (car: string) => `Test drive request: ${car}`;

export function testDriveMessage(r: TestDriveRequest): string {
  return [
    `Test drive request for the ${r.car} (sample new-car offer).`,
    `Name: ${r.name}`,
    `E-mail: ${r.email}`,
    r.phone.trim() ? `Phone: ${r.phone.trim()}` : null,
    r.preferredDate ? `Preferred date: ${r.preferredDate}` : null,
    r.notes.trim() ? `Notes: ${r.notes.trim()}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

export const requestTestDrive = (r: TestDriveRequest) =>
  apiRequest<{ id: number }>('POST', '/api/support/requests', {
    name: r.name.trim(),
    email: r.email.trim(),
    subject: testDriveSubject(r.car),
    message: testDriveMessage(r),
  } satisfies SupportRequestInput);

export const useRequestTestDrive = () => useMutation({ mutationFn: requestTestDrive });
