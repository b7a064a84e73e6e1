/** Waiting for the world to reach a state: re-checks a probe on every change, with a timeout that says what was awaited. */
import type { World } from './world.js';

export interface WaitOptions {
  timeoutMs?: number;
  /** Named in the timeout error, so a failing test says what never happened. */
  what?: string;
}

export const DEFAULT_WAIT_MS = 10_000;

export function waitFor<T>(
  world: World,
  probe: () => T | null | undefined | false,
  options: WaitOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_MS;
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const check = (): boolean => {
      let v: T | null | undefined | false;
      try {
        v = probe();
      } catch (e) {
        finish();
        reject(e);
        return true;
      }
      if (v === null || v === undefined || v === false) return false;
      finish();
      resolve(v);
      return true;
    };
    const onChange = () => {
      if (!done) check();
    };
    const timer = setTimeout(() => {
      if (done) return;
      finish();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${options.what ?? 'a condition'}`));
    }, timeoutMs);
    function finish() {
      done = true;
      clearTimeout(timer);
      world.events.off('change', onChange);
    }
    world.events.on('change', onChange);
    check();
  });
}
