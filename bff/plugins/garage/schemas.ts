// Request schemas of the dream garage API (000 §7): a person's saved cars, with optional notes.
import * as v from 'valibot';
import { NOTES_MAX } from './limits.js';
import { strictObjectMessage } from '../../lib/schema-messages.js';

export { NOTES_MAX };

const positiveId = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'must be a positive whole number'),
  v.transform(Number),
  v.minValue(1, 'must be a positive whole number'),
);

export const carIdParamsSchema = v.object({ carId: positiveId });
export const checkParamsSchema = v.object({ id: positiveId });

const notes = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.maxLength(NOTES_MAX, `must be at most ${NOTES_MAX} characters`),
);

export const addSchema = v.strictObject(
  {
    carId: v.pipe(
      v.number('must be a number'),
      v.integer('must be a positive whole number'),
      v.minValue(1, 'must be a positive whole number'),
      v.maxValue(2 ** 31 - 1, 'must be a positive whole number'),
    ),
    notes: v.optional(notes, ''),
  },
  strictObjectMessage,
);

export const notesSchema = v.strictObject({ notes }, strictObjectMessage);

export type AddInput = v.InferOutput<typeof addSchema>;
