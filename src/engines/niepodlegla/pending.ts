/** pending() and phase(): who owes what now, derived from the state only. */
import type { Decision, Msg } from '../kit/types.js';
import { botProposal } from './bot.js';
import { deadlineOption } from './defaults.js';
import { owes } from './legal.js';
import { cardMsg, m, playerMsg } from './msg.js';
import type { State } from './state.js';

/** What the current group decision is about, in players' words. */
export function choicePrompt(s: State): Msg {
  const c = s.choice;
  if (!c) return m('prompt.none');
  const step = c.item.step;
  const from =
    c.item.source.kind === 'mission'
      ? cardMsg(c.item.source.id)
      : m(`source.${c.item.source.kind}`, { id: c.item.source.id });
  switch (step.k) {
    case 'planPawns':
      return m('prompt.planPawns', { seat: playerMsg(s, step.seat) });
    case 'planDice':
      return m('prompt.planDice', { seat: playerMsg(s, step.seat) });
    case 'imprison':
      return m(`prompt.imprison.${step.what}`, { from });
    case 'stopFight':
      return m('prompt.stopFight');
    default:
      return m(`prompt.${step.k}`, { from });
  }
}

/**
 * A group decision as the seats that still owe it read it (status line and prompt): the
 * question, the proposal on the table and who made it, and what a missed deadline settles.
 * It changes with each new proposal, so the Table prompts the owing seats again then.
 */
export function groupPrompt(s: State): Msg {
  const c = s.choice;
  const what = choicePrompt(s);
  if (!c) return what;
  const label = (id: string | null): Msg => c.options.find((o) => o.id === id)?.label ?? m('list.none');
  const deadline = deadlineOption(s, botProposal(s));
  if (!c.proposal) return m('prompt.group.open', { what, deadline: label(deadline) });
  const proposal = { what, by: playerMsg(s, c.proposal.by), option: label(c.proposal.option) };
  return deadline === c.proposal.option
    ? m('prompt.group.proposal', proposal)
    : m('prompt.group.proposalOverridden', { ...proposal, deadline: label(deadline) });
}

export function pending(s: State): Decision[] {
  if (s.outcome) return [];
  const seats = [...Array(s.players).keys()].filter((seat) => owes(s, seat));
  if (s.choice) {
    const prompt = groupPrompt(s);
    return seats.map((seat) => ({ seat, kind: 'group', prompt }));
  }
  // Rounds 1–9 always offer "done"; at the final a seat with nothing left to do owes nothing.
  const prompt = m(s.final ? 'prompt.finalFight' : 'prompt.fight');
  return seats.map((seat) => ({ seat, kind: 'turn', prompt }));
}

export function phaseMsg(s: State): Msg {
  return m(`phase.${s.phase}`, { round: s.round });
}
