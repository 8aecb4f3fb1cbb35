import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.currentPassword'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
