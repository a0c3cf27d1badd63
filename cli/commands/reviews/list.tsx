// `reviews list`: the newest reviews, filtered by make and model (docs/reviews.md).
import React from 'react';
import { Box, Text } from 'ink';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { MAX_REVIEW_LIMIT } from '../../../bff/plugins/reviews/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { reviewsApi } from '../../lib/reviews-api.js';
import { clip, count } from '../../ui/format.js';
import { Table } from '../../ui/render.js';

const DEFAULT_LIMIT = 20;

const OptionsSchema = v.object({
  make: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty.'))),
  model: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, (issue) => `must be a whole number, not ${issue.received}.`),
      v.transform(Number),
      v.minValue(1, 'must be at least 1.'),
      v.maxValue(MAX_REVIEW_LIMIT, `must be at most ${MAX_REVIEW_LIMIT}.`),
    ),
    String(DEFAULT_LIMIT),
  ),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'reviews', 'Expert reviews: list them, import a file'),
    'list',
    'List reviews, newest first',
  )
    .addOption(new Option('--make <make>', 'only this make (any case)').env('ALLMOTORS_REVIEWS_MAKE'))
    .addOption(new Option('--model <model>', 'only this model (any case)').env('ALLMOTORS_REVIEWS_MODEL'))
    .addOption(
      new Option('--limit <n>', `how many (1-${MAX_REVIEW_LIMIT}, default ${DEFAULT_LIMIT})`).env(
        'ALLMOTORS_REVIEWS_LIMIT',
      ),
    )
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const list = await reviewsApi(program, options, deps).list(options);
      if (options.json) return deps.screen.json(list);
      if (list.reviews.length === 0) return deps.screen.line('No review matches.');
      await deps.screen.show(
        <Box flexDirection="column">
          <Table
            rows={list.reviews}
            columns={[
              { header: 'id', value: (r) => String(r.id), align: 'right' },
              { header: 'slug', value: (r) => clip(r.slug, 40) },
              { header: 'make', value: (r) => r.make },
              { header: 'model', value: (r) => clip(r.model, 24) },
              { header: 'year', value: (r) => String(r.year) },
              { header: 'rating', value: (r) => r.rating.toFixed(1), align: 'right' },
              { header: 'platform', value: (r) => r.platform },
              { header: 'published', value: (r) => r.publishedDate },
            ]}
          />
          <Text dimColor>
            {count(list.reviews.length)} of {count(list.total)} reviews
          </Text>
        </Box>,
      );
    });
}
