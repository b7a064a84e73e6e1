/**
 * Structured logging (pino): JSON lines in production, readable lines when LOG_PRETTY is on.
 */
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  if (options.pretty) {
    return pino({
      level: options.level,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  return pino({ level: options.level });
}
