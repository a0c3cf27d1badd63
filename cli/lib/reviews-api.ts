// The reviews calls of the API (bff/plugins/reviews/schemas.ts), as the operator: the list, and the
// import of a file of reviews (docs/reviews.md 'The import format').
import fs from 'node:fs';
import type { Command } from 'commander';
import type { ReviewInput } from '../../bff/plugins/reviews/schemas.js';
import type { ReviewImportResult, ReviewList } from '../../bff/plugins/reviews/types.js';
import type { ApiClient } from './client.js';
import { dataDir, serverUrl } from './config.js';
import type { CliDeps } from './context.js';
import { AbortError, type ApiError } from './errors.js';
import { operatorCall } from './operator-call.js';
import { operatorClient, readOperatorToken } from './operator.js';

export interface ReviewListFilter {
  make?: string | undefined;
  model?: string | undefined;
  limit?: number | undefined;
}

export class ReviewsApi {
  constructor(readonly client: ApiClient) {}

  list(filter: ReviewListFilter): Promise<ReviewList> {
    const query = new URLSearchParams();
    if (filter.make) query.set('make', filter.make);
    if (filter.model) query.set('model', filter.model);
    if (filter.limit !== undefined) query.set('limit', String(filter.limit));
    return operatorCall(() => this.client.get<ReviewList>('/api/reviews', query));
  }

  import(reviews: ReviewInput[], replace: boolean, file: string): Promise<ReviewImportResult> {
    return operatorCall(
      () => this.client.post<ReviewImportResult>('/api/admin/reviews/import', { reviews, replace }),
      (error: ApiError) =>
        error.status === 400
          ? new AbortError(
              `${file}: ${error.serverMessage}`,
              'Fix the file and import it again: nothing was imported.',
            )
          : error.status === 413
            ? new AbortError(`${file} is too large for one import.`, 'Split it into smaller files.')
            : undefined,
    );
  }
}

/**
 * The reviews of an import file: a JSON list of reviews, or an object with a `reviews` list. Whether
 * each review is right is the server's to say (its 400 names the field); this only reads the file.
 */
export function readReviewFile(file: string): ReviewInput[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new AbortError(
      code === 'ENOENT' ? `No file ${file}.` : `Cannot read ${file} (${code ?? 'unknown error'}).`,
      'Give the path of a JSON file of reviews (docs/examples/reviews-import.json is one).',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new AbortError(
      `${file} is not valid JSON: ${(error as Error).message}.`,
      'Fix the file and import it again: nothing was imported.',
    );
  }
  const reviews = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { reviews?: unknown }).reviews)
      ? (data as { reviews: unknown[] }).reviews
      : null;
  if (!reviews)
    throw new AbortError(
      `${file} holds no list of reviews.`,
      'The file must be a JSON list of reviews, or an object { "reviews": [...] } (docs/reviews.md).',
    );
  return reviews as ReviewInput[];
}

/** The reviews commands' API, as the operator of the server at --url (like `deletionApi`). */
export function reviewsApi(program: Command, options: { dataDir?: string }, deps: CliDeps) {
  const token = readOperatorToken(dataDir(options.dataDir));
  const baseUrl = serverUrl(program.opts().url);
  return new ReviewsApi(operatorClient(baseUrl, token, deps.fetch));
}
