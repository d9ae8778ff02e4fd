/** Structured JSON logs (pino), one line per event, with the request id where there is one. */
import pino from 'pino';
import { logLevel } from './config';

export const logger = pino({
  level: logLevel(),
  base: { service: 'greenit-assess' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
});
export type Logger = typeof logger;
