// The CLI's output facade over Ink: every command prints through these.
import React from 'react';
import { Box, Text, render } from 'ink';

export interface Column<T> {
  header: string;
  value: (row: T) => string;
  align?: 'left' | 'right';
}

export function Table<T>({ rows, columns }: { rows: T[]; columns: Column<T>[] }) {
  const cells = rows.map((row) => columns.map((c) => c.value(row)));
  const widths = columns.map((c, i) =>
    Math.max(c.header.length, ...cells.map((r) => (r[i] as string).length)),
  );
  const pad = (s: string, i: number) =>
    columns[i]!.align === 'right' ? s.padStart(widths[i]!) : s.padEnd(widths[i]!);
  return (
    <Box flexDirection="column">
      <Text bold>{columns.map((c, i) => pad(c.header, i)).join('  ')}</Text>
      {cells.map((r, n) => (
        <Text key={n}>{r.map((cell, i) => pad(cell, i)).join('  ')}</Text>
      ))}
    </Box>
  );
}

export function Info({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <Box flexDirection="column">
      <Text bold color="blue">
        {title}
      </Text>
      {lines.map(([k, v]) => (
        <Text key={k}>
          <Text dimColor>{k}: </Text>
          {v}
        </Text>
      ))}
    </Box>
  );
}

/** Renders once and returns when the frame is written. */
export async function show(node: React.ReactElement): Promise<void> {
  const instance = render(node);
  instance.unmount();
  await instance.waitUntilExit();
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A view redrawn in place (Ink rewrites its last frame) until stopped; the last frame stays on screen. */
export interface LiveView {
  update(node: React.ReactElement): void;
  stop(): Promise<void>;
}

/** Where commands print: the terminal, or a test's capture. */
export interface Screen {
  show(node: React.ReactElement): Promise<void>;
  live(node: React.ReactElement): LiveView;
  json(value: unknown): void;
  /** One plain line on stdout, for scripts (a run id). */
  line(text: string): void;
}

export const terminal: Screen = {
  show,
  live(node) {
    const instance = render(node, { patchConsole: false });
    return {
      update: (next) => instance.rerender(next),
      async stop() {
        instance.unmount();
        await instance.waitUntilExit();
      },
    };
  },
  json: printJson,
  line: (text) => void process.stdout.write(`${text}\n`),
};
