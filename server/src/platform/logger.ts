/** Structured JSON logs (pino), one line per event, with the request id where there is one. */
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'greenit-assess' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
});
export type Logger = typeof logger;
