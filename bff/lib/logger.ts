// How the process logs (docs/operations.md, Logging). A request must cost little in production: a
// successful read writes nothing, and a state change or a failure writes one compact line (no
// headers). In development every request gets that line, pretty-printed by pino-pretty.
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from '@hapi/hapi';
import type HapiPino from 'hapi-pino';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config.js';
import { clientAddress } from './client-address.js';

type LogConfig = Pick<Config, 'logLevel' | 'logFormat'>;

// Kept although requests are logged without headers: anything that logs a request or response
// object some other way still never writes a session, a key or a cookie being set.
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-operator-token"]',
  'res.headers["set-cookie"]',
];

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** pino-pretty is a devDependency: an install without it logs JSON rather than failing to start. */
function prettyTarget(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}

/** The options of every pino logger the server makes (start-up events and hapi-pino). */
export function loggerOptions(config: LogConfig): LoggerOptions {
  const target = config.logFormat === 'pretty' ? prettyTarget() : null;
  return {
    level: config.logLevel,
    redact: REDACT,
    ...(target
      ? {
          transport: {
            target,
            options: {
              translateTime: 'SYS:HH:MM:ss.l',
              // A request's line says it all in its message: "GET /api/cars/search 200 (12ms)".
              ignore: 'pid,hostname,req,res,responseTime',
              singleLine: true,
            },
          },
        }
      : {}),
  };
}

/** A request in a log line: who asked for what, without headers. */
function requestSummary(request: Request | IncomingMessage) {
  if (!('raw' in request)) return { method: request.method, url: request.url };
  return {
    id: request.info.id,
    method: request.method.toUpperCase(),
    url: request.raw.req.url,
    remoteAddress: clientAddress(request),
  };
}

/** True when the request's completion earns a line in production: it changed state or failed. */
export function worthLogging(request: Request): boolean {
  const res = request.raw.res;
  if (!res.headersSent || res.statusCode >= 400) return true;
  return !SAFE_METHODS.has(request.method);
}

/** hapi-pino's options: the logger above, compact request lines, and which requests get one. */
export function requestLogOptions(config: LogConfig & Pick<Config, 'production'>): HapiPino.Options {
  return {
    ...loggerOptions(config),
    serializers: {
      req: requestSummary,
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    // The serializers above receive hapi's request and Node's response as they are.
    wrapSerializers: false,
    // Load balancers ask for it many times a second.
    ignorePaths: ['/api/health'],
    logRequestStart: false,
    logRequestComplete: config.production ? worthLogging : true,
    // A 4xx line carries the answer's message (which parameter was refused, and why).
    log4xxResponseErrors: true,
    customRequestCompleteMessage: (request, ms) =>
      `${request.method.toUpperCase()} ${request.path} ${request.raw.res.headersSent ? request.raw.res.statusCode : '-'} (${ms}ms)`,
  };
}
