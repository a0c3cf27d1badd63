// `dealers show <id>`: one application with every field the applicant gave (labelled as the admin
// screen labels them; secrets arrive masked), its last API test and the review.
import React from 'react';
import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { ApiTestResult, ApplicationDetail } from '../../../bff/plugins/dealers/schemas.js';
import {
  groupFields,
  syncWords,
  testOutcome as outcome,
} from '../../../bff/plugins/dealers/application-fields.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { applicationOptionsSchema, dealersApi } from '../../lib/dealers-api.js';
import { count, when } from '../../ui/format.js';
import { Info } from '../../ui/render.js';

const OptionsSchema = applicationOptionsSchema;

type Lines = [string, string][];

/** The fields in the groups and words of the wizard and of the admin screen (application-fields.ts). */
const fieldGroups = (fields: ApplicationDetail['fields']): { title: string; lines: Lines }[] =>
  groupFields(fields).map((g) => ({
    title: g.title,
    lines: g.fields.map((f): [string, string] => [f.label, f.value]),
  }));

/** 001 §8: 'Test passed - Quality score: 87%' or 'Test failed - Quality score: 40%'. */
export const testOutcome = (result: ApiTestResult) => outcome(result.success, result.dataQualityScore);

/** A test's outcome, what it read and each issue on its own line (`dealers show` and `dealers test`). */
export function TestResultView({ result, tested }: { result: ApiTestResult; tested?: string }) {
  return (
    <Box flexDirection="column">
      <Text bold color={result.success ? 'green' : 'red'}>
        {testOutcome(result)}
      </Text>
      <Text>
        <Text dimColor>vehicles read: </Text>
        {count(result.vehicleCount)}
      </Text>
      {tested ? (
        <Text>
          <Text dimColor>tested: </Text>
          {tested}
        </Text>
      ) : null}
      {result.issues.length === 0 ? (
        <Text>The test found no issues.</Text>
      ) : (
        <Text dimColor>issues ({result.issues.length}):</Text>
      )}
      {result.issues.map((issue, i) => (
        <Box key={i} paddingLeft={2}>
          <Text>• {issue}</Text>
        </Box>
      ))}
    </Box>
  );
}

/** The approved dealer's auto-sync: its feed, schedule and what the last pull did. */
function SyncView({ sync }: { sync: NonNullable<ApplicationDetail['sync']> }) {
  const words = syncWords(sync, when);
  return (
    <Box flexDirection="column">
      <Info
        title="Auto-sync"
        lines={words.lines.map(({ label, value }): [string, string] => [label.toLowerCase(), value])}
      />
      {words.issues.map((issue, i) => (
        <Box key={i} paddingLeft={2}>
          <Text>• {issue}</Text>
        </Box>
      ))}
    </Box>
  );
}

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'show',
    'Show one application: every field, its last API test and the review',
  )
    .argument('<id>', 'the application number (see `dealers list`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The application id' });
      const { api } = dealersApi(program, options, deps);
      const a = await api.detail(options.id);
      if (options.json) return deps.screen.json(a);
      await deps.screen.show(
        <Box flexDirection="column" gap={1}>
          <Info
            title={`Application ${a.id}: ${a.companyName}`}
            lines={[
              ['kind', a.kind === 'simple' ? 'simple (API application)' : 'onboarding (wizard)'],
              ['status', a.status],
              ['submitted', when(a.submittedAt)],
              ['e-mail', a.contactEmail],
              ['API URL', a.apiUrl ?? 'Not given'],
              ['score', a.dataQualityScore === null ? '-' : `${Math.round(a.dataQualityScore)}%`],
              ['next', a.lockedReason ?? `\`dealers test|approve|reject ${a.id}\``],
            ]}
          />
          {fieldGroups(a.fields).map(({ title, lines }) => (
            <Info key={title} title={title} lines={lines} />
          ))}
          <Box flexDirection="column">
            <Text bold color="blue">
              Last API test
            </Text>
            {a.testResult ? (
              <TestResultView result={a.testResult} tested={when(a.testResult.testedAt)} />
            ) : (
              <Text>The dealer’s API has not been tested yet.</Text>
            )}
          </Box>
          <Info
            title="Review"
            lines={[
              ['notes', a.reviewNotes || '-'],
              ['reviewed by', a.reviewedBy ?? '-'],
              ['reviewed at', when(a.reviewedAt)],
              ['dealer id', a.dealerId === null ? '-' : String(a.dealerId)],
            ]}
          />
          {a.sync ? <SyncView sync={a.sync} /> : null}
        </Box>,
      );
    });
}
