// What the dealer API's OpenAPI document says beyond the schemas (openapi.ts builds it): each
// operation's path, summary and answers, a realistic example vehicle, and what JSON Schema cannot
// say about a field. openapi.test.ts fails when a route under the prefix has no operation here.
import * as v from 'valibot';
import { BODY_TYPES } from '../../../db/reference/types.js';
import {
  apiKeyListSchema,
  apiKeySchema,
  bulkInputSchema,
  bulkResultSchema,
  listQuerySchema,
  MAX_BULK,
  newApiKeySchema,
  vehicleAnswerSchema,
  vehicleIdParamsSchema,
  vehicleInputSchema,
  vehiclePageSchema,
  vehicleSchema,
  type Vehicle,
  type VehicleInput,
} from './schemas.js';

/** Every refusal is Boom's body. */
export const errorSchema = v.object({
  statusCode: v.pipe(v.number(), v.integer()),
  error: v.pipe(v.string(), v.description('The status’s name, e.g. Bad Request')),
  message: v.pipe(v.string(), v.description('What was wrong, naming the field: `price: must be …`')),
});

/** A realistic vehicle as a dealer's system sends it (it passes the schema and the quality gate). */
export const EXAMPLE_VEHICLE = {
  stockId: 'NG-24117',
  category: 'car',
  make: 'Ford',
  model: 'Fiesta',
  variant: 'Titanium 1.0 EcoBoost',
  year: 2019,
  price: 1_099_500,
  mileage: 38_250,
  fuelType: 'Petrol',
  transmission: 'Manual',
  bodyType: 'Hatchback',
  engineSize: 1.0,
  powerBhp: 100,
  doors: 5,
  seats: 5,
  colour: 'Blue',
  previousOwners: 2,
  registration: null,
  vin: 'WF0JXXGAHJKA12345',
  serviceHistory: 'full',
  motExpiry: '2027-03-14',
  features: ['Bluetooth', 'Cruise Control', 'Heated Windscreen'],
  description: 'Two owners, full Ford service history, new cambelt at 35,000 miles.',
  images: ['https://images.dealer.example/NG-24117/front.jpg'],
  postcode: 'LS11 5AB',
  town: 'Leeds',
} satisfies v.InferInput<typeof vehicleInputSchema>;

/** The same vehicle as the API answers it. */
export const EXAMPLE_ANSWER: Vehicle = {
  id: 48213,
  listingId: 1290,
  url: '/cars/1290',
  status: 'active',
  ...(EXAMPLE_VEHICLE as VehicleInput),
  town: 'Leeds',
  createdAt: '2026-11-02T09:15:00.000Z',
  updatedAt: '2026-11-02T09:15:00.000Z',
};

// What the JSON Schema of a field cannot say; typed by the input so a renamed field fails to compile.
export const FIELD_NOTES: Partial<Record<keyof VehicleInput, string>> = {
  stockId:
    'Your own id of the vehicle, unique in your stock. It names the vehicle in bulk uploads and cannot change.',
  price: 'Pence (£10,995 is 1099500). The quality gate accepts £100 to £1,000,000.',
  engineSize: 'Litres.',
  bodyType: `One of the category’s body types: ${Object.entries(BODY_TYPES)
    .map(([category, types]) => `${category}: ${types.join(', ')}`)
    .join('; ')}.`,
  registration: 'A UK registration mark (spaces and case do not matter); answered as `AB19 CDE`.',
  vin: '17 characters, no I, O or Q; upper-cased.',
  motExpiry: 'YYYY-MM-DD.',
  images: 'https URLs, at most 20.',
  postcode: 'A UK postcode we can place; answered as `LS11 5AB`.',
  town: 'Filled from the postcode when not given.',
};

export const schemas = {
  VehicleInput: vehicleInputSchema,
  BulkInput: bulkInputSchema,
  Vehicle: vehicleSchema,
  VehicleAnswer: vehicleAnswerSchema,
  VehiclePage: vehiclePageSchema,
  BulkResult: bulkResultSchema,
  ApiKey: apiKeySchema,
  ApiKeyList: apiKeyListSchema,
  NewApiKey: newApiKeySchema,
  Error: errorSchema,
};
export type SchemaName = keyof typeof schemas;

export interface Operation {
  id: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  description?: string;
  params?: v.ObjectSchema<v.ObjectEntries, undefined>;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  body?: SchemaName;
  example?: unknown;
  idempotencyKey?: boolean;
  /** Public: no key needed. */
  open?: boolean;
  responses: Record<number, string | { description: string; body?: SchemaName; type?: string }>;
}

export const UNAUTHORIZED = 'No key, an unknown one or a revoked one: `A valid X-Api-Key header is required`';
const BAD_ID = 'The id is not a whole number';
const NOT_YOURS = 'The vehicle belongs to another dealer';
const GONE = 'No such vehicle, or it was removed';

export const OPERATIONS: Operation[] = [
  {
    id: 'dealerApi.vehicles.create',
    method: 'post',
    path: '/vehicles',
    summary: 'Add a vehicle',
    description:
      'Checked with the listing form’s rules, then the crawler’s quality gate; merged with the same car seen elsewhere.',
    body: 'VehicleInput',
    example: EXAMPLE_VEHICLE,
    responses: {
      201: { description: 'Added', body: 'VehicleAnswer' },
      400: 'A field is wrong (each problem named: `price: must be a whole number of pence`)',
      409: 'The stock id is already on sale: replace it with PUT',
    },
  },
  {
    id: 'dealerApi.vehicles.list',
    method: 'get',
    path: '/vehicles',
    summary: 'List your vehicles on sale',
    description: 'Oldest first; pass `nextCursor` as `cursor` for the next page.',
    query: listQuerySchema,
    responses: { 200: { description: 'One page', body: 'VehiclePage' }, 400: 'A bad limit or cursor' },
  },
  {
    id: 'dealerApi.vehicles.get',
    method: 'get',
    path: '/vehicles/{id}',
    summary: 'One vehicle',
    params: vehicleIdParamsSchema,
    responses: {
      200: { description: 'The vehicle', body: 'VehicleAnswer' },
      400: BAD_ID,
      403: NOT_YOURS,
      404: GONE,
    },
  },
  {
    id: 'dealerApi.vehicles.replace',
    method: 'put',
    path: '/vehicles/{id}',
    summary: 'Replace every field of a vehicle',
    description: 'The same checks as adding one; the stock id must stay the same.',
    params: vehicleIdParamsSchema,
    body: 'VehicleInput',
    example: { ...EXAMPLE_VEHICLE, price: 1_049_500 },
    responses: {
      200: { description: 'Replaced', body: 'VehicleAnswer' },
      400: 'A field is wrong, or the stock id changed',
      403: NOT_YOURS,
      404: GONE,
    },
  },
  {
    id: 'dealerApi.vehicles.remove',
    method: 'delete',
    path: '/vehicles/{id}',
    summary: 'Take a vehicle off sale',
    description: 'The stock id may be added again later: it comes back as the same vehicle.',
    params: vehicleIdParamsSchema,
    responses: { 204: 'Removed', 400: BAD_ID, 403: NOT_YOURS, 404: GONE },
  },
  {
    id: 'dealerApi.vehicles.bulk',
    method: 'post',
    path: '/vehicles/bulk',
    summary: `Upsert up to ${MAX_BULK} vehicles by stock id`,
    description:
      'All or nothing, in one transaction. The same Idempotency-Key with the same body answers the stored answer (`Idempotent-Replayed: true`) and writes nothing; a refused upload stores nothing.',
    body: 'BulkInput',
    example: { vehicles: [EXAMPLE_VEHICLE] },
    idempotencyKey: true,
    responses: {
      200: { description: 'Upserted (or replayed)', body: 'BulkResult' },
      400: 'No Idempotency-Key, or a vehicle is wrong (`vehicles[12].price: …`, the first ten problems)',
      413: 'The body is over 16 MiB',
      422: 'The Idempotency-Key was used for a different request',
    },
  },
  {
    id: 'dealerApi.key.rotate',
    method: 'post',
    path: '/key/rotate',
    summary: 'Rotate your key',
    description:
      'A new key, in this answer only; the key this call was made with stops working at once. The dealer’s e-mail address is told (without the key).',
    responses: { 201: { description: 'The new key (store it now)', body: 'NewApiKey' } },
  },
  {
    id: 'dealerApi.keys.list',
    method: 'get',
    path: '/keys',
    summary: 'Your keys',
    description: 'Newest first: each key’s first characters and dates, never the key.',
    responses: { 200: { description: 'The keys', body: 'ApiKeyList' } },
  },
  {
    id: 'dealerApi.openapi',
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    open: true,
    responses: { 200: { description: 'OpenAPI 3.1', type: 'application/json' } },
  },
  {
    id: 'dealerApi.docs',
    method: 'get',
    path: '/docs',
    summary: 'This API as a readable page',
    open: true,
    responses: { 200: { description: 'HTML', type: 'text/html' } },
  },
];
