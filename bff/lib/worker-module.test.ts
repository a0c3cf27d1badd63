import { describe, expect, it } from 'vitest';
import { workerModule } from './worker-module.js';

describe('a worker module', () => {
  it('is the TypeScript file beside a TypeScript caller, run through tsx', () => {
    const caller = new URL('../plugins/search/text-build.ts', import.meta.url).href;
    const worker = workerModule('text-worker', caller);
    expect(worker.url.href).toBe(new URL('../plugins/search/text-worker.ts', import.meta.url).href);
    expect(worker.execArgv?.[0]).toBe('--import');
    expect(worker.execArgv?.[1]).toMatch(/^file:\/\/.*\/tsx\//);
  });

  it('is the compiled entry point beside the bundle, with the parent’s own Node options', () => {
    const worker = workerModule('search-worker', 'file:///app/dist/server/start.js');
    expect(worker.url.href).toBe('file:///app/dist/server/search-worker.js');
    expect(worker.execArgv).toBeUndefined();
  });
});
