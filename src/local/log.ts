/** The stand-in's own log lines: warnings make gaps (unknown routes) visible. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(`[local-discord] ${m}`),
  warn: (m) => console.warn(`[local-discord] ${m}`),
};

export const quietLogger: Logger = { info: () => {}, warn: () => {} };
