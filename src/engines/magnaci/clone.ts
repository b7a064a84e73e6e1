/**
 * A fast copy of the state for apply() (structuredClone costs ~0.5 ms here, far too much
 * for thousands of steps). Tasks and prompts are treated as immutable values and shared.
 */
import type { State } from './state.js';

export function cloneState(s: State): State {
  return {
    ...s,
    options: { ...s.options },
    turnOrder: [...s.turnOrder],
    kings: s.kings.map((k) => ({ ...k })),
    estates: {
      PRUSY: [...s.estates.PRUSY],
      LITWA: [...s.estates.LITWA],
      UKRAINA: [...s.estates.UKRAINA],
      MALOPOLSKA: [...s.estates.MALOPOLSKA],
      WIELKOPOLSKA: [...s.estates.WIELKOPOLSKA],
      INFLANTY: [...s.estates.INFLANTY],
      SMOLENSZCZYZNA: [...s.estates.SMOLENSZCZYZNA],
      MOLDAWIA: [...s.estates.MOLDAWIA],
      SLASK: [...s.estates.SLASK],
    },
    partitioned: [...s.partitioned],
    partitionPawns: [...s.partitionPawns],
    silentSejm: [...s.silentSejm],
    buildings: { ...s.buildings },
    conflictFields: s.conflictFields.map((c) => (c ? { ...c } : null)),
    conflictDeck: [...s.conflictDeck],
    lawDeck: [...s.lawDeck],
    sejmFields: [...s.sejmFields],
    senators: {
      PRYMAS: { ...s.senators.PRYMAS },
      PODSKARBI: { ...s.senators.PODSKARBI },
      HETMAN: { ...s.senators.HETMAN },
      KANCLERZ: { ...s.senators.KANCLERZ },
    },
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], setAside: [...p.setAside], laws: [...p.laws] })),
    bids: cloneBids(s.bids),
    revealed: [...s.revealed],
    drafts: s.drafts.map((d) => ({ ...d })),
    confirmed: [...s.confirmed],
    mods: [...s.mods],
    window: s.window ? { ...s.window } : null,
    wonThisSejm: s.wonThisSejm.map((w) => [...w]),
    contests: s.contests.map((c) => ({ ...c, totals: [...c.totals] })),
    tasks: [...s.tasks],
    outcome: s.outcome
      ? s.outcome.kind === 'scored'
        ? { ...s.outcome, wealth: [...s.outcome.wealth] }
        : { ...s.outcome }
      : null,
  };
}

function cloneBids(b: State['bids']): State['bids'] {
  const out: State['bids'] = {};
  for (const [k, row] of Object.entries(b)) out[k] = [...row];
  return out;
}
