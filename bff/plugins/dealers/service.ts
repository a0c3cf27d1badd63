// Dealer applications: the wizard's drafts, the two ways to apply, and the admin's review. Every write
// is one transaction holding the machine's move and the rows that go with it (GUIDE 10).
import type { Knex } from 'knex';
import { ActorHost } from '../../lib/actors/host.js';
import { notFound } from '../../lib/errors.js';
import type { Sealer } from '../../lib/sealed.js';
import { syncStatus } from '../dealer-api/sync.job.js';
import { detailOf, summaryOf, testResultOf } from './application-view.js';
import { newApiKey } from './credentials.js';
import { listSupportRequests, submitSupportRequest } from './support-requests.js';
import { onboardingActorId, onboardingDefinition, reviewActorId, reviewDefinition } from './definitions.js';
import type { OnboardingContext } from './onboarding.machine.js';
import type {
  ApiTestResult,
  ApplicationDetail,
  ApplicationList,
  ApplicationStatus,
  ApprovalResult,
  MyApplication,
  OnboardingApplication,
  OnboardingState,
  SimpleApplication,
  SubmittedApplication,
  SupportRequest,
  SupportRequestInput,
} from './schemas.js';

export interface ApplicationRow {
  id: number;
  kind: 'onboarding' | 'simple';
  user_id: number | null;
  status: ApplicationStatus;
  company_name: string;
  contact_email: string;
  api_url: string | null;
  api_format: 'json' | 'xml' | 'csv';
  fields: Record<string, string | number | boolean | null>;
  api_key_sealed: string | null;
  api_secret_sealed: string | null;
  test_result: ApiTestResult | null;
  tested_at: Date | null;
  review_notes: string | null;
  reviewed_at: Date | null;
  reviewed_by_name: string | null;
  dealer_id: number | null;
  key_once_sealed: string | null;
  submitted_at: Date;
}

export interface Reviewer {
  userId: number | null;
  name: string;
}

const SECRET_FIELDS = ['apiKey', 'apiSecret', 'authToken'] as const;
/** How long `test()` waits for the job before answering that the test is still running. */
const TEST_WAIT_MS = 40_000;

export class DealerService {
  readonly host: ActorHost;

  constructor(
    readonly knex: Knex,
    private readonly sealer: () => Promise<Sealer>,
    private readonly options: { testWaitMs?: number } = {},
  ) {
    this.host = new ActorHost(knex);
  }

  // ---- The wizard --------------------------------------------------------------------------------

  async onboardingState(userId: number): Promise<OnboardingState> {
    const saved = await this.host.read(this.knex, onboardingDefinition, onboardingActorId(userId));
    if (saved) return this.stateOf(saved.context, saved.value === 'submitted');
    return this.stateOf(await this.freshContext(userId), false);
  }

  async saveStep(userId: number, step: number, fields: Record<string, unknown>): Promise<OnboardingState> {
    const sealer = await this.sealer();
    const clear = { ...fields };
    const sealed: { apiKey?: string; apiSecret?: string } = {};
    for (const name of ['apiKey', 'apiSecret'] as const) {
      const value = clear[name];
      delete clear[name];
      // An empty secret keeps the one saved before.
      if (typeof value === 'string' && value !== '') sealed[name] = sealer.seal(value);
    }
    const state = await this.host.retryOnConflict(this.knex, async (trx) => {
      await this.ensureDraft(trx, userId);
      return this.host.send(trx, onboardingDefinition, onboardingActorId(userId), {
        type: 'SAVE_STEP',
        step,
        fields: clear,
        sealed,
      });
    });
    return this.stateOf(state.context, false);
  }

  async back(userId: number): Promise<OnboardingState> {
    const state = await this.host.retryOnConflict(this.knex, async (trx) => {
      await this.ensureDraft(trx, userId);
      return this.host.send(trx, onboardingDefinition, onboardingActorId(userId), { type: 'BACK' });
    });
    return this.stateOf(state.context, state.value === 'submitted');
  }

  async restart(userId: number): Promise<OnboardingState> {
    const state = await this.host.sendWithRetry(this.knex, onboardingDefinition, onboardingActorId(userId), {
      type: 'RESTART',
    });
    return this.stateOf(state.context, false);
  }

  /** `POST /api/dealer/onboard`: the whole application, checked again, becomes a pending application. */
  async submitOnboarding(userId: number, body: OnboardingApplication): Promise<SubmittedApplication> {
    const sealer = await this.sealer();
    return this.host.retryOnConflict(this.knex, async (trx) => {
      const draft = await this.ensureDraft(trx, userId);
      const seal = (name: 'apiKey' | 'apiSecret') =>
        body[name] ? sealer.seal(body[name]) : (draft.sealed[name] ?? null);
      const fields = Object.fromEntries(
        Object.entries(body).filter(([k]) => !(SECRET_FIELDS as readonly string[]).includes(k)),
      );
      const apiUrl =
        body.integrationType === 'api'
          ? body.apiEndpoint
          : body.integrationType === 'feed'
            ? body.feedUrl
            : '';
      const id = await this.insertApplication(trx, {
        kind: 'onboarding',
        user_id: userId,
        company_name: body.companyName,
        contact_email: body.contactEmail,
        api_url: apiUrl || null,
        api_format: body.integrationType === 'feed' ? body.dataFormat : 'json',
        fields: JSON.stringify(fields),
        api_key_sealed: seal('apiKey'),
        api_secret_sealed: seal('apiSecret'),
      });
      await this.host.send(trx, onboardingDefinition, onboardingActorId(userId), {
        type: 'SUBMITTED',
        applicationId: id,
      });
      return { applicationId: id, status: 'pending' as const };
    });
  }

  // ---- The simple application --------------------------------------------------------------------

  /** The API test starts at once; a result good enough approves it without waiting (see api-test.job.ts). */
  async submitSimple(userId: number, body: SimpleApplication): Promise<SubmittedApplication> {
    const sealer = await this.sealer();
    return this.knex.transaction(async (trx) => {
      const { authToken, ...fields } = body;
      const id = await this.insertApplication(trx, {
        kind: 'simple',
        user_id: userId,
        company_name: body.dealerName,
        contact_email: body.contactEmail,
        api_url: body.apiUrl,
        api_format: 'json',
        fields: JSON.stringify(fields),
        api_key_sealed: sealer.seal(authToken),
        api_secret_sealed: null,
      });
      const state = await this.host.send(trx, reviewDefinition, reviewActorId(id), { type: 'TEST' });
      return { applicationId: id, status: state.value as ApplicationStatus };
    });
  }

  /** The applicant's own application; an instant approval's key is handed over on this read only. */
  async mine(userId: number, id: number): Promise<MyApplication> {
    return this.knex.transaction(async (trx) => {
      const row = (await trx('dealer_applications').where({ id, user_id: userId }).forUpdate().first()) as
        ApplicationRow | undefined;
      if (!row) throw notFound('Application');
      let apiKeyOnce: string | null = null;
      if (row.key_once_sealed) {
        apiKeyOnce = (await this.sealer()).open(row.key_once_sealed);
        await trx('dealer_applications').where({ id }).update({ key_once_sealed: null });
      }
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        submittedAt: row.submitted_at.toISOString(),
        testResult: testResultOf(row),
        reviewNotes: row.review_notes,
        dealerId: row.dealer_id,
        apiKeyOnce,
      };
    });
  }

  /** For the download: the applicant's own, or any for an admin. */
  async forDownload(user: { id: number; role: string }, id: number): Promise<ApplicationDetail> {
    const row = await this.row(id);
    if (row.user_id !== user.id && user.role !== 'admin') throw notFound('Application');
    return this.detailOf(row);
  }

  // ---- Support ------------------------------------------------------------------------------------

  supportRequest(userId: number | null, input: SupportRequestInput): Promise<{ id: number }> {
    return submitSupportRequest(this.knex, userId, input);
  }

  supportRequests(limit = 200): Promise<SupportRequest[]> {
    return listSupportRequests(this.knex, limit);
  }

  // ---- The admin's review -------------------------------------------------------------------------

  async list(filter: 'all' | 'pending' | ApplicationStatus = 'all'): Promise<ApplicationList> {
    const query = this.knex('dealer_applications').orderBy('submitted_at', 'desc').orderBy('id', 'desc');
    if (filter !== 'all') query.where({ status: filter });
    const rows = (await query.limit(500)) as ApplicationRow[];
    const counts = (await this.knex('dealer_applications')
      .select('status')
      .count({ n: '*' })
      .groupBy('status')) as { status: ApplicationStatus; n: string | number }[];
    const of = (s: ApplicationStatus) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    return {
      applications: rows.map(summaryOf),
      counts: {
        pending: of('pending') + of('testing'),
        all: counts.reduce((sum, c) => sum + Number(c.n), 0),
        approved: of('approved'),
      },
    };
  }

  async detail(id: number): Promise<ApplicationDetail> {
    return this.detailOf(await this.row(id));
  }

  private async detailOf(row: ApplicationRow): Promise<ApplicationDetail> {
    return detailOf(row, row.dealer_id === null ? null : await syncStatus(this.knex, row.dealer_id));
  }

  /** Starts the test and waits for its job (the machine leaves `testing` when it reports back). */
  async test(id: number): Promise<ApiTestResult | { status: 'testing' }> {
    await this.row(id);
    await this.host.sendWithRetry(this.knex, reviewDefinition, reviewActorId(id), { type: 'TEST' });
    const deadline = Date.now() + (this.options.testWaitMs ?? TEST_WAIT_MS);
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const row = await this.row(id);
      if (row.status !== 'testing') return row.test_result!;
    }
    return { status: 'testing' };
  }

  async approve(id: number, by: Reviewer, notes: string): Promise<ApprovalResult> {
    await this.row(id);
    const apiKey = await this.host.retryOnConflict(this.knex, (trx) =>
      this.approveIn(trx, id, by, notes, false),
    );
    const application = await this.detail(id);
    return { application, credentials: { dealerId: application.dealerId!, apiKey } };
  }

  /**
   * Approval in the caller's transaction: a new key, its hash and prefix to the machine, sealed for the
   * e-mail (and for the applicant's one read when `instant`). Returns the key.
   */
  async approveIn(trx: Knex.Transaction, id: number, by: Reviewer, notes: string, instant: boolean) {
    const key = newApiKey();
    await this.host.send(trx, reviewDefinition, reviewActorId(id), {
      type: 'APPROVE',
      notes,
      by,
      keyHash: key.hash,
      keyPrefix: key.prefix,
      keySealed: (await this.sealer()).seal(key.key),
      instant,
    });
    return key.key;
  }

  async reject(id: number, by: Reviewer, notes: string): Promise<ApplicationDetail> {
    await this.row(id);
    await this.host.sendWithRetry(this.knex, reviewDefinition, reviewActorId(id), {
      type: 'REJECT',
      notes,
      by,
    });
    return this.detail(id);
  }

  /** The token to call the dealer's API with (the API test job). */
  async target(id: number): Promise<{ row: ApplicationRow; token: string }> {
    const row = await this.row(id);
    const token = row.api_key_sealed ? (await this.sealer()).open(row.api_key_sealed) : '';
    return { row, token };
  }

  // ---- Helpers ------------------------------------------------------------------------------------

  async row(id: number): Promise<ApplicationRow> {
    const row = (await this.knex('dealer_applications').where({ id }).first()) as ApplicationRow | undefined;
    if (!row) throw notFound('Application');
    return row;
  }

  private async insertApplication(trx: Knex.Transaction, values: Record<string, unknown>): Promise<number> {
    const [row] = (await trx('dealer_applications').insert(values).returning('id')) as { id: number }[];
    const id = row!.id;
    await this.host.create(trx, reviewDefinition, reviewActorId(id), { applicationId: id });
    return id;
  }

  /** The person's draft, made on first use and prefilled from their account (001 §3 registration). */
  private async ensureDraft(trx: Knex.Transaction, userId: number): Promise<OnboardingContext> {
    const saved = await this.host.read(trx, onboardingDefinition, onboardingActorId(userId));
    if (saved) return saved.context;
    const fresh = await this.freshContext(userId, trx);
    const created = await this.host.create(trx, onboardingDefinition, onboardingActorId(userId), {
      userId,
      draft: fresh.draft,
      sealed: fresh.sealed,
    });
    return created.context;
  }

  private async freshContext(userId: number, knex: Knex = this.knex): Promise<OnboardingContext> {
    const user = (await knex('users').where({ id: userId }).first()) as
      | {
          email: string;
          first_name: string;
          last_name: string;
          company_name: string | null;
          dealer_api_url: string | null;
          dealer_webhook_url: string | null;
          dealer_api_key_sealed: string | null;
        }
      | undefined;
    if (!user) throw notFound('User');
    const draft: Record<string, unknown> = {
      contactEmail: user.email,
      ...(user.first_name ? { contactFirstName: user.first_name } : {}),
      ...(user.last_name ? { contactLastName: user.last_name } : {}),
      ...(user.company_name ? { companyName: user.company_name } : {}),
      ...(user.dealer_api_url ? { apiEndpoint: user.dealer_api_url } : {}),
      ...(user.dealer_webhook_url ? { webhookUrl: user.dealer_webhook_url } : {}),
    };
    // A key given at registration is already sealed: the wizard counts it as saved.
    const sealed = user.dealer_api_key_sealed ? { apiKey: user.dealer_api_key_sealed } : {};
    return { userId, step: 1, draft, sealed, applicationId: null };
  }

  private async stateOf(context: OnboardingContext, submitted: boolean): Promise<OnboardingState> {
    const app = context.applicationId
      ? ((await this.knex('dealer_applications').where({ id: context.applicationId }).first()) as
          ApplicationRow | undefined)
      : undefined;
    return {
      step: submitted ? 6 : context.step,
      draft: context.draft as OnboardingState['draft'],
      apiKeySaved: Boolean(context.sealed.apiKey),
      apiSecretSaved: Boolean(context.sealed.apiSecret),
      applicationId: context.applicationId,
      status: app?.status ?? null,
      submittedAt: app ? app.submitted_at.toISOString() : null,
    };
  }
}
