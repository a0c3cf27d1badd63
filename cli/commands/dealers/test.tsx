// `dealers test <id>`: the server calls the dealer's API for real (DECISIONS 17) and answers once the
// test is over (up to about 40 s); meanwhile a line counts the seconds.
import React from 'react';
import { Text } from 'ink';
import type { Command } from 'commander';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { applicationOptionsSchema, dealersApi } from '../../lib/dealers-api.js';
import { terminal } from '../../ui/render.js';
import { TestResultView } from './show.js';

const OptionsSchema = applicationOptionsSchema;

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

function Testing({ seconds, done }: { seconds: number; done?: boolean }) {
  return done ? (
    <Text dimColor>Tested the dealer’s API in {seconds} s.</Text>
  ) : (
    <Text>
      <Text color="cyan">{SPINNER[seconds % SPINNER.length]}</Text> Testing the dealer’s API… {seconds} s
    </Text>
  );
}

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'test',
    'Test the dealer’s API for real and show the quality score',
  )
    .argument('<id>', 'the application number (see `dealers list`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The application id' });
      const { api } = dealersApi(program, options, deps);
      // Redrawing in place needs a terminal: piped or --json, nothing is printed until the answer.
      const interactive = !options.json && (deps.screen !== terminal || Boolean(process.stdout.isTTY));
      const testing = api.test(options.id);
      const result = interactive ? await watch(options.id, testing, deps) : await testing;
      if (options.json) return deps.screen.json(result);
      if ('status' in result)
        return deps.screen.line(
          `The test of application ${options.id} is still running; see its result with \`dealers show ${options.id}\` later.`,
        );
      await deps.screen.show(<TestResultView result={result} />);
    });
}

/** The live line: redrawn each second until the server answers; Ctrl-C stops waiting, not the test. */
async function watch<T>(id: number, answer: Promise<T>, deps: CliDeps): Promise<T> {
  const started = deps.now();
  const seconds = () => Math.floor((deps.now() - started) / 1000);
  const view = deps.screen.live(<Testing seconds={0} />);
  const clock = setInterval(() => view.update(<Testing seconds={seconds()} />), 1000);
  const interrupted = () => {
    clearInterval(clock);
    void view.stop().then(() => {
      process.stderr.write(
        `Stopped waiting. The test carries on; see its result with \`dealers show ${id}\`.\n`,
      );
      process.exit(130);
    });
  };
  process.once('SIGINT', interrupted);
  try {
    const result = await answer;
    view.update(<Testing seconds={seconds()} done />);
    return result;
  } catch (error) {
    view.update(<></>);
    throw error;
  } finally {
    process.off('SIGINT', interrupted);
    clearInterval(clock);
    await view.stop();
  }
}
