// A tiny levelled logger so tests can silence the server and production keeps one line per event.
import type { LogLevel } from '../env.ts';

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel): Logger {
  const on = (at: LogLevel) => ORDER[at] >= ORDER[level];
  return {
    debug: (m, ...d) => on('debug') && console.debug(`[mcs] ${m}`, ...d),
    info: (m, ...d) => on('info') && console.info(`[mcs] ${m}`, ...d),
    warn: (m, ...d) => on('warn') && console.warn(`[mcs] ${m}`, ...d),
    error: (m, ...d) => on('error') && console.error(`[mcs] ${m}`, ...d),
  };
}
