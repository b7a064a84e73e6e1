import type { MsgParam } from './types.js';

/**
 * An illegal action or bad input. Carries an i18n key so the Table can answer the
 * sender in their language; it is an expected outcome, never logged as a failure.
 */
export class RuleError extends Error {
  readonly key: string;
  readonly params: Record<string, MsgParam>;

  constructor(key: string, params: Record<string, MsgParam> = {}) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'RuleError';
    this.key = key;
    this.params = params;
  }
}

/** Throws a RuleError unless the condition holds. */
export function ruleCheck(condition: unknown, key: string, params?: Record<string, MsgParam>): asserts condition {
  if (!condition) throw new RuleError(key, params);
}
