// `outbox list`: the e-mails the product sent or is sending, newest first. Bodies (with any secret
// masked by the server) only with --json.
import React from 'react';
import { useStdout } from 'ink';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import type { OutboxEntry } from '../../../bff/lib/outbox.js';
import { dealersApi } from '../../lib/dealers-api.js';
import { clip, when } from '../../ui/format.js';
import { Table, type Column } from '../../ui/render.js';

/** The server sends the newest 50. */
const MAX = 50;

const OptionsSchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(MAX, `must be at most ${MAX}`),
    ),
  ),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'outbox', 'See the e-mails the product sends'),
    'list',
    'List e-mails, newest first',
  )
    .addOption(new Option('--limit <n>', `how many (1-${MAX}, default ${MAX})`).env('ALLMOTORS_OUTBOX_LIMIT'))
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const { api } = dealersApi(program, options, deps);
      const answer = await api.outbox();
      const messages = answer.messages.slice(0, options.limit ?? MAX);
      if (options.json) return deps.screen.json({ messages });
      if (messages.length === 0) return deps.screen.line('No e-mail yet.');
      await deps.screen.show(<OutboxTable messages={messages} />);
    });
}

/** The table, its subjects cut to what the terminal's width leaves them (at least 24 characters). */
function OutboxTable({ messages }: { messages: OutboxEntry[] }) {
  const { stdout } = useStdout();
  const columns: Column<OutboxEntry>[] = [
    { header: 'id', value: (m) => String(m.id), align: 'right' },
    { header: 'to', value: (m) => clip(m.to, 32) },
    { header: 'subject', value: (m) => m.subject },
    { header: 'state', value: (m) => m.state },
    { header: 'transport', value: (m) => m.transport ?? '-' },
    { header: 'created', value: (m) => when(m.createdAt) },
  ];
  const others = columns
    .filter((c) => c.header !== 'subject')
    .reduce((sum, c) => sum + 2 + Math.max(c.header.length, ...messages.map((m) => c.value(m).length)), 0);
  const subject = Math.max(24, (stdout?.columns || 80) - 1 - others);
  columns[2] = { header: 'subject', value: (m) => clip(m.subject, subject) };
  return <Table rows={messages} columns={columns} />;
}
