// The published OpenAPI 3.1 document of /api/dealer/v1 (issue 11 item 6), generated from the valibot
// schemas the routes validate with and answer by (schemas.ts), so a field added there is documented
// at once. The operations and the prose JSON Schema cannot carry are in openapi-operations.ts.
import type { ServerRoute } from '@hapi/hapi';
import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { docsPage } from './docs-page.js';
import {
  EXAMPLE_ANSWER,
  FIELD_NOTES,
  OPERATIONS,
  schemas,
  UNAUTHORIZED,
  type Operation,
  type SchemaName,
} from './openapi-operations.js';
import { PREFIX } from './routes.js';
import { bulkHeadersSchema } from './schemas.js';

export { EXAMPLE_ANSWER, EXAMPLE_VEHICLE, errorSchema } from './openapi-operations.js';

// Trimming, upper-casing and cross-field checks change or refuse values but have no JSON Schema; any
// other action that cannot be converted fails the build of the document (and its test).
const conversion: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  ignoreActions: ['trim', 'to_upper_case', 'check'],
};

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: SchemaName) => ({ 'application/json': { schema: ref(name) } });

/** Path or query parameters of a route from its valibot object (the string as it comes in). */
function parameters(where: 'path' | 'query', schema: v.ObjectSchema<v.ObjectEntries, undefined>) {
  const object = toJsonSchema(schema, conversion) as {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: s,
  }));
}

function idempotencyHeader() {
  // Its default ('') only lets the schema say 'required' in the API's own words.
  const {
    default: _default,
    $schema: _dialect,
    ...schema
  } = toJsonSchema(bulkHeadersSchema.entries['idempotency-key'], conversion) as Record<string, unknown>;
  return {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    description: 'Any string you choose per upload (a UUID will do); kept a day.',
    schema,
  };
}

function components() {
  const defs = toJsonSchemaDefs(schemas, {
    ...conversion,
    overrideRef: (context) => `#/components/schemas/${context.referenceId}`,
  }) as Record<SchemaName, { properties?: Record<string, Record<string, unknown>> }>;
  for (const [field, note] of Object.entries(FIELD_NOTES)) {
    const property = defs.VehicleInput.properties![field]!;
    property.description = note;
  }
  defs.VehicleInput.properties!.images!.items = {
    ...(defs.VehicleInput.properties!.images!.items as object),
    format: 'uri',
    pattern: '^https://',
  };
  return defs;
}

function response(code: number, spec: Operation['responses'][number]) {
  const { description, body, type } = typeof spec === 'string' ? { description: spec } : spec;
  const content = body ? json(body) : code >= 400 ? json('Error') : type ? { [type]: {} } : undefined;
  return { description, ...(content ? { content } : {}) };
}

function operation(op: Operation) {
  const responses: Record<string, unknown> = {};
  const codes = { ...op.responses, ...(op.open ? {} : { 401: UNAUTHORIZED }) };
  for (const [code, spec] of Object.entries(codes)) responses[code] = response(Number(code), spec);
  if (op.idempotencyKey)
    (responses['200'] as Record<string, unknown>).headers = {
      'Idempotent-Replayed': {
        description: '`true` when this is a stored answer',
        schema: { type: 'string', enum: ['true'] },
      },
    };
  const params = [
    ...(op.params ? parameters('path', op.params) : []),
    ...(op.query ? parameters('query', op.query) : []),
    ...(op.idempotencyKey ? [idempotencyHeader()] : []),
  ];
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.open ? 'documentation' : op.path.startsWith('/vehicles') ? 'vehicles' : 'keys'],
    ...(op.open ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: ref(op.body), ...(op.example ? { example: op.example } : {}) },
            },
          },
        }
      : {}),
    responses,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[`${PREFIX}${op.path}`] ??= {})[op.method] = operation(op);
  const defs = components();
  (defs.Vehicle as Record<string, unknown>).examples = [EXAMPLE_ANSWER];
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'AllMotors dealer inventory API',
      version: '1.0.0',
      description:
        'A certified dealer’s own system manages its stock with the API key approval issued. Money is in pence. Every write is one transaction; dealer stock meets the bar crawled stock does.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'vehicles', description: 'Your stock' },
      { name: 'keys', description: 'Your API keys' },
      { name: 'documentation', description: 'This document' },
    ],
    security: [{ ApiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: '`am_live_` and 32 characters',
        },
      },
      schemas: defs,
    },
  };
}

let built: OpenApiDocument | null = null;
/** Built once per process: the schemas do not change while it runs. */
export const openApiDocument = () => (built ??= buildOpenApi());

export function openApiRoutes(): ServerRoute[] {
  const common = {
    auth: false as const,
    plugins: { crumb: false },
    tags: ['dealer-api'],
    cache: { privacy: 'public' as const, expiresIn: 3_600_000 },
  };
  return [
    {
      method: 'GET',
      path: `${PREFIX}/openapi.json`,
      options: {
        ...common,
        id: 'dealerApi.openapi',
        description: 'The dealer API’s OpenAPI 3.1 document',
        handler: () => openApiDocument(),
      },
    },
    {
      method: 'GET',
      path: `${PREFIX}/docs`,
      options: {
        ...common,
        id: 'dealerApi.docs',
        description: 'The dealer API as a readable page (rendered here, nothing from elsewhere)',
        handler: (request, h) =>
          h
            .response(docsPage(openApiDocument(), `${request.server.info.protocol}://${request.info.host}`))
            .type('text/html; charset=utf-8'),
      },
    },
  ];
}
