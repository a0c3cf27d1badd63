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
