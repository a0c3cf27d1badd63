// What the operator's commands share: their dependencies (swapped in tests), their common options,
// and the way they reach the server as the operator.
import { Command, Option } from 'commander';
import * as v from 'valibot';
import { terminal, type Screen } from '../ui/render.js';
import { dataDir, serverUrl } from './config.js';
import { AbortError } from './errors.js';
import { nesRunFeed, type LiveRunFeed } from './live.js';
import { operatorClient, readOperatorToken } from './operator.js';
import { ScrapingApi } from './scraping-api.js';

export interface CliDeps {
  fetch: typeof fetch;
  screen: Screen;
  /** A run's live feed at the server; nes by default. */
  liveFeed(baseUrl: string, token: string): LiveRunFeed;
  /** How often a run is fetched when there is no live feed. */
  pollMs: number;
  now(): number;
}

export const defaultDeps: CliDeps = {
  fetch: (...args) => fetch(...args),
  screen: terminal,
  liveFeed: (baseUrl, token) => nesRunFeed(baseUrl, token),
  pollMs: 1000,
  now: () => Date.now(),
};

/** The command group `name` (scrape, sources, users), created on first use. */
export function group(program: Command, name: string, description: string): Command {
  return program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);
}

/** A command that acts as the operator: it needs the server's data folder to read the token. */
export function operatorCommand(parent: Command, name: string, description: string): Command {
  return parent
    .command(name)
    .description(description)
    .addOption(new Option('--data-dir <dir>', 'the server’s data folder (default .data)').env('DATA_DIR'));
}

export const jsonOption = () =>
  new Option('--json', 'print the API’s JSON instead of a view').env('ALLMOTORS_JSON');

export function scrapingApi(program: Command, options: { dataDir?: string }, deps: CliDeps) {
  const token = readOperatorToken(dataDir(options.dataDir));
  const baseUrl = serverUrl(program.opts().url);
  return { api: new ScrapingApi(operatorClient(baseUrl, token, deps.fetch)), token, baseUrl };
}

/**
 * Validates a command's options and arguments; the first problem becomes the error, naming the option
 * (`labels` maps a key to how the user wrote it, such as `--limit`).
 */
export function parseOptions<S extends v.GenericSchema>(
  schema: S,
  raw: unknown,
  labels: Record<string, string> = {},
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const key = v.getDotPath(issue)?.split('.')[0];
  const label = key ? (labels[key] ?? `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`) : '';
  throw new AbortError(label ? `${label} ${issue.message}` : issue.message);
}
