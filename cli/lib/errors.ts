// Errors say whose fault they are: an AbortError is something the user can fix (exit 1, no stack);
// anything else is a bug and prints its stack.
export class AbortError extends Error {
  constructor(
    message: string,
    readonly tryMessage?: string,
  ) {
    super(message);
  }
}

/**
 * The server answered with an error, or could not be reached (`status` 0). Commands turn the ones
 * they expect into messages of their own; the rest read `<status>: <the server's message>`.
 */
export class ApiError extends AbortError {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly code?: string,
    tryMessage?: string,
  ) {
    super(status === 0 ? serverMessage : `${status}: ${serverMessage}`, tryMessage);
  }

  /** Worth asking again later: the server is down, restarting or failed for itself. */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}
