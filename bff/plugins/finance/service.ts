// Finance applications (DECISIONS 23): the Apply tab's form, checked again here with the browser's
// schema, stored in one transaction with the quote priced by the same calculator the page shows.
// Anyone may apply (000 §6: visitors use the finance page); a signed-in person's application is theirs.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import { calculateQuote } from './calculator.js';
import { queueDecisionEmail, queueReceiptEmail } from './emails.js';
import * as q from './queries.js';
import {
  applicationReference,
  FINANCE_TRANSITIONS,
  type CreditScoreBand,
  type EmploymentStatus,
  type FinanceApplication,
  type FinanceApplicationInput,
  type FinanceApplicationRecord,
  type FinanceApplicationStatus,
  type FinanceStatusChange,
} from './schemas.js';

/** The most applications one list answers. */
export const FINANCE_LIST_LIMIT = 200;

function shape(row: q.ApplicationRow): FinanceApplication {
  const quote =
    row.price === null || row.deposit === null || row.term_months === null || row.apr_basis_points === null
      ? null
      : {
          price: row.price,
          deposit: row.deposit,
          termMonths: row.term_months,
          apr: row.apr_basis_points / 100,
        };
  return {
    id: row.id,
    reference: applicationReference(row.id),
    status: row.status,
    firstName: row.first_name,
    email: row.email,
    quote: quote && { ...quote, ...calculateQuote(quote) },
    listingId: row.listing_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function record(row: q.ApplicationWithListing): FinanceApplicationRecord {
  return {
    ...shape(row),
    lastName: row.last_name,
    phone: row.phone,
    annualIncome: row.annual_income,
    employmentStatus: row.employment_status as EmploymentStatus,
    creditScore: row.credit_score as CreditScoreBand,
    listing:
      row.listing_id === null || row.listing_title === null
        ? null
        : {
            id: row.listing_id,
            title: row.listing_title,
            price: Number(row.listing_price),
            status: row.listing_status ?? 'active',
          },
    statusNote: row.status_note,
    handledBy: row.handled_by,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export class FinanceService {
  constructor(private readonly knex: Knex) {}

  async apply(input: FinanceApplicationInput, userId: number | null): Promise<FinanceApplication> {
    return this.knex.transaction(async (trx) => {
      if (input.listingId !== undefined && !(await q.listingExists(trx, input.listingId))) {
        throw notFound('Car');
      }
      const { quote } = input;
      const row = await q.insertApplication(trx, {
        user_id: userId,
        listing_id: input.listingId ?? null,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        annual_income: input.annualIncome,
        employment_status: input.employmentStatus,
        credit_score: input.creditScore,
        price: quote?.price ?? null,
        deposit: quote?.deposit ?? null,
        term_months: quote?.termMonths ?? null,
        apr_basis_points: quote ? Math.round(quote.apr * 100) : null,
        monthly_payment: quote ? calculateQuote(quote).monthlyPayment : null,
      });
      const application = shape(row);
      await queueReceiptEmail(trx, application);
      return application;
    });
  }

  /** For the finance team: newest first. */
  async list(status?: FinanceApplicationStatus): Promise<{ applications: FinanceApplicationRecord[] }> {
    const rows = await q.listApplications(this.knex, {
      ...(status ? { status } : {}),
      limit: FINANCE_LIST_LIMIT,
    });
    return { applications: rows.map(record) };
  }

  async get(id: number): Promise<FinanceApplicationRecord> {
    const row = await q.applicationById(this.knex, id);
    if (!row) throw notFound('Finance application');
    return record(row);
  }

  /**
   * Moves an application on (FINANCE_TRANSITIONS) and records who did it; a decision e-mails the
   * applicant in the same transaction. An application whose details were erased (a data deletion
   * request) can no longer be moved: there is nobody left to contact.
   */
  async setStatus(id: number, change: FinanceStatusChange, by: string): Promise<FinanceApplicationRecord> {
    return this.knex.transaction(async (trx) => {
      const row = await q.applicationById(trx, id, { forUpdate: true });
      if (!row) throw notFound('Finance application');
      const allowed = FINANCE_TRANSITIONS[row.status];
      if (!allowed.includes(change.status))
        throw createError(
          'CONFLICT',
          allowed.length === 0
            ? `The application is ${row.status}: it cannot change any more`
            : `A ${row.status} application can become ${allowed.join(', ')}, not ${change.status}`,
          409,
        );
      if (row.email === '')
        throw createError('CONFLICT', "The applicant's details were erased at their request", 409);
      await q.updateStatus(trx, id, {
        status: change.status,
        status_note: change.note ? change.note : null,
        handled_by: by,
      });
      if (change.status === 'approved' || change.status === 'declined')
        await queueDecisionEmail(
          trx,
          { email: row.email, firstName: row.first_name, reference: applicationReference(id) },
          change.status,
        );
      return record((await q.applicationById(trx, id))!);
    });
  }
}
