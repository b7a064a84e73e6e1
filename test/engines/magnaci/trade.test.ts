/**
 * Law-card trading (spec 5.10, Ambiguities 23 and 44, D18) and the standing autopass
 * (spec 9.1, "Window speed-up"): free actions any seat may take at any moment, with the
 * rulings listed by /game rules (ruling-23, ruling-44, trade-expiry, trade-stake, autopass).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import type { Seat } from '../../../src/engines/kit/types.js';
import type { LawId } from '../../../src/engines/magnaci/data/laws.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import { eligiblePlays } from '../../../src/engines/magnaci/plays.js';
import { MAGNACI_RULINGS } from '../../../src/engines/magnaci/rulings.js';
import { conflictScene, newGame, Table } from './helpers.js';

const [A, B, C] = [0, 1, 2] as const;

function give(t: Table, seat: Seat, ...laws: LawId[]): void {
  t.state.players[seat]?.laws.push(...laws);
}

function ids(t: Table, seat: Seat): string[] {
  return magnaciGame.legalActions(t.state, seat).map((a) => a.id);
}

function freeIds(t: Table, seat: Seat): string[] {
  return magnaciGame
    .legalActions(t.state, seat)
    .filter((a) => a.free === true)
    .map((a) => a.id);
}

/** Every seat seals the same three low cards on the occupied fields; the window of the first Conflict opens. */
function sealAll(t: Table, fields: string[]): Table {
  for (const seat of [A, B, C]) {
    const cards = ['F2', 'F3', 'F4'] as const;
    const bid: Record<string, (typeof cards)[number]> = {};
    fields.forEach((f, i) => {
      bid[f] = cards[(seat + i) % 3] ?? 'F2';
    });
    t.seal(seat, bid);
  }
  return t;
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof RuleError) return err.key;
    throw err;
  }
  throw new Error('expected a RuleError');
}

describe('magnaci Law-card trading (ruling 23, D18)', () => {
  it('ruling 23 — an offer and its acceptance are public, atomic and need no turn; promises are not enforced', () => {
    // Conflict placement: everyone owes a sealed choice. A holds Trybunał and owes nothing
    // once sealed; B, still placing, is offered the card and takes it mid-placement.
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    give(t, A, 'TRYBUNAL');
    t.seal(A, { IX: 'F2' });
    expect(t.waiting()).toEqual([B, C]);
    expect(freeIds(t, A)).toContain('offer:trybunal:p1');
    t.events = [];
    const prompt = t.state.prompt;
    t.act(A, { type: 'offerLaw', law: 'TRYBUNAL', to: B });
    expect(t.state.offers).toEqual([{ from: A, to: B, law: 'TRYBUNAL' }]);
    expect(t.state.players[A]?.laws).toEqual(['TRYBUNAL']); // nothing moves before acceptance
    expect(t.state.prompt).toEqual(prompt); // nobody owes anything new
    expect(t.events.at(-1)).toEqual({
      msg: {
        key: 'magnaci.event.offer',
        params: {
          from: { key: 'magnaci.faction.red' },
          to: { key: 'magnaci.faction.blue' },
          card: { key: 'magnaci.law.TRYBUNAL' },
        },
      },
    });
    // Only the named receiver can accept; the offer is not a decision anyone owes.
    expect(
      refusal(() => magnaciGame.apply(t.state, C, { type: 'acceptLaw', law: 'TRYBUNAL' }, new ScriptedRng())),
    ).toBe('magnaci.error.illegal');
    expect(magnaciGame.pending(t.state).map((d) => d.seat)).toEqual([B, C]);
    expect(freeIds(t, B)).toEqual(expect.arrayContaining(['accept:trybunal', 'decline:trybunal']));
    t.act(B, { type: 'acceptLaw', law: 'TRYBUNAL' });
    expect(t.state.players[A]?.laws).toEqual([]);
    expect(t.state.players[B]?.laws).toEqual(['TRYBUNAL']);
    expect(t.state.offers).toEqual([]);
    expect(t.state.prompt).toEqual(prompt);
    expect(t.keys().at(-1)).toBe('magnaci.event.tradeDone');
    expect(t.events.every((e) => e.to === undefined)).toBe(true); // all public
    // Nothing obliges B to give anything back: A simply has no card to offer now.
    expect(freeIds(t, A).some((id) => id.startsWith('offer:'))).toBe(false);
  });

  it('ruling 23 — Senators and Estates are never traded: there is no such action', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    t.state.senators.HETMAN = { holder: A, used: false };
    t.state.estates.PRUSY = [2, 0, 0];
    expect(freeIds(t, A)).toEqual(['autopass:on']);
    expect(refusal(() => magnaciGame.parseAction({ type: 'offerLaw', law: 'HETMAN', to: B }))).toBe(
      'magnaci.error.malformed',
    );
    expect(refusal(() => magnaciGame.parseAction({ type: 'offerEstates', province: 'PRUSY', to: B }))).toBe(
      'magnaci.error.malformed',
    );
  });

  it('ruling 23 — declined, withdrawn, or re-offered to someone else', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    give(t, A, 'TRYBUNAL');
    t.act(A, { type: 'offerLaw', law: 'TRYBUNAL', to: B });
    t.act(B, { type: 'declineLaw', law: 'TRYBUNAL' });
    expect(t.state.offers).toEqual([]);
    expect(t.state.players[A]?.laws).toEqual(['TRYBUNAL']);
    t.act(A, { type: 'offerLaw', law: 'TRYBUNAL', to: B });
    // One receiver at a time: offering the card to C replaces the offer to B.
    t.act(A, { type: 'offerLaw', law: 'TRYBUNAL', to: C });
    expect(t.state.offers).toEqual([{ from: A, to: C, law: 'TRYBUNAL' }]);
    expect(t.keys().slice(-2)).toEqual(['magnaci.event.offerWithdrawn', 'magnaci.event.offer']);
    expect(freeIds(t, B).some((id) => id.startsWith('accept:'))).toBe(false);
    t.act(A, { type: 'withdrawLaw', law: 'TRYBUNAL' });
    expect(t.state.offers).toEqual([]);
    expect(t.keys().at(-1)).toBe('magnaci.event.offerWithdrawn');
  });

  it('ruling 23 — a card received in a window is playable there while the receiver’s turn is still to come', () => {
    // Window of Conflict IX, turn order A, B, C. A hands Wojska kwarciane to C before passing.
    const u = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    give(u, A, 'POSPOLITE_RUSZENIE', 'WOJSKA_KWARCIANE');
    sealAll(u, ['IX']);
    u.expectPrompt('window', A);
    u.act(A, { type: 'offerLaw', law: 'WOJSKA_KWARCIANE', to: C });
    u.act(C, { type: 'acceptLaw', law: 'WOJSKA_KWARCIANE' });
    expect(u.keys()).not.toContain('magnaci.event.tradeLocked');
    u.expectPrompt('window', A); // still A's turn: the trade moved nothing on
    u.pass(A); // B holds nothing and is skipped
    u.expectPrompt('window', C);
    expect(ids(u, C)).toContain('play:wojska_kwarciane');
    u.act(C, { type: 'play', play: { card: 'WOJSKA_KWARCIANE' } });
    expect(u.state.mods[C]).toBe(2);
  });

  it('ruling 23 — a card received after the receiver’s turn passed waits for the next window', () => {
    // Option "until all pass" gives A a second turn in the same window: the card still may
    // not be played there. In the next Conflict's window it may.
    const t = conflictScene(3, { 0: 'WOJNA_INFLANCKA', 8: 'WOJNA_SZWEDZKA' });
    t.state.options.window = 'untilAllPass';
    give(t, A, 'POSPOLITE_RUSZENIE', 'INNOWIERCY');
    give(t, B, 'ROKOSZ', 'WOJSKA_KWARCIANE');
    sealAll(t, ['I', 'IX']);
    t.expectPrompt('window', A);
    t.pass(A);
    t.expectPrompt('window', B);
    t.act(B, { type: 'offerLaw', law: 'ROKOSZ', to: A });
    t.act(A, { type: 'acceptLaw', law: 'ROKOSZ' });
    expect(t.keys().slice(-2)).toEqual(['magnaci.event.tradeDone', 'magnaci.event.tradeLocked']);
    expect(t.state.players[A]?.laws).toContain('ROKOSZ');
    // B's last card: B and C have nothing left to play; B played, so the table goes round again.
    t.act(B, { type: 'play', play: { card: 'WOJSKA_KWARCIANE' } });
    t.expectPrompt('window', A);
    expect(ids(t, A)).toContain('play:pospolite_ruszenie');
    expect(ids(t, A)).not.toContain('play:rokosz');
    t.pass(A);
    // Conflict I resolves; Conflict IX opens a fresh window where Rokosz is A's to play.
    t.defaultsUntil((s) => s.window?.ctx.kind === 'conflict' && s.window.ctx.field === 8);
    expect(eligiblePlays(t.state, A).map((p) => p.card)).toContain('ROKOSZ');
  });

  it('ruling 44 — a card traded during face-down placement changes nobody’s placed Family cards', () => {
    const t = conflictScene(3, { 0: 'WOJNA_INFLANCKA', 8: 'WOJNA_SZWEDZKA' });
    give(t, A, 'KONFEDERACJA');
    t.seal(A, { I: 'F5', IX: 'F6' });
    t.seal(B, { I: 'F4', IX: 'F5' });
    const before = { drafts: t.state.drafts, confirmed: t.state.confirmed, hands: t.state.players.map((p) => p.hand) };
    t.act(A, { type: 'offerLaw', law: 'KONFEDERACJA', to: B });
    t.act(B, { type: 'acceptLaw', law: 'KONFEDERACJA' });
    expect(t.state.drafts).toEqual(before.drafts);
    expect(t.state.confirmed).toEqual(before.confirmed);
    expect(t.state.players.map((p) => p.hand)).toEqual(before.hands);
    expect(t.waiting()).toEqual([C]);
    expect(magnaciGame.view(t.state, C).myDraft).toEqual({});
  });

  it('ruling trade-expiry — an unanswered offer expires with its phase, and at once when the card is gone', () => {
    // Made during the Conflicts, never answered: it expires when the Interregnum begins.
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    give(t, A, 'TRYBUNAL', 'POSPOLITE_RUSZENIE');
    t.act(A, { type: 'offerLaw', law: 'TRYBUNAL', to: B });
    t.act(A, { type: 'offerLaw', law: 'POSPOLITE_RUSZENIE', to: C });
    // No deadline and no default: the offers add nothing to what anyone owes.
    expect(t.waiting()).toEqual([A, B, C]);
    sealAll(t, ['IX']);
    t.expectPrompt('window', A);
    t.act(A, { type: 'play', play: { card: 'POSPOLITE_RUSZENIE' } });
    // The card left A: its offer lapses at once.
    expect(t.state.offers).toEqual([{ from: A, to: B, law: 'TRYBUNAL' }]);
    expect(t.keys()).toContain('magnaci.event.offerExpired.card');
    t.defaultsUntil((s) => s.phase === 'INTERREGNUM');
    expect(t.state.offers).toEqual([]);
    expect(t.keys()).toContain('magnaci.event.offerExpired.phase');
    expect(t.state.players[A]?.laws).toEqual(['TRYBUNAL']);
  });

  it('ruling trade-stake — a card an open decision is about cannot be handed over until it is made', () => {
    // A Lost Conflict with a Law-card loss: the lowest player (A) must give one up.
    const t = conflictScene(3, { 6: 'KROLOWA_HABSBURZANKA' });
    give(t, A, 'TRYBUNAL', 'ROKOSZ');
    give(t, C, 'VETO');
    t.seal(A, { VII: 'F2' }).seal(B, { VII: 'F3' }).seal(C, { VII: 'F4' });
    t.defaultsUntil((s) => s.prompt?.p === 'discardLaw'); // everyone passes the window
    t.expectPrompt('discardLaw', A);
    expect(freeIds(t, A)).toEqual(['autopass:on']);
    expect(freeIds(t, C)).toContain('offer:veto:p0');
    t.act(A, { type: 'discardLaw', law: 'ROKOSZ' });
    expect(freeIds(t, A)).toContain('offer:trybunal:p1');
    // Deciding on a VETO, C may trade its other cards but not the VETO itself.
    const u = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    give(u, B, 'ROKOSZ');
    give(u, C, 'VETO', 'TRYBUNAL');
    sealAll(u, ['IX']);
    u.act(B, { type: 'play', play: { card: 'ROKOSZ' } });
    u.expectPrompt('veto', C);
    expect(freeIds(u, C)).toContain('offer:trybunal:p0');
    expect(freeIds(u, C).some((id) => id.startsWith('offer:veto'))).toBe(false);
  });

  it('lists the rulings for /game rules', () => {
    const listed = MAGNACI_RULINGS.map((r) => r.id);
    expect(listed).toEqual(
      expect.arrayContaining(['ruling-23', 'ruling-44', 'trade-expiry', 'trade-stake', 'autopass']),
    );
  });
});

describe('magnaci standing autopass (9.1, ruling autopass)', () => {
  it('passes the seat’s windows unasked until it gains a new card with a window action', () => {
    const t = conflictScene(3, { 0: 'WOJNA_INFLANCKA', 8: 'WOJNA_SZWEDZKA' });
    give(t, A, 'POSPOLITE_RUSZENIE');
    give(t, B, 'ROKOSZ', 'WOJSKA_KWARCIANE');
    t.act(A, { type: 'autopass', on: true });
    expect(t.keys().at(-1)).toBe('magnaci.event.autopassOn');
    expect(magnaciGame.view(t.state, null).players[A]?.autopass).toBe(true);
    expect(freeIds(t, A)).toEqual(['autopass:off', 'offer:pospolite_ruszenie:p1', 'offer:pospolite_ruszenie:p2']);
    sealAll(t, ['I', 'IX']);
    // A holds a playable card but is not asked: the window starts with B.
    t.expectPrompt('window', B);
    expect(t.keys()).toContain('magnaci.event.autopassed');
    // A VETO is a reaction, not a window card: receiving it keeps the autopass.
    give(t, C, 'VETO');
    t.act(C, { type: 'offerLaw', law: 'VETO', to: A });
    t.act(A, { type: 'acceptLaw', law: 'VETO' });
    expect(t.state.autopass?.[A]).toBe(true);
    // Wojska kwarciane can be played in a window: the autopass lapses.
    t.act(B, { type: 'offerLaw', law: 'WOJSKA_KWARCIANE', to: A });
    t.act(A, { type: 'acceptLaw', law: 'WOJSKA_KWARCIANE' });
    expect(t.state.autopass?.[A]).toBe(false);
    expect(t.keys().at(-1)).toBe('magnaci.event.autopassLapsed');
    t.pass(B);
    // Next Conflict: A is asked again.
    t.defaultsUntil((s) => s.window?.ctx.kind === 'conflict' && s.window.ctx.field === 8);
    t.expectPrompt('window', A);
  });

  it('set during the seat’s own window turn, it passes that turn; it can be turned off', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    give(t, A, 'POSPOLITE_RUSZENIE');
    give(t, B, 'ROKOSZ');
    sealAll(t, ['IX']);
    t.expectPrompt('window', A);
    expect(ids(t, A)).toContain('autopass:on');
    t.act(A, { type: 'autopass', on: true });
    expect(t.keys().slice(-2)).toEqual(['magnaci.event.autopassOn', 'magnaci.event.pass']);
    t.expectPrompt('window', B);
    t.act(A, { type: 'autopass', on: false });
    expect(t.state.autopass?.[A]).toBe(false);
    expect(t.keys().at(-1)).toBe('magnaci.event.autopassOff');
    t.expectPrompt('window', B);
  });

  it('lapses when the seat wins a Senator with an action (not the Prymas)', () => {
    const t = new Table(newGame(3));
    for (const seat of [A, B, C]) t.act(seat, { type: 'autopass', on: true });
    t.defaultsUntil((s) => s.phase === 'SEJM');
    const holds = (seat: Seat) =>
      (['PODSKARBI', 'HETMAN', 'KANCLERZ'] as const).some((o) => t.state.senators[o].holder === seat);
    expect([A, B, C].some(holds)).toBe(true);
    for (const seat of [A, B, C]) expect(t.state.autopass?.[seat]).toBe(!holds(seat));
  });
});
