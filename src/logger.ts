/**
 * Structured JSON logs (pino). Credentials never reach a log line: request
 * headers are not logged wholesale, and the redaction list covers every place
 * a key, token or secret could appear in a logged object.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export const REDACT_PATHS = [
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  '*.password',
  '*.secret',
  '*.client_secret',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.api_key',
  '*.key_hash',
];

/** `destination` (optional) receives the JSON lines instead of stdout (tests capture logs this way). */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'procurement-data-service' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
