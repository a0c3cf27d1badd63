// valibot at the hapi boundary: a schema becomes a route's validate function, and every failure is a
// 400 whose message names the parameter ("minPrice: must be a whole number of pence").
import Boom from '@hapi/boom';
import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

export function issuesMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** For `options.validate.query|params|payload`: returns the parsed output, or throws a 400. */
export function validator<S extends AnySchema>(schema: S) {
  return async (value: unknown): Promise<v.InferOutput<S>> => {
    const result = await v.safeParseAsync(schema, value);
    if (!result.success) throw Boom.badRequest(issuesMessage(result.issues));
    return result.output;
  };
}
