/**
 * legalActions: both the validator and the menu source. Group decisions offer propose/agree/decide;
 * phase 2 offers the individual actions of §4.2 to each player.
 */
import type { LabelledAction, Msg, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { combinations } from './choices.js';
import { requiredMet } from './completion.js';
import { TOKEN_DATA, TOKENS, type TokenId } from './data/tokens.js';
import { cardMsg, characterMsg, faceText, listMsg, m, playerMsg, tokenMsg } from './msg.js';
import type { Die, State } from './state.js';

type LA = LabelledAction<Action>;

/** Who has the final say in a dispute: the holder of Piłsudski's die (TEXT). */
export function pilsudskiHolder(s: State): Seat | null {
  return s.characters.PILSUDSKI;
}

/** Every option of the current group decision has been proposed at least twice over: no agreement yet. */
export function decideAvailable(s: State, seat: Seat): boolean {
  const c = s.choice;
  if (!c || c.item.step.k === 'dCount') return false;
  return pilsudskiHolder(s) === seat && c.proposers.length >= 2;
}

export function groupActions(s: State, seat: Seat): LA[] {
  const c = s.choice;
  if (!c) return [];
  const options = c.options;
  const out: LA[] = [];
  if (c.proposal && !c.proposal.agreed.includes(seat)) {
    const current = options.find((o) => o.id === c.proposal?.option);
    out.push({
      id: 'agree',
      action: { type: 'agree' },
      label: m('action.agree', { option: current?.label ?? m('list.none') }),
      group: 'group',
    });
  }
  if (!c.proposers.includes(seat))
    for (const o of options) {
      if (o.id === c.proposal?.option) continue;
      out.push({
        id: `propose:${o.id}`,
        action: { type: 'propose', option: o.id },
        label: m('action.propose', { option: o.label }),
        group: 'group',
      });
    }
  if (decideAvailable(s, seat))
    for (const o of options)
      out.push({
        id: `decide:${o.id}`,
        action: { type: 'decide', option: o.id },
        label: m('action.decide', { option: o.label }),
        group: 'group',
      });
  return out;
}

/** A die in words: whose character it is, or which neutral die, and its face ("kość: Józef Piłsudski (👥⚔)"). */
export function dieLabel(d: Die): Msg {
  const face = d.face.length > 0 ? faceText(d.face) : '—';
  if (d.character) return m('die.character', { character: characterMsg(d.character), face });
  return m('die.neutral', { n: Number(d.id.replace(/\D/g, '')) || 0, face });
}

function diceList(s: State, ids: readonly string[]): Msg {
  return listMsg(s.dice.filter((d) => ids.includes(d.id)).map(dieLabel));
}

function heldDice(s: State, seat: Seat): Die[] {
  return s.dice.filter((d) => d.holder === seat);
}

function rerollAction(ids: string[], id: string, label: Msg): LA {
  return { id, action: { type: 'reroll', dice: ids }, label, group: 'fight' };
}

/** Reroll choices: every subset for up to 5 dice; otherwise singles, all-but-one and all. */
function rerolls(s: State, seat: Seat): LA[] {
  const held = heldDice(s, seat);
  if (held.length === 0) return [];
  const ids = held.map((d) => d.id);
  const out: LA[] = [];
  if (held.length <= 5) {
    for (let k = 1; k <= ids.length; k++)
      for (const set of combinations(ids, k))
        out.push(rerollAction(set, `reroll:${set.join('.')}`, m('action.reroll', { dice: diceList(s, set) })));
    return out;
  }
  for (const id of ids) out.push(rerollAction([id], `reroll:${id}`, m('action.reroll', { dice: diceList(s, [id]) })));
  for (const id of ids)
    out.push(
      rerollAction(
        ids.filter((x) => x !== id),
        `reroll:not-${id}`,
        m('action.rerollAllBut', { die: diceList(s, [id]) }),
      ),
    );
  out.push(rerollAction(ids, 'reroll:all', m('action.rerollAll')));
  return out;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/**
 * Only the tokens that count as dice are lent (the original allows lending in their paragraph, §2.5);
 * a morale token adds markers only when its owner uses it, so lent it would serve nobody.
 */
export function lendable(t: TokenId): boolean {
  return TOKEN_DATA[t].kind === 'SYMBOL';
}

/** A morale token is used by its owner, while the owner holds it and it is active (§4.2: owner only). */
export function moraleTokenUsable(s: State, t: TokenId, seat: Seat): boolean {
  const ts = s.tokens[t];
  return TOKEN_DATA[t].kind === 'MORALE' && ts.owner === seat && ts.holder === seat && ts.active;
}

export function fightActive(s: State): boolean {
  return (s.phase === 'fight' || s.phase === 'finalFight') && !s.fightOver && s.outcome === null && s.choice === null;
}

export function doneAllowed(s: State, seat: Seat): boolean {
  if (s.done[seat]) return false;
  if (!s.final) return true;
  // Border defence: no voluntary end unless D cards are in play and the required missions are met (§6.3).
  return s.final.d.length > 0 && requiredMet(s);
}

export function fightActions(s: State, seat: Seat): LA[] {
  if (!fightActive(s)) return [];
  const out: LA[] = [...rerolls(s, seat)];
  const others = [...Array(s.players).keys()].filter((x) => x !== seat);
  if (s.morale.pool >= 2) {
    for (const d of heldDice(s, seat))
      for (const to of others)
        out.push({
          id: `pass:${d.id}:${to}`,
          action: { type: 'pass', die: d.id, to },
          label: m('action.pass', { die: dieLabel(d), seat: playerMsg(s, to) }),
          group: 'fight',
        });
    for (const t of TOKENS) {
      const ts = s.tokens[t];
      if (ts.owner !== seat || ts.holder !== seat || !ts.active || !lendable(t)) continue;
      for (const to of others)
        out.push({
          id: `lend:${t.toLowerCase()}:${to}`,
          action: { type: 'lend', token: t, to },
          label: m('action.lend', { token: tokenMsg(t), seat: playerMsg(s, to) }),
          group: 'fight',
        });
    }
  }
  for (const t of TOKENS) {
    if (moraleTokenUsable(s, t, seat))
      out.push({
        id: `use:${t.toLowerCase()}`,
        action: { type: 'useToken', token: t },
        label: m('action.useToken', { token: tokenMsg(t) }),
        group: 'fight',
      });
  }
  if (!s.final) {
    const mine = s.display.filter((d) => d.pawn === seat).map((d) => d.card);
    if (mine.length >= 2) {
      const current = s.priority[seat]?.join('+');
      for (const p of permutations(mine)) {
        if (p.join('+') === current) continue;
        out.push({
          id: `priority:${p.map((x) => x.toLowerCase()).join('.')}`,
          action: { type: 'priority', missions: p },
          label: m('action.priority', { missions: listMsg(p.map(cardMsg)) }),
          group: 'fight',
        });
      }
    }
  }
  if (doneAllowed(s, seat)) out.push({ id: 'done', action: { type: 'done' }, label: m('action.done'), group: 'fight' });
  // Any player may propose to stop (A45); not in the border defence (§6.3).
  if (!s.final) out.push({ id: 'stop', action: { type: 'stop' }, label: m('action.stop'), group: 'fight' });
  return out;
}

/**
 * Whether the seat owes a decision now; pending() lists exactly these seats. A group decision is
 * owed by every seat that has not agreed to the proposal on the table; phase 2 by every seat
 * that has not declared done (at the final, only by seats that still have something to do).
 */
export function owes(s: State, seat: Seat): boolean {
  if (s.outcome || seat < 0 || seat >= s.players) return false;
  const c = s.choice;
  if (c) return !c.proposal?.agreed.includes(seat);
  if (!fightActive(s)) return false;
  return !s.done[seat] && (!s.final || fightActions(s, seat).length > 0);
}

/**
 * A seat that owes nothing is offered what it may still do as free actions (the engine contract):
 * a seat that agreed to someone else's proposal may still make its own (ruling agreedMayPropose),
 * the Piłsudski holder keeps the final say in a dispute, and a seat that declared done may act
 * again until phase 2 ends (ruling doneMayAct). Every one of them changes who owes what (all but
 * a mission priority), so the Table prompts the seats that owe again. For a seat that owes, the
 * same actions are its decision, and so never free: the deadline default is one of them.
 */
export function legalActions(s: State, seat: Seat): LA[] {
  if (s.outcome || seat < 0 || seat >= s.players) return [];
  const out = s.choice ? groupActions(s, seat) : fightActions(s, seat);
  return owes(s, seat) ? out : out.map((a) => ({ ...a, free: true as const }));
}
