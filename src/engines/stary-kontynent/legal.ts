/**
 * legalActions: every command open to a seat now, with a stable id and a label. Compound choices
 * (reorganising, moving, building, assaulting) go in small steps: pick the hex or army, then the
 * detail, so no menu grows past a few dozen entries.
 */
import type { LabelledAction, Msg, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { armiesAt, type Board, board, heldSortedIx, hexIndex } from './board.js';
import { authority, ownArmiesOn } from './control.js';
import { capitalNeighbours, hexDef } from './geometry.js';
import { directionTo } from './hex.js';
import { hexTargetEntry, marchOutEntry, pickCastleEntry, pickMoveLabel, pickReorganiseEntry } from './menuEntries.js';
import { kingdomName, msg } from './msg.js';
import { currentDecision } from './pending.js';
import { findArmy } from './rules/armies.js';
import {
  assaultTargets,
  occupantChoices,
  possibleAttackers,
  retreatDestinations,
  retreatingArmies,
  targetLabel,
} from './rules/assault.js';
import { overflowChoices } from './rules/overflow.js';
import {
  canReorganise,
  canReorganiseAt,
  castleHexes,
  castlePayments,
  crusadeOptions,
  extraMoveArmies,
  levyAllowed,
  mainActionOpen,
  mainMoveArmies,
  marchOutOptions,
  moveTargets,
  reorganiseOptions,
  vassalsOf,
  wallsAllowed,
} from './rules/turnActions.js';
import { landingHexes } from './rules/upkeep.js';
import { IndexScratch } from './scratch.js';
import { legalCapitalCells } from './setup.js';
import type { Army, AssaultTarget, HexId, State } from './state.js';

type LA = LabelledAction<Action>;

function la(id: string, action: Action, label: Msg, group?: string): LA {
  return group ? { id, action, label, group } : { id, action, label };
}

const dash = (dice: readonly number[]): string => (dice.length === 0 ? 'none' : dice.join('-'));
const show = (dice: readonly number[]): string => (dice.length === 0 ? '–' : `[${dice.join(',')}]`);

const listedDice = new IndexScratch();

/** One army per (hex, strength), the lowest id first: identical dice are interchangeable (§8.2). */
function distinctDice(state: State, armies: readonly Army[]): Army[] {
  let inOrder = true;
  for (let i = 1; i < armies.length; i++) if ((armies[i - 1]?.id ?? 0) > (armies[i]?.id ?? 0)) inOrder = false;
  const list = inOrder ? armies : [...armies].sort((x, y) => x.id - y.id);
  // Per hex (by map index), the strengths already listed, as bits 1..6 (a menu is built on every step).
  const b = board(state);
  const seen = listedDice.reset(b.n);
  const out: Army[] = [];
  for (const a of list) {
    const ix = hexIndex(b, a.hex);
    const bit = 1 << a.strength;
    if (ix >= 0) {
      const bits = seen.get(ix);
      if (bits & bit) continue;
      seen.set(ix, bits | bit);
    }
    out.push(a);
  }
  return out;
}

/** The menu's fixed entries, shared by every menu (frozen: see menuEntries.ts). */
function fixed(id: string, action: Action, label: Msg, group?: string): LA {
  const entry = la(id, action, label, group);
  Object.freeze(entry.action);
  Object.freeze(entry.label);
  return Object.freeze(entry);
}

const END_TURN = fixed('end', { type: 'endTurn' }, msg('action.endTurn'));
const BACK = fixed('back', { type: 'back' }, msg('action.back'));
const PASS = fixed('pass', { type: 'pass' }, msg('action.pass'));
const LEVY = fixed('levy', { type: 'levy' }, msg('action.levy'));
const WALLS = fixed('walls', { type: 'walls' }, msg('action.walls'), 'castle');
const CRUSADE: LA[] = [];

function crusadeEntry(points: number): LA {
  let e = CRUSADE[points];
  if (!e) {
    e = la(`crusade:${points}`, { type: 'crusade', points }, msg('action.crusade', { points }), 'crusade');
    Object.freeze(e.label.params);
    e = fixed(e.id, e.action, e.label, e.group);
    CRUSADE[points] = e;
  }
  return e;
}

/** Pick an army to move: the id and label are shared per map, the action names this army. */
function pickMoveEntry(b: Board, a: Army, extra: boolean): LA {
  const shared = pickMoveLabel(b.geo, hexIndex(b, a.hex), a.strength, extra);
  return { id: shared.id, action: { type: 'pickMove', army: a.id, extra }, label: shared.label, group: 'move' };
}

function targetId(state: State, t: AssaultTarget): string {
  return t.kind === 'hex' ? t.hex : `capital-${state.kingdoms[t.seat]?.colour ?? t.seat}`;
}

/**
 * The commands answering the decision the seat owes (none if it owes nothing), then the settings
 * it may change at any time (free actions: standing orders, a suzerain's choices for his vassals).
 */
export function legalActions(state: State, seat: Seat): LA[] {
  const free = freeActions(state, seat);
  return free.length === 0 ? decisionActions(state, seat) : [...decisionActions(state, seat), ...free];
}

function decisionActions(state: State, seat: Seat): LA[] {
  const d = currentDecision(state);
  if (!d || d.seat !== seat) return [];
  switch (d.owed) {
    case 'capital':
      return capitalActions(state);
    case 'overflow':
      return overflowActions(state);
    case 'ship':
      return shipActions(state);
    case 'confirm':
      return [
        la('joint:accept', { type: 'confirmJoint', accept: true }, msg('action.jointAccept')),
        la('joint:refuse', { type: 'confirmJoint', accept: false }, msg('action.jointRefuse')),
      ];
    case 'retreat':
      return retreatActions(state);
    case 'continue':
      return [
        la('continue', { type: 'continue' }, msg('action.continue')),
        la('stop', { type: 'stop' }, msg('action.stop')),
      ];
    case 'occupant':
      return occupantChoices(state).map((s) =>
        la(
          `occupant:${state.kingdoms[s]?.colour ?? s}`,
          { type: 'occupant', seat: s },
          msg('action.occupant', { player: kingdomName(state, s) }),
        ),
      );
    case 'turn':
      return turnActions(state);
  }
}

function capitalActions(state: State): LA[] {
  const p = state.capitalPlacement;
  if (!p) return [];
  return legalCapitalCells(state, p.province).map((c) => {
    const near = capitalNeighbours(state.map, c);
    const own = near.find((h) => hexDef(state.map, h)?.province === p.province) ?? near[0] ?? '';
    const def = hexDef(state.map, own);
    const side = def ? (directionTo(def, c) ?? 'E') : 'E';
    return la(
      `capital:${own}-${side.toLowerCase()}`,
      { type: 'capital', q: c.q, r: c.r },
      msg('action.capital', { hex: own, side, hexes: near.join(', ') }),
    );
  });
}

function overflowActions(state: State): LA[] {
  const head = state.overflow[0];
  if (!head) return [];
  const values = ownArmiesOn(state, head.hex, head.owner).map((a) => a.strength);
  return overflowChoices(values).map((c) =>
    la(
      `overflow:${head.hex}:${dash(c.dice)}`,
      { type: 'overflow', hex: head.hex, dice: c.dice },
      msg('action.overflow', { hex: head.hex, dice: show(c.dice) }),
    ),
  );
}

function shipActions(state: State): LA[] {
  const king = state.crusade.king;
  const ship = state.ship;
  if (king === null || !ship) return [];
  const out: LA[] = [];
  const b = board(state);
  for (const hex of landingHexes(state, king)) {
    // The board's armies on the hex, in state order (ownArmiesOn's list); only ids and strengths are read.
    const own = armiesAt(b, hex).filter((a) => a.owner === king);
    if (own.length < 4) {
      out.push(
        la(
          `land:${hex}`,
          { type: 'land', hex, drop: null },
          msg('action.land', { hex, strength: ship.strength }),
          'land',
        ),
      );
    } else {
      for (const a of distinctDice(state, own))
        out.push(
          la(
            `land:${hex}:drop-${a.strength}`,
            { type: 'land', hex, drop: a.id },
            msg('action.landDrop', { hex, strength: ship.strength, drop: a.strength }),
            'land',
          ),
        );
    }
  }
  out.push(la('ship:capital', { type: 'shipToCapital' }, msg('action.shipToCapital', { strength: ship.strength })));
  out.push(la('ship:decline', { type: 'declineShip' }, msg('action.declineShip')));
  return out;
}

function retreatActions(state: State): LA[] {
  const a = state.assault;
  if (!a) return [];
  const out: LA[] = [la('hold', { type: 'hold' }, msg('action.hold'))];
  const next = retreatingArmies(state).find((x) => !a.retreatPlan.some((p) => p.army === x.id));
  if (!next) return out;
  const index = a.retreatPlan.length + 1;
  for (const d of retreatDestinations(state))
    out.push(
      la(
        `retreat:${index}:${d.hex}`,
        { type: 'retreatStep', army: next.id, to: d.hex },
        msg('action.retreatStep', { strength: next.strength, hex: d.hex }),
        'retreat',
      ),
    );
  return out;
}

function turnActions(state: State): LA[] {
  const st = state.seatTurn;
  if (!st) return [];
  const seat = st.seat;
  const out: LA[] = [];
  const end = END_TURN;
  const back = BACK;
  const f = st.focus;
  if (f?.kind === 'reorganise') {
    for (const dice of reorganiseOptions(state, seat, f.hex))
      out.push(
        la(
          `reorg:${f.hex}:${dash(dice)}`,
          { type: 'reorganise', hex: f.hex, dice },
          msg('action.reorganise', { hex: f.hex, dice: show(dice) }),
          'reorganise',
        ),
      );
    return [...out, back, end];
  }
  if (f?.kind === 'move') {
    const army = findArmy(state, f.army);
    if (army)
      for (const to of moveTargets(state, army))
        out.push(
          la(
            `${f.extra ? 'extra' : 'move'}:${army.hex}:${army.strength}:${to}`,
            { type: 'move', army: army.id, to, extra: f.extra },
            to === 'capital'
              ? msg('action.enterCapital', { hex: army.hex, strength: army.strength })
              : msg('action.moveTo', { hex: army.hex, strength: army.strength, to }),
            'move',
          ),
        );
    return [...out, back, end];
  }
  if (f?.kind === 'castle') {
    for (const dice of castlePayments(state, seat, f.hex))
      out.push(
        la(
          `castle:${f.hex}:${dash(dice)}`,
          { type: 'castle', hex: f.hex, dice },
          msg('action.castlePay', { hex: f.hex, dice: show(dice) }),
          'castle',
        ),
      );
    return [...out, back, end];
  }
  if (f?.kind === 'assault') {
    for (const a of possibleAttackers(state, seat, f.target)) {
      const chosen = f.selected.includes(a.id);
      out.push(
        la(
          `attacker:${a.id}`,
          { type: 'toggleAttacker', army: a.id },
          msg(chosen ? 'action.attackerRemove' : 'action.attackerAdd', {
            hex: a.hex,
            strength: a.strength,
            player: kingdomName(state, a.owner),
          }),
          'attackers',
        ),
      );
    }
    if (f.selected.length > 0)
      out.push(
        la(
          'launch',
          { type: 'launch' },
          msg('action.launch', {
            target: targetLabel(state, f.target),
            dice: show(f.selected.map((id) => findArmy(state, id)?.strength ?? 0)),
          }),
        ),
      );
    return [...out, back, end];
  }
  if (st.step === '3a') {
    const b = board(state);
    if (canReorganise(state)) {
      for (const ix of heldSortedIx(b, seat))
        if (canReorganiseAt(b, seat, ix)) out.push(pickReorganiseEntry(b.geo, ix));
    }
    if (mainActionOpen(state)) {
      if (levyAllowed(state)) out.push(LEVY);
      for (const o of marchOutOptions(state, seat)) {
        const ix = hexIndex(b, o.hex);
        for (let s = 1; s <= o.max; s++) out.push(marchOutEntry(b.geo, ix, s));
      }
      for (const a of distinctDice(state, mainMoveArmies(state))) out.push(pickMoveEntry(b, a, false));
      for (const t of assaultTargets(state))
        out.push(
          t.kind === 'hex'
            ? hexTargetEntry(b.geo, hexIndex(b, t.hex))
            : la(
                `assault:${targetId(state, t)}`,
                { type: 'pickTarget', target: t },
                msg('action.pickTarget', { target: targetLabel(state, t) }),
                'assault',
              ),
        );
      for (const hex of castleHexes(state, seat)) out.push(pickCastleEntry(b.geo, hexIndex(b, hex)));
      if (wallsAllowed(state, seat)) out.push(WALLS);
      for (const p of crusadeOptions(state, seat)) out.push(crusadeEntry(p));
    }
    out.push(PASS);
  } else {
    const b = board(state);
    for (const a of distinctDice(state, extraMoveArmies(state))) out.push(pickMoveEntry(b, a, true));
  }
  out.push(end);
  return out;
}

/**
 * Settings open at any time of a game not yet over (spec §8, "any time"): the standing retreat
 * order of every kingdom whose prompts the seat answers (its own; a vassal's unless autonomous,
 * A42), and a suzerain's income and autonomy choices for each vassal.
 */
function freeActions(state: State, seat: Seat): LA[] {
  if (state.stage === 'over') return [];
  const out: LA[] = [];
  for (const k of state.kingdoms) {
    if (authority(state, k.seat) !== seat) continue;
    out.push(standingOrderEntry(state, seat, k.seat, k.standingRetreat === 'ask' ? 'never' : 'ask'));
  }
  for (const v of vassalsOf(state, seat)) {
    const name = kingdomName(state, v.seat);
    const to = v.incomeTo === 'own' ? 'liege' : 'own';
    out.push({
      ...la(
        `vassal:${v.colour}:income-${to}`,
        { type: 'vassalIncome', vassal: v.seat, to },
        msg(to === 'liege' ? 'action.vassalIncomeLiege' : 'action.vassalIncomeOwn', { vassal: name }),
        'vassal',
      ),
      free: true,
    });
    out.push({
      ...la(
        `vassal:${v.colour}:autonomy-${v.autonomous ? 'off' : 'on'}`,
        { type: 'vassalAutonomy', vassal: v.seat, on: !v.autonomous },
        msg(v.autonomous ? 'action.autonomyOff' : 'action.autonomyOn', { vassal: name }),
        'vassal',
      ),
      free: true,
    });
  }
  return out;
}

/** Shared once made, per seat, kingdom, colour and order: every menu lists them. */
const STANDING_ORDERS: (LA | undefined)[] = [];
const COLOURS = ['blue', 'red', 'green', 'yellow'];

function standingOrderEntry(state: State, seat: Seat, player: Seat, order: 'ask' | 'never'): LA {
  const colour = state.kingdoms[player]?.colour ?? String(player);
  const c = COLOURS.indexOf(colour);
  // Seats and players are 0..3; an unknown colour is made afresh each time (never in play).
  const key = c < 0 ? -1 : ((seat * 4 + player) * 4 + c) * 2 + (order === 'never' ? 1 : 0);
  const hit = key < 0 ? undefined : STANDING_ORDERS[key];
  if (hit) return hit;
  const entry: LA =
    player === seat
      ? {
          ...la(
            `standing-retreat:${order}`,
            { type: 'standingRetreat', order, player },
            msg(`action.standingRetreat.${order}`),
            'settings',
          ),
          free: true,
        }
      : {
          ...la(
            `standing-retreat:${colour}:${order}`,
            { type: 'standingRetreat', order, player },
            msg(`action.standingRetreatFor.${order}`, { player: kingdomName(state, player) }),
            'settings',
          ),
          free: true,
        };
  Object.freeze(entry.action);
  if (entry.label.params) Object.freeze(entry.label.params);
  Object.freeze(entry.label);
  Object.freeze(entry);
  if (key >= 0) STANDING_ORDERS[key] = entry;
  return entry;
}

export type { HexId };
