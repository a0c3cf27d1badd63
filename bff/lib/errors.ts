// Domain errors and their one mapping to HTTP (in the onPreResponse extension of server.ts).
import Boom from '@hapi/boom';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function createError(code: string, message: string, status: number): DomainError {
  return new DomainError(code, message, status);
}

export const notFound = (what: string) => createError('NOT_FOUND', `${what} not found`, 404);

/** Maps any thrown value to a Boom, or null when it is already one. */
export function toBoom(error: unknown): Boom.Boom | null {
  if (error instanceof DomainError) {
    const boom = new Boom.Boom(error.message, { statusCode: error.status });
    boom.output.payload.code = error.code;
    const retryAfter = (error as { retryAfter?: number }).retryAfter;
    if (retryAfter !== undefined) boom.output.headers['Retry-After'] = String(retryAfter);
    return boom;
  }
  const pg = error as { code?: string; constraint?: string };
  if (pg && typeof pg.code === 'string') {
    if (pg.code === '23505') return Boom.conflict('That record already exists');
    if (pg.code === '23503')
      return Boom.conflict('That record is referenced by, or refers to, another record');
    if (pg.code === '22P02' || pg.code === '22003')
      return Boom.badRequest('A value is out of range or malformed');
    // The shared string rule (lib/validate.ts) refuses these first; this backstop covers any text that
    // reaches the database another way. 22021: an invalid byte such as NUL (PostgreSQL and PGlite
    // alike); 22P05: a character the database's encoding cannot hold.
    if (pg.code === '22021' || pg.code === '22P05')
      return Boom.badRequest('A value contains characters that cannot be stored');
  }
  return null;
}
