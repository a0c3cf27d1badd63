// One call to the API as the operator: a refused token says how to fix it, and `explain` turns the
// refusals a command expects into messages that say what to do next. Shared by the API wrappers
// (scraping-api.ts, dealers-api.ts).
import { AbortError, ApiError } from './errors.js';

export async function operatorCall<T>(
  send: () => Promise<T>,
  explain?: (error: ApiError) => Error | undefined,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 || error.status === 403)
      throw new AbortError(
        'The server refused the operator token.',
        'Restart the server or pass --data-dir pointing at its data folder.',
      );
    throw explain?.(error) ?? error;
  }
}
