import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'support-inbox' },
    // Defence in depth: should a header object ever reach a log line, secrets are masked.
    redact: { paths: ['*.headers["x-api-key"]', '*.headers.cookie', '*.headers.authorization'], censor: '[redacted]' },
  });
}
