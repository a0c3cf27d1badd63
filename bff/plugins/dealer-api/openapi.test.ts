// The published OpenAPI document (issue 11 item 6): OpenAPI 3.1 in shape, every route the server has
// under /api/dealer/v1 documented (a new route without docs fails here), generated from the schemas
// the routes validate with, its example a vehicle the API really takes, and the readable page.
import { createRequire } from 'node:module';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { EXAMPLE_ANSWER, EXAMPLE_VEHICLE, errorSchema, type OpenApiDocument } from './openapi.js';
import { PREFIX } from './routes.js';
import { vehicleAnswerSchema, vehicleInputSchema, vehicleSchema } from './schemas.js';
import { dealerWithKey } from './testing.js';

let ctx: TestContext;
let doc: OpenApiDocument;

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, {});
  const res = await ctx.server.inject('/api/dealer/v1/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toMatch(/public/);
  doc = JSON.parse(res.payload);
});
afterAll(() => ctx?.close());

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the X-Api-Key scheme, served without a key', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.ApiKey).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }),
    );
    expect(doc.security).toEqual([{ ApiKey: [] }]);
    for (const { op } of operations()) {
      expect(op.operationId).toBeTruthy();
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      for (const code of Object.keys(op.responses)) expect(code).toMatch(/^[1-5]\d\d$/);
    }
  });

  it('documents every route the server registers under the prefix, and nothing else', () => {
    const registered = ctx.server
      .table()
      .filter((r) => r.path.startsWith(`${PREFIX}/`))
      .map((r) => `${r.method} ${r.path} ${String(r.settings.id)}`)
      .sort();
    const documented = operations()
      .map(({ path, method, op }) => `${method} ${path} ${op.operationId}`)
      .sort();
    expect(documented).toEqual(registered);
  });

  it('gives every keyed call a 401 and every refusal the error body', () => {
    for (const { op } of operations()) {
      if (op.security === undefined) expect(op.responses['401']).toBeDefined();
      for (const [code, response] of Object.entries(op.responses))
        if (Number(code) >= 400)
          expect(response.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/Error');
    }
  });

  it('has the same required fields as the valibot schema the routes check with', () => {
    const entries = vehicleInputSchema.pipe[0].entries;
    const required = Object.entries(entries)
      .filter(([, s]) => s.type !== 'optional')
      .map(([name]) => name);
    const json = doc.components.schemas.VehicleInput as { required: string[]; properties: object };
    expect([...json.required].sort()).toEqual(required.sort());
    expect(json.required).toEqual(expect.arrayContaining(['price', 'stockId', 'postcode', 'images']));
    expect(json.required).not.toContain('vin');
    expect(Object.keys(json.properties).sort()).toEqual(Object.keys(entries).sort());
    const vehicle = doc.components.schemas.Vehicle as { required: string[] };
    expect([...vehicle.required].sort()).toEqual(Object.keys(vehicleSchema.entries).sort());
  });

  it('has examples the schemas accept, and the API takes the example as documented', async () => {
    expect(v.safeParse(vehicleInputSchema, EXAMPLE_VEHICLE).success).toBe(true);
    expect(v.safeParse(vehicleSchema, EXAMPLE_ANSWER).success).toBe(true);
    const dealer = await dealerWithKey(ctx.db.knex, 'Example Motors');
    const res = await ctx.server.inject({
      method: 'POST',
      url: `${PREFIX}/vehicles`,
      headers: { 'x-api-key': dealer.key },
      payload: EXAMPLE_VEHICLE,
    });
    expect(res.statusCode).toBe(201);
    expect(v.safeParse(vehicleAnswerSchema, JSON.parse(res.payload)).success).toBe(true);
    const refused = await ctx.server.inject({ method: 'GET', url: `${PREFIX}/vehicles` });
    expect(v.safeParse(errorSchema, JSON.parse(refused.payload)).success).toBe(true);
  });

  it('is valid by the official OpenAPI 3.1 schema, and every example fits its own schema', async () => {
    const res = await ctx.server.inject('/api/dealer/v1/openapi.json');
    const served = JSON.parse(res.payload) as Record<string, unknown>;
    const result = await new Validator().validate(served);
    expect(result.valid, JSON.stringify(result.errors, null, 2)).toBe(true);

    // The examples, by the JSON Schema 2020-12 validator (ajv) the OpenAPI validator itself brings:
    // each media type's `example` against its `schema`, each schema's `examples` against the schema.
    type Check = ((data: unknown) => boolean) & { errors?: unknown };
    const fromValidator = createRequire(
      createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'),
    );
    const { default: Ajv2020 } = fromValidator('ajv/dist/2020.js') as {
      default: new (options: object) => {
        addSchema(schema: object, key: string): void;
        getSchema(ref: string): Check;
      };
    };
    const { default: addFormats } = fromValidator('ajv-formats') as { default: (ajv: object) => void };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(served, 'openapi.json');
    const at = (pointer: string[]) =>
      ajv.getSchema(
        `openapi.json#/${pointer.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`,
      );
    const examples: { where: string; schema: string[]; value: unknown }[] = [];
    const walk = (node: unknown, pointer: string[]) => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      const schema = 'schema' in o ? [...pointer, 'schema'] : pointer;
      if ('example' in o)
        examples.push({ where: [...pointer, 'example'].join('/'), schema, value: o.example });
      if (Array.isArray(o.examples))
        o.examples.forEach((value, i) =>
          examples.push({ where: [...pointer, 'examples', String(i)].join('/'), schema, value }),
        );
      else if (o.examples && typeof o.examples === 'object')
        for (const [name, ex] of Object.entries(o.examples as Record<string, { value?: unknown }>))
          if ('value' in ex)
            examples.push({ where: [...pointer, 'examples', name].join('/'), schema, value: ex.value });
      for (const [key, child] of Object.entries(o))
        if (key !== 'example' && key !== 'examples') walk(child, [...pointer, key]);
    };
    walk(served, []);
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const { where, schema, value } of examples) {
      const check = at(schema);
      expect(check(value), `${where}: ${JSON.stringify(check.errors, null, 2)}`).toBe(true);
    }
  });
});

describe('the docs page', () => {
  it('is one self-contained HTML page with every call, its fields and a curl example', async () => {
    const res = await ctx.server.inject('/api/dealer/v1/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.payload;
    for (const { path, method } of operations()) expect(html).toContain(`${method.toUpperCase()} ${path}`);
    expect(html).toContain('<code>stockId</code>');
    expect(html).toContain('Idempotency-Key');
    expect(html).toContain('-H &#39;X-Api-Key: am_live_…&#39;');
    expect(html).not.toMatch(/<script|<link|\bsrc=/i);
  });

  it('escapes what it is sent', async () => {
    const res = await ctx.server.inject({
      url: '/api/dealer/v1/docs',
      headers: { host: 'evil.example"><script>alert(1)</script>' },
    });
    expect(res.payload).not.toContain('<script>');
  });
});
