// `reviews import FILE`: loads a JSON file of reviews into the server in one transaction (upsert by
// slug; --replace also deletes every review the file does not have, the sample set included).
import React from 'react';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { readReviewFile, reviewsApi } from '../../lib/reviews-api.js';
import { count } from '../../ui/format.js';
import { Info } from '../../ui/render.js';

const OptionsSchema = v.object({
  file: v.pipe(v.string(), v.minLength(1, 'is required.')),
  replace: v.optional(v.boolean(), false),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'reviews', 'Expert reviews: list them, import a file'),
    'import',
    'Import a JSON file of reviews (a list, or { "reviews": [...] }): new slugs are added, known ones updated',
  )
    .argument('<file>', 'the JSON file (docs/examples/reviews-import.json shows the format)')
    .addOption(
      new Option('--replace', 'also delete every review the file does not have (the sample set too)').env(
        'ALLMOTORS_REVIEWS_REPLACE',
      ),
    )
    .addOption(jsonOption())
    .action(async (file: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, file }, { file: 'The file' });
      const reviews = readReviewFile(options.file);
      const result = await reviewsApi(program, options, deps).import(reviews, options.replace, options.file);
      if (options.json) return deps.screen.json(result);
      await deps.screen.show(
        <Info
          title={`Imported ${count(reviews.length)} reviews from ${options.file}`}
          lines={[
            ['created', count(result.created)],
            ['updated', count(result.updated)],
            ['removed', options.replace ? count(result.removed) : '0 (without --replace nothing is removed)'],
            ['reviews now', count(result.total)],
          ]}
        />,
      );
    });
}
