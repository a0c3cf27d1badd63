// Inputs for the schema-driven fuzz test (bff/lib/fuzz-routes.test.ts): hostile leaves (control
// characters, lone surrogates, huge text, numbers out of range) and near-valid bodies built from a
// route's own valibot schema, so a generated request gets past the first check and into the handler.
import fc from 'fast-check';

/** The parts of a valibot schema object this file reads (valibot keeps them as plain properties). */
interface SchemaShape {
  type: string;
  entries?: Record<string, SchemaShape>;
  options?: unknown[];
  wrapped?: SchemaShape;
  item?: SchemaShape;
  literal?: unknown;
  pipe?: { type: string; requirement?: unknown }[];
}

const asShape = (schema: unknown): SchemaShape | null =>
  schema && typeof schema === 'object' && typeof (schema as SchemaShape).type === 'string'
    ? (schema as SchemaShape)
    : null;

/** The keys an object schema (or a union or variant of them, or a wrapped one) names. */
export function schemaKeys(schema: unknown): string[] {
  const shape = asShape(schema);
  if (!shape) return [];
  if (shape.entries) return Object.keys(shape.entries);
  if (shape.wrapped) return schemaKeys(shape.wrapped);
  if (shape.options) return [...new Set(shape.options.flatMap((option) => schemaKeys(option)))];
  return [];
}

const requirement = (shape: SchemaShape, action: string) =>
  shape.pipe?.find((item) => item.type === action)?.requirement;

/** A plausible value for a schema: enough for most fields to pass, so one bad field is the one seen. */
export function exampleOf(schema: unknown, depth = 0): unknown {
  const shape = asShape(schema);
  if (!shape || depth > 6) return null;
  switch (shape.type) {
    case 'string':
      if (shape.pipe?.some((action) => action.type === 'email')) return 'fuzz@example.co.uk';
      return 'Fuzz value';
    case 'number': {
      const min = requirement(shape, 'min_value');
      return typeof min === 'number' ? min : 1;
    }
    case 'boolean':
      return true;
    case 'literal':
      return shape.literal;
    case 'picklist':
    case 'enum':
      return shape.options?.[0] ?? null;
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      return exampleOf(shape.wrapped, depth + 1);
    case 'array':
      return [];
    case 'union':
    case 'variant':
      return exampleOf(shape.options?.[0], depth + 1);
    default:
      if (shape.entries)
        return Object.fromEntries(
          Object.entries(shape.entries).map(([key, entry]) => [key, exampleOf(entry, depth + 1)]),
        );
      return null;
  }
}

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f', '\ud800', '\udfff'];

/** Text a person would not type: control characters, lone surrogates, any UTF-16 unit, huge runs. */
export const hostileText = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 8 }))
    .map(([a, c, b]) => a + c + b),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), maxLength: 12 }),
  fc.constantFrom('x'.repeat(100_000), '9'.repeat(400), '-1', '0', '1e309', '0x10', ' ', '', '../../etc'),
  fc.string({ maxLength: 20 }),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER),
);

const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), leaf, { maxKeys: 3 }) },
);

/** Valid text with one control character or lone surrogate slipped in: past every other rule. */
const tainted = (text: string) =>
  fc
    .tuple(fc.nat({ max: text.length }), fc.constantFrom(...CONTROLS))
    .map(([at, c]) => text.slice(0, at) + c + text.slice(at));

/**
 * `base` with one to three of `keys` (or a stray key) changed: valid text tainted with a control
 * character, a hostile value, or the key removed.
 */
export function nearValid(base: Record<string, unknown>, keys: string[]) {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })) : fc.string();
  const change = key.chain((k) => {
    const current = base[k];
    const replacement =
      typeof current === 'string'
        ? fc.oneof(tainted(current), hostileValue)
        : fc.option(hostileValue, { freq: 6, nil: undefined });
    return fc.tuple(fc.constant(k), replacement);
  });
  return fc.array(change, { minLength: 1, maxLength: 2 }).map((changes) => {
    const body: Record<string, unknown> = { ...base };
    for (const [k, value] of changes) {
      if (value === undefined) delete body[k];
      else body[k] = value;
    }
    return body;
  });
}

/** Percent-encodes text for a URL, sending a lone surrogate as the invalid UTF-8 it would be. */
export function encodeSegment(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}
