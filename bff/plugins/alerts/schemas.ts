// Request schemas of saved searches and notifications, shared with the web app. A saved search's query
// is the search API's own query parameters, checked with the search API's own schema, so a search that
// can be saved is a search that can be run (and a 400 names the parameter: 'query.minPrice: …').
import * as v from 'valibot';
import { CATEGORIES } from '../../../db/reference/types.js';
import { strictObjectMessage } from '../../lib/schema-messages.js';
import { normaliseQuery, searchQuerySchema } from '../search/schemas.js';

export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches one person may keep. */
export const MAX_SAVED_SEARCHES = 25;
export const NOTIFICATION_PAGE = 20;
export const NOTIFICATION_PAGE_MAX = 100;
/** Paging parameters are not part of a saved search. */
const PAGING = new Set(['page', 'limit']);

const positiveId = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'must be a positive whole number'),
  v.transform(Number),
  v.minValue(1, 'must be a positive whole number'),
);

export const idParamsSchema = v.object({ id: positiveId });
export const tokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not an unsubscribe token')),
});

const name = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(SAVED_SEARCH_NAME_MAX, `must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
);
const frequency = v.picklist(['instant', 'daily'], 'must be instant or daily');
const category = v.picklist(CATEGORIES, `must be one of ${CATEGORIES.join(', ')}`);

const queryValues = v.record(
  v.string(),
  v.union(
    [
      v.pipe(v.string(), v.maxLength(200)),
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(20)),
    ],
    'must be text or a list of text',
  ),
  'must be an object of search parameters',
);

/**
 * The saved form of a query: 'no filter' values and paging dropped, lists kept as lists (one value
 * stays a string, as it arrives in a URL).
 */
export function savedQuery(query: Record<string, string | string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(normaliseQuery(query)))
    if (!PAGING.has(key)) out[key] = value as string | string[];
  return out;
}

export const createSchema = v.pipe(
  v.strictObject(
    {
      name,
      category,
      query: queryValues,
      frequency: v.optional(frequency, 'instant'),
    },
    strictObjectMessage,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value;
    const query = savedQuery(input.query);
    // The search API's schema names the parameter; here it sits under `query`.
    const checked = v.safeParse(searchQuerySchema(input.category), query);
    if (!checked.success) {
      for (const issue of checked.issues) {
        const path = v.getDotPath(issue);
        addIssue({ message: issue.message, path: [queryPathItem(path)] });
      }
      return NEVER;
    }
    return { ...input, query };
  }),
);

/** A path item that prints as `query.<param>` in a 400's message. */
function queryPathItem(param: string | null): v.IssuePathItem {
  const key = param ? `query.${param}` : 'query';
  return { type: 'object', origin: 'value', input: {}, key, value: undefined };
}

export const updateSchema = v.pipe(
  v.strictObject(
    {
      name: v.optional(name),
      frequency: v.optional(frequency),
      emailAlerts: v.optional(v.boolean('must be true or false')),
    },
    strictObjectMessage,
  ),
  v.check((x) => Object.keys(x).length > 0, 'give at least one of name, frequency, emailAlerts'),
);

export const listNotificationsSchema = v.strictObject(
  {
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'must be at least 1'),
        v.maxValue(NOTIFICATION_PAGE_MAX, `must be at most ${NOTIFICATION_PAGE_MAX}`),
      ),
      String(NOTIFICATION_PAGE),
    ),
    before: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a notification id'), v.transform(Number)),
    ),
  },
  'is not a known parameter',
);

const notificationIds = v.pipe(
  v.array(
    v.pipe(
      v.number('must be notification ids'),
      v.integer('must be notification ids'),
      v.minValue(1, 'must be notification ids'),
    ),
    'must be a list of notification ids',
  ),
  v.minLength(1, 'must name at least one notification'),
  v.maxLength(500, 'must name at most 500 notifications'),
);

export const markReadSchema = v.pipe(
  v.strictObject(
    { ids: v.optional(notificationIds), all: v.optional(v.literal(true, 'must be true')) },
    strictObjectMessage,
  ),
  v.check(
    (x) => (x.ids === undefined) !== (x.all === undefined),
    'give either ids (a list of notification ids) or all: true',
  ),
);

export type CreateInput = v.InferOutput<typeof createSchema>;
export type UpdateInput = v.InferOutput<typeof updateSchema>;
export type ListNotificationsInput = v.InferOutput<typeof listNotificationsSchema>;
export type MarkReadInput = v.InferOutput<typeof markReadSchema>;
