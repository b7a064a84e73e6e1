/**
 * `<game>: a full game through the latest prompts only` (issue #17): every seat clicks only the
 * components of the newest prompt it was shown, never /act, until the result.
 */
import { expect, it } from 'vitest';
import { playLatestPrompts } from './latestPrompts.js';

for (const [kind, players, variant] of [
  ['boze-igrzysko', 3, undefined],
  ['magnaci', 2, undefined],
  ['stary-kontynent', 2, 'maxTurns=10'],
] as const) {
  it(`${kind}: a full game through the latest prompts only`, async () => {
    const out = await playLatestPrompts(kind, players, `${kind}-latest`, variant ? { variant } : {});
    console.log(
      `${kind} latest prompts: ${out.moves} moves, ${out.clicks} clicks, ${out.channelMessages} channel messages, ` +
        `${out.seals} seals / ${out.commitmentLines} commitment lines, ${out.dmsPerDecision.toFixed(2)} DMs per DM decision`,
    );
    expect(out.game.status).toBe('finished');
    expect(out.stale).toEqual([]);
    expect(out.notInPlace).toBe(0);
    expect(out.rawIds).toEqual([]);
    expect(out.commitmentLines).toBe(out.seals);
    // An announcement and a board per move at most, plus the start and the result.
    expect(out.channelMessages).toBeLessThanOrEqual(2 * out.moves + 4);
    expect(out.dmsPerDecision).toBeLessThanOrEqual(1);
  }, 1_200_000);
}
