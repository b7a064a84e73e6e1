/**
 * legalActions: both the validator and the source of Discord menus and /act
 * autocomplete. Sealed placements are described as a choice (choice.ts) and drafted outside the
 * engine; the list offers the suggested whole submission.
 */
import type { LabelledAction, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { autopassActions } from './autopass.js';
import { estatesIn, gainProvinces } from './board.js';
import { sealedChoice } from './choice.js';
import { conflict } from './data/conflicts.js';
import { PROVINCES } from './data/geography.js';
import { defaultSubmission } from './defaults.js';
import { entailOptions } from './effects.js';
import { areaMsg, conflictMsg, familyMsg, fieldName, lawMsg, listMsg, m, playCardMsg, seatMsg } from './msgs.js';
import { owes, slotMsg } from './placements.js';
import { assignatsProvinces, eligiblePlays, playDetail } from './plays.js';
import type { State } from './state.js';
import { tradeActions } from './trade.js';

/** A stable id for an action: [a-z0-9:._-], at most 64 characters. */
export function actionId(a: Action): string {
  const low = (v: string) => v.toLowerCase();
  switch (a.type) {
    case 'initialEstate':
      return `estate:${low(a.province)}`;
    case 'pass':
    case 'veto':
    case 'allow':
    case 'acceptLoss':
    case 'giveLaw':
      return low(a.type);
    case 'submit':
      return `submit:${Object.entries(a.cards)
        .map(([k, v]) => `${low(k)}.${low(v)}`)
        .join('-')}`.slice(0, 64);
    case 'play': {
      const p = a.play;
      let id = `play:${low(p.card)}`;
      if (p.target !== undefined) id += `:p${p.target}`;
      if (p.province) id += `:${low(p.province)}`;
      if (p.field !== undefined) id += `:f${p.field}`;
      if (p.symbol) id += `:${low(p.symbol)}`;
      return id;
    }
    case 'entail':
      return `entail:${low(a.province)}`;
    case 'placeEstates':
      return `estates:${low(a.province)}`;
    case 'pick':
      return `pick:${a.seat}`;
    case 'discardConflict':
      return `discard:${a.field}`;
    case 'discardLaw':
      return `discardlaw:${low(a.law)}`;
    case 'giveEstates':
      return `give:${low(a.province)}`;
    case 'takeLaw':
      return `take:${low(a.law)}`;
    case 'offerLaw':
      return `offer:${low(a.law)}:p${a.to}`;
    case 'acceptLaw':
      return `accept:${low(a.law)}`;
    case 'declineLaw':
      return `decline:${low(a.law)}`;
    case 'withdrawLaw':
      return `withdraw:${low(a.law)}`;
    case 'autopass':
      return a.on ? 'autopass:on' : 'autopass:off';
    default: {
      const never: never = a;
      throw new Error(`magnaci: unknown action ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The seat's decision actions (when it owes one), then its free actions: the autopass switch
 * first (the window prompt shows it as a button), then trades. A seat that owes nothing gets
 * only the free ones (the engine contract).
 */
export function legalActions(s: State, seat: Seat): LabelledAction<Action>[] {
  return [...decisionActions(s, seat), ...freeActions(s, seat)];
}

/** Actions open to `seat` at any moment (LabelledAction.free): autopass and Law-card trades. */
export function freeActions(s: State, seat: Seat): LabelledAction<Action>[] {
  return [...autopassActions(s, seat), ...tradeActions(s, seat)];
}

/** The actions answering the decision `seat` owes (none when it owes nothing). */
export function decisionActions(s: State, seat: Seat): LabelledAction<Action>[] {
  const prompt = s.prompt;
  if (!prompt || s.phase === 'ENDED' || !owes(prompt, seat)) return [];
  const out: LabelledAction<Action>[] = [];
  const add = (action: Action, label: ReturnType<typeof m>, group?: string) =>
    out.push(group ? { id: actionId(action), action, label, group } : { id: actionId(action), action, label });
  const player = s.players[seat];
  if (!player) return [];
  switch (prompt.p) {
    case 'initialEstate':
      for (const province of PROVINCES)
        add({ type: 'initialEstate', province }, m('act.initialEstate', { area: areaMsg(province) }));
      break;
    case 'sealed': {
      // The placement is drafted against sealedChoice (choice.ts); listed here is the suggested
      // submission, for /act and bots, while the seat may still place or change its cards.
      if (sealedChoice(s, seat) === null) break;
      const suggested = defaultSubmission(s, seat, prompt.phase);
      const parts = Object.entries(suggested.cards).map(([slot, card]) =>
        m('mine.part', { slot: slotMsg(s, prompt.phase, slot), card: familyMsg(card) }),
      );
      add(suggested, m('act.submit', { cards: listMsg(parts) }), 'submit');
      break;
    }
    case 'window':
      for (const play of eligiblePlays(s, seat))
        add(
          { type: 'play', play },
          m('act.play', { card: playCardMsg(play.card), detail: playDetail(s, play) }),
          'play',
        );
      add({ type: 'pass' }, m('act.pass'), 'pass');
      break;
    case 'veto':
      add({ type: 'veto' }, m('act.veto', { player: seatMsg(s, prompt.actor), card: playCardMsg(prompt.play.card) }));
      add({ type: 'allow' }, m('act.allow'));
      break;
    case 'entail':
      for (const province of entailOptions(s, seat, prompt.area))
        add({ type: 'entail', province }, m('act.entail', { from: areaMsg(province), area: areaMsg(prompt.area) }));
      add({ type: 'acceptLoss' }, m('act.acceptLoss', { area: areaMsg(prompt.area) }));
      break;
    case 'placeEstates':
      for (const province of gainProvinces(s))
        add(
          { type: 'placeEstates', province },
          m('act.placeEstates', { n: prompt.count, area: areaMsg(province), have: estatesIn(s, province, seat) }),
        );
      break;
    case 'pick':
      for (const c of prompt.candidates)
        add({ type: 'pick', seat: c }, m(`act.pick.${prompt.purpose}`, { player: seatMsg(s, c) }));
      break;
    case 'discardConflict':
      for (const field of prompt.fields) {
        const c = s.conflictFields[field];
        if (c)
          add(
            { type: 'discardConflict', field },
            m('act.discardConflict', {
              card: conflictMsg(c.card),
              field: fieldName(field),
              area: areaMsg(conflict(c.card).province),
            }),
          );
      }
      break;
    case 'discardLaw':
      for (const law of new Set(player.laws))
        add({ type: 'discardLaw', law }, m('act.discardLaw', { card: lawMsg(law) }));
      break;
    case 'assignatsRespond':
      if (player.laws.length > 0) add({ type: 'giveLaw' }, m('act.giveLaw', { player: seatMsg(s, prompt.user) }));
      for (const province of assignatsProvinces(s, seat))
        add(
          { type: 'giveEstates', province },
          m('act.giveEstates', { n: estatesIn(s, province, seat), area: areaMsg(province) }),
        );
      break;
    case 'assignatsTake':
      for (const law of new Set(s.players[prompt.target]?.laws ?? []))
        add({ type: 'takeLaw', law }, m('act.takeLaw', { card: lawMsg(law) }));
      break;
    default: {
      const never: never = prompt;
      throw new Error(`magnaci: unknown prompt ${JSON.stringify(never)}`);
    }
  }
  return out;
}
