// Where a worker (a forked process or a worker thread) finds its code. Run from TypeScript (tsx,
// vitest), the worker is the .ts file beside its caller and needs the same loader; run from the
// compiled server (`npm start`, dist/server), it is the .js entry point built beside the bundle,
// and Node runs it as it is.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface WorkerModule {
  url: URL;
  /** Node options for the worker; undefined: the parent's own (e.g. --enable-source-maps). */
  execArgv: string[] | undefined;
}

/** The worker `name` (no extension) beside the module at `from` (its import.meta.url). */
export function workerModule(name: string, from: string): WorkerModule {
  if (!from.endsWith('.ts')) return { url: new URL(`./${name}.js`, from), execArgv: undefined };
  const tsx = pathToFileURL(createRequire(from).resolve('tsx')).href;
  return { url: new URL(`./${name}.ts`, from), execArgv: ['--import', tsx] };
}
