// The database check behind GET /api/health. Load balancers and monitors ask many times a second;
// one round trip answers every request for `maxAgeMs`, so the database sees at most one check per
// interval however often health is asked, and an answer is never older than that interval.

export class DatabaseProbe {
  private checkedAt = Number.NEGATIVE_INFINITY;
  private lastAnswer = false;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the database answered its latest check; checks again when that answer is too old. */
  reachable(): Promise<boolean> | boolean {
    if (this.now() - this.checkedAt < this.maxAgeMs) return this.lastAnswer;
    // Requests that arrive while a check is running wait for that one rather than start their own.
    this.inFlight ??= this.check().then(
      () => this.settle(true),
      () => this.settle(false),
    );
    return this.inFlight;
  }

  private settle(answer: boolean): boolean {
    this.lastAnswer = answer;
    this.checkedAt = this.now();
    this.inFlight = null;
    return answer;
  }
}
