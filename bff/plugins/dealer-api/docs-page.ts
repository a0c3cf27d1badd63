// The OpenAPI document as a page a person reads (/api/dealer/v1/docs): rendered here into plain HTML
// with its own small stylesheet, no script and nothing fetched from elsewhere. Everything from the
// document, the Host header included, is escaped.
import { escapeHtml as e } from '../../lib/html.js';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: Schema;
}
interface Op {
  operationId: string;
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema; example?: unknown } } };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Doc {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Schema> };
}

const refName = (s: Schema) => (typeof s.$ref === 'string' ? s.$ref.split('/').pop()! : null);
const link = (name: string) => `<a href="#schema-${e(name)}"><code>${e(name)}</code></a>`;

/** A field's type in words: `integer | null`, `array of string`, a link to a named schema. */
function typeOf(s: Schema): string {
  const name = refName(s);
  if (name) return link(name);
  if (Array.isArray(s.anyOf)) return (s.anyOf as Schema[]).map(typeOf).join(' | ');
  if (s.type === 'array') return `array of ${typeOf((s.items as Schema) ?? {})}`;
  return e(s.type ?? 'any');
}

/** Every rule JSON Schema states, in words (looking inside `x | null`). */
function rules(s: Schema): string[] {
  const parts = Array.isArray(s.anyOf) ? (s.anyOf as Schema[]) : [s];
  const out: string[] = [];
  for (const p of parts) {
    if (Array.isArray(p.enum))
      out.push(`one of ${(p.enum as unknown[]).map((x) => `<code>${e(x)}</code>`).join(', ')}`);
    if (p.minimum !== undefined) out.push(`≥ ${e(p.minimum)}`);
    if (p.maximum !== undefined) out.push(`≤ ${e(p.maximum)}`);
    if (p.minLength !== undefined) out.push(`${e(p.minLength)}+ characters`);
    if (p.maxLength !== undefined) out.push(`at most ${e(p.maxLength)} characters`);
    if (p.minItems !== undefined) out.push(`at least ${e(p.minItems)} items`);
    if (p.maxItems !== undefined) out.push(`at most ${e(p.maxItems)} items`);
    if (p.pattern !== undefined) out.push(`matches <code>${e(p.pattern)}</code>`);
    if (p.format !== undefined) out.push(`format ${e(p.format)}`);
    if (p.type === 'array' && p.items) out.push(...rules(p.items as Schema).map((r) => `each ${r}`));
  }
  if (s.default !== undefined) out.push(`default <code>${e(JSON.stringify(s.default))}</code>`);
  return out;
}

function fieldsTable(schema: Schema): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(
    ([name, s]) =>
      `<tr><td><code>${e(name)}</code></td><td>${typeOf(s)}</td><td>${required.has(name) ? 'yes' : ''}</td><td>${rules(s).join('; ')}</td><td>${e(s.description ?? '')}</td></tr>`,
  );
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th><th>rules</th><th>notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function curl(base: string, method: string, path: string, op: Op): string {
  const lines = [`curl -X ${method.toUpperCase()} '${base}${path.replace('{id}', '48213')}'`];
  if (op.security === undefined) lines.push(`  -H 'X-Api-Key: am_live_…'`);
  if (op.parameters?.some((p) => p.name === 'Idempotency-Key'))
    lines.push(`  -H 'Idempotency-Key: 2f1c9a4e-upload-0001'`);
  const example = op.requestBody?.content['application/json'].example;
  if (example !== undefined)
    lines.push(
      `  -H 'Content-Type: application/json'`,
      `  -d '${JSON.stringify(example, null, 2).replace(/'/g, "'\\''")}'`,
    );
  return `<pre>${e(lines.join(' \\\n'))}</pre>`;
}

function operation(doc: Doc, base: string, path: string, method: string, op: Op): string {
  const params = op.parameters ?? [];
  const paramTable = params.length
    ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>rules</th><th>notes</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${e(p.name)}</code></td><td>${e(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'yes' : ''}</td><td>${rules(p.schema).join('; ')}</td><td>${e(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const bodyName = bodySchema ? refName(bodySchema) : null;
  const body = bodySchema
    ? `<h4>Body ${bodyName ? link(bodyName) : ''}</h4>${fieldsTable(bodyName ? doc.components.schemas[bodyName]! : bodySchema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([code, r]) => {
      const content = Object.entries(r.content ?? {})[0];
      const name = content?.[1].schema ? refName(content[1].schema) : null;
      return `<li><strong>${e(code)}</strong> ${e(r.description)}${name ? ` → ${link(name)}` : content ? ` (${e(content[0])})` : ''}</li>`;
    })
    .join('');
  return `<section class="op" id="${e(op.operationId)}">
<h3><span class="method ${e(method)}">${e(method.toUpperCase())}</span> <code>${e(path)}</code></h3>
<p><strong>${e(op.summary)}</strong>${op.security === undefined ? '' : ' · no key needed'}</p>
${op.description ? `<p>${e(op.description)}</p>` : ''}
${paramTable}${body}<h4>Responses</h4><ul>${responses}</ul>
<h4>Example</h4>${curl(base, method, path, op)}</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f4f5;padding:.75rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#fafafa}.op{border-top:2px solid #eee;padding-top:1rem;margin-top:1.5rem}
.method{display:inline-block;min-width:4.5rem;padding:0 .4rem;border-radius:4px;color:#fff;font-size:13px;text-align:center}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}`;

/** The whole page; `base` is the origin the curl examples call. */
export function docsPage(document: unknown, base: string): string {
  const doc = document as Doc;
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Op })),
  );
  const index = ops
    .map(
      ({ path, method, op }) =>
        `<li><a href="#${e(op.operationId)}">${e(method.toUpperCase())} ${e(path)}</a>: ${e(op.summary)}</li>`,
    )
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, s]) =>
        `<section id="schema-${e(name)}"><h3><code>${e(name)}</code></h3>${fieldsTable(s)}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>
<h1>${e(doc.info.title)} <small>${e(doc.info.version)}</small></h1>
<p>${e(doc.info.description)}</p>
<p>Every call but these pages needs the header <code>X-Api-Key: am_live_…</code> (a missing, unknown or revoked key is 401).
Refusals are JSON <code>{ statusCode, error, message }</code>. The machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h2>Calls</h2><ul>${index}</ul>
${ops.map(({ path, method, op }) => operation(doc, base, path, method, op)).join('\n')}
<h2>Schemas</h2>${schemas}
</body></html>`;
}
