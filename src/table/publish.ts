/**
 * What to tell whom after a transaction commits: announce, refresh the pinned status message,
 * post the board image, deliver private lines and prompts. Each is a step; the outbox
 * (outbox.ts) runs the steps of an entry in order, records each one done, and retries a step
 * that failed for a reason that passes, so nothing is lost and nothing is sent twice. A failure
 * never undoes the committed change.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyGameDefinition, Decision, GameEvent, LabelledAction, Seat } from '../engines/kit/types.js';
import { type Locale, t } from '../i18n/index.js';
import type { GameRecord, PresenterMessageRecord } from '../store/types.js';
import { sinceLineOf } from './catchup.js';
import { channelOf, gameLocale, type TableDeps } from './context.js';
import { customId } from './customId.js';
import { decisionStamp, owedDigest } from './decisionStamp.js';
import { newDecisions, sameDecisions } from './decisions.js';
import { promptLocale } from './drafting.js';
import { announcement, privateLines, publicEvents } from './messages/announce.js';
import { button, clipContent, row } from './messages/components.js';
import { gameName, gameTitle, mention, peopleOf, say } from './messages/names.js';
import { actionComponents, promptMessage } from './messages/prompt.js';
import { resultLines } from './messages/result.js';
import { statusMessage } from './messages/status.js';
import type { Applied } from './play.js';
import { isMissing, type OutFile, type OutMessage } from './ports.js';
import { parseResult } from './stored.js';

async function safely(deps: TableDeps, what: string, gameId: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    deps.logger.error({ err, gameId, what }, 'publishing failed');
  }
}

/** One thing to tell, delivered on its own (and retried on its own) by the outbox. */
export interface Step {
  what: string;
  run: () => Promise<void>;
}

/** An applied action as the outbox keeps it: the draft it was made from is not kept, only whether there was one. */
export type Published = Omit<Applied, 'kind' | 'drafted'> & { drafted: unknown };

async function runSteps(deps: TableDeps, gameId: string, steps: Step[]): Promise<void> {
  for (const step of steps) await safely(deps, step.what, gameId, step.run);
}

/** Edits the pinned status message in place, or posts and pins it the first time. */
export async function refreshStatus(deps: TableDeps, def: AnyGameDefinition, committed: GameRecord): Promise<void> {
  // Two changes committed at once may publish out of order: always show the newest state. A
  // state-free look says whether there is a newer one; only then is the game read again.
  const light = await deps.store.gameSummary(committed.id);
  const latest = light && light.version > committed.version ? await deps.store.getGame(committed.id) : null;
  const game =
    latest && latest.version >= committed.version
      ? latest
      : { ...committed, statusMessageId: light?.statusMessageId ?? committed.statusMessageId };
  const message = statusMessage({ def, game, state: game.state, locale: gameLocale(game) });
  const channel = channelOf(game);
  if (game.statusMessageId) {
    try {
      await deps.notifier.edit(channel, game.statusMessageId, message);
      return;
    } catch (err) {
      // Someone deleted the pinned status message (or its thread was recreated): post and pin a new one.
      if (!isMissing(err)) throw err;
      deps.logger.warn({ gameId: game.id, messageId: game.statusMessageId }, 'status message gone; posting a new one');
    }
  }
  const id = await deps.notifier.post(channel, message);
  await deps.notifier
    .pin(channel, id)
    .catch((err: unknown) => deps.logger.warn({ err, gameId: game.id }, 'pin failed'));
  // Recording the message id changes no game rule, so it does not bump the version (buttons stay good).
  await deps.store.updatePresentation(game.id, { statusMessageId: id });
}

async function boardFile(
  deps: TableDeps,
  def: AnyGameDefinition,
  game: GameRecord,
  state: unknown,
  previous?: unknown,
): Promise<OutFile | null> {
  if (!deps.images || state === null || state === undefined) return null;
  const locale = gameLocale(game);
  const image = await deps.images.render({
    gameId: game.id,
    definition: def,
    state,
    ...(previous !== undefined && previous !== null ? { previousState: previous } : {}),
    locale,
    deadline: game.nextDeadlineAt,
    title: gameTitle(def, locale),
    phase: t(locale, def.phase(state)),
    players: game.seats.map((s) => s.displayName),
  });
  return image ? { name: `${game.id}-${game.version}.png`, data: image.png } : null;
}

/**
 * Whether a decision's prompt goes to its seat alone: sealed choices, and private ones (a choice
 * made from the seat's own hand), whose buttons would list what only that seat may see.
 */
export function promptedPrivately(kind: Decision['kind']): boolean {
  switch (kind) {
    case 'secret':
    case 'private':
      return true;
    case 'turn':
    case 'group':
      return false;
    default: {
      const never: never = kind;
      throw new Error(`unknown decision kind ${String(never)}`);
    }
  }
}

/**
 * Sends a seat its prompt: by DM for sealed and private choices (channel fallback: a mention and
 * a "My decision" button that opens the prompt ephemerally, never the choices themselves), in
 * the channel for public ones. One prompt per decision: while the seat owes the same decision its
 * prompt is edited in place (and a fallback mention pings once); a new decision's prompt replaces
 * the old one, which is edited to say so and loses its buttons.
 */
export async function deliverPrompt(
  deps: TableDeps,
  def: AnyGameDefinition,
  game: GameRecord,
  seat: Seat,
  kind: Decision['kind'],
  /** The seat still owes the decision its last prompt was sent for (the next step of it). */
  again = false,
): Promise<void> {
  const seatRec = game.seats.find((s) => s.seat === seat);
  if (!seatRec || seatRec.isBot) return;
  const locale = gameLocale(game);
  const channel = channelOf(game);
  const decision = owedDigest(def, game.state, seat);
  const previous = await deps.store.presenterMessage(game.id, seat, 'prompt');
  const same = again && previous !== null && previous.decision === decision;
  if (!promptedPrivately(kind)) {
    const message = promptMessage({ def, game, state: game.state, seat, locale, mentionSeat: true });
    await sendPrompt(
      deps,
      game,
      seat,
      decision,
      previous,
      same,
      () => deps.notifier.post(channel, message).then((id) => ({ channelId: channel, messageId: id })),
      message,
      locale,
    );
    return;
  }
  const dmLocale = await promptLocale(deps, game, seatRec.userId);
  const since = await sinceLineOf(deps, game, seat, dmLocale);
  const message = promptMessage({ def, game, state: game.state, seat, locale: dmLocale, mentionSeat: false, since });
  if (same && previous.channelId === channel) {
    // The DM failed before for this very decision: its mention and button stand; no second ping.
    return;
  }
  if (same) {
    const edited = await deps.notifier
      .edit(previous.channelId, previous.messageId, message)
      .then(() => true)
      .catch(() => false);
    if (edited) return;
  }
  const dm = await deps.notifier.dm(seatRec.userId, message);
  const path = dm.ok ? 'dm' : 'channel';
  let sent: { channelId: string; messageId: string };
  if (dm.ok) sent = { channelId: dm.channelId, messageId: dm.messageId };
  else {
    deps.logger.info({ gameId: game.id, seat, code: dm.code }, 'DM failed; prompting in the channel');
    const fallback: OutMessage = {
      content: clipContent(
        [mention(game, seat), t(locale, 'table.prompt.dmFailed', { title: gameName(game, locale) })].join(' '),
      ),
      components: [row(button(customId('decide', game.id), t(locale, 'table.button.decide')))],
      pingUsers: [seatRec.userId],
    };
    sent = { channelId: channel, messageId: await deps.notifier.post(channel, fallback) };
  }
  await supersede(deps, previous, sent, previous?.channelId === channel ? locale : dmLocale);
  await deps.store.savePresenterMessage({ gameId: game.id, seat, role: 'prompt', decision, ...sent });
  if (seatRec.promptPath !== path) {
    await deps.store.setPromptPath(game.id, seat, path);
  }
}

/** A public prompt: edited in place for the same decision, else posted anew and the old one superseded. */
async function sendPrompt(
  deps: TableDeps,
  game: GameRecord,
  seat: Seat,
  decision: string,
  previous: PresenterMessageRecord | null,
  same: boolean,
  post: () => Promise<{ channelId: string; messageId: string }>,
  message: OutMessage,
  locale: Locale,
): Promise<void> {
  if (same && previous) {
    const edited = await deps.notifier
      .edit(previous.channelId, previous.messageId, { ...message, pingUsers: [] })
      .then(() => true)
      .catch(() => false);
    if (edited) return;
  }
  const sent = await post();
  await supersede(deps, previous, sent, locale);
  await deps.store.savePresenterMessage({ gameId: game.id, seat, role: 'prompt', decision, ...sent });
}

/** The old prompt says a newer one replaced it, and loses its buttons. */
async function supersede(
  deps: TableDeps,
  previous: PresenterMessageRecord | null,
  now: { messageId: string },
  locale: Locale,
): Promise<void> {
  if (!previous || previous.messageId === now.messageId || previous.decision === CLOSED) return;
  await deps.notifier
    .edit(previous.channelId, previous.messageId, { content: t(locale, 'table.prompt.superseded'), components: [] })
    .catch((err: unknown) => deps.logger.warn({ err, messageId: previous.messageId }, 'could not supersede a prompt'));
}

/** A prompt record whose message was closed (`closePrompts`): there is nothing left to supersede. */
const CLOSED = 'closed';

/**
 * The channel prompts of seats that owed a public decision and owe none now lose their buttons
 * and say the decision was taken: left as they were, they would invite clicks that can only be
 * refused. (A seat that owes a new decision has its old prompt superseded instead; a DM prompt
 * is closed by the answer to its own Confirm, or superseded by the seat's next prompt.)
 */
async function closePrompts(
  deps: TableDeps,
  game: GameRecord,
  before: readonly Decision[],
  after: readonly Decision[],
): Promise<void> {
  const owing = new Set(after.map((d) => d.seat));
  // Only public prompts: a sealed choice may still change until the reveal, and a seat whose DMs
  // fail reaches its private prompts through the mention's My decision button.
  const done = new Set(before.filter((d) => !owing.has(d.seat) && !promptedPrivately(d.kind)).map((d) => d.seat));
  const channel = channelOf(game);
  for (const seat of done) {
    const previous = await deps.store.presenterMessage(game.id, seat, 'prompt');
    if (!previous || previous.decision === CLOSED || previous.channelId !== channel) continue;
    const closed: OutMessage = { content: t(gameLocale(game), 'table.prompt.closed'), components: [] };
    const edited = await deps.notifier
      .edit(previous.channelId, previous.messageId, closed)
      .then(() => true)
      .catch((err: unknown) => {
        deps.logger.warn({ err, messageId: previous.messageId }, 'could not close a prompt');
        return false;
      });
    if (edited) await deps.store.savePresenterMessage({ ...previous, decision: CLOSED });
  }
}

async function deliverPrivate(
  deps: TableDeps,
  def: AnyGameDefinition,
  game: GameRecord,
  events: GameEvent[],
): Promise<void> {
  const seats = new Set(events.flatMap((e) => e.to ?? []));
  for (const seat of seats) {
    const seatRec = game.seats.find((s) => s.seat === seat);
    if (!seatRec || seatRec.isBot) continue;
    const message = privateLines(def, game, events, seat, gameLocale(game));
    if (message) await deps.notifier.dm(seatRec.userId, message);
  }
}

export async function postResult(deps: TableDeps, def: AnyGameDefinition, game: GameRecord): Promise<void> {
  const locale = gameLocale(game);
  const result = parseResult(game.result);
  const lines = [t(locale, 'table.result.over', { title: gameName(game, locale) })];
  if (result) lines.push(...resultLines(def, game, result, locale));
  lines.push(t(locale, 'table.result.seed', { seed: game.seed, hash: game.seedHash }));
  await deps.notifier.post(channelOf(game), { content: clipContent(lines.join('\n')) });
}

export function publishApplied(deps: TableDeps, o: Published): Promise<void> {
  return runSteps(deps, o.game.id, appliedSteps(deps, o));
}

/**
 * A prompt of an entry delivered late (the game moved on since) goes out only while the seat
 * still owes the same decision; otherwise a later entry prompts what it owes now.
 */
async function stillOwed(deps: TableDeps, def: AnyGameDefinition, game: GameRecord, seat: Seat): Promise<boolean> {
  const now = await deps.store.getGame(game.id);
  if (!now || now.version === game.version) return true;
  if (now.status !== 'active') return false;
  return owedDigest(def, now.state, seat) === owedDigest(def, game.state, seat);
}

/** A step of the acting seat's private decision (a play built from its hand, not yet shown). */
function privateStep(o: Published): boolean {
  return o.owingBefore.some((d) => d.seat === o.seat && d.kind === 'private');
}

/**
 * A player's step that no one is told of: no public line, no sealed choice, not the end of the
 * game, and every seat owes what it owed before (a private step has its own line instead).
 */
function buildingStep(o: Published): boolean {
  return (
    o.source === 'player' &&
    o.commitment === null &&
    o.result === null &&
    publicEvents(o.events).length === 0 &&
    sameDecisions(o.owingBefore, o.owingAfter) &&
    !privateStep(o)
  );
}

/** The steps that tell everyone about an applied action, in the order they go out. */
export function appliedSteps(deps: TableDeps, o: Published): Step[] {
  const { def, game } = o;
  const locale = gameLocale(game);
  const channel = channelOf(game);
  const steps: Step[] = [];
  steps.push({
    what: 'announce',
    run: async () => {
      // A step of a public decision still being built (a recruitment's units added one by one)
      // says nothing and changes no decision: the seat's prompt shows it, and the decision's
      // last step posts one message and one board, not an empty line and an image per step.
      if (buildingStep(o)) return;
      const message = announcement({
        def,
        game,
        seat: o.seat,
        source: o.source,
        events: o.events,
        commitment: o.commitment,
        privateStep: privateStep(o),
        locale,
      });
      // A sealed submission changes nothing visible on the board, so it gets no new image; nor
      // does a free action that left every decision as it was (an offer, a standing order):
      // its event lines say what happened, and the next move's image shows it. Nor does a step of
      // a private choice that spectators cannot see (a unit placed in a play not yet committed).
      const resolvedOrPublic = o.commitment === null || o.revealed;
      const movedOn = !o.free || o.result !== null || !sameDecisions(o.owingBefore, o.owingAfter);
      const visible = o.revealed || o.result !== null || !sameSpectatorView(def, o.stateBefore, game.state);
      const file =
        resolvedOrPublic && movedOn && visible ? await boardFile(deps, def, game, game.state, o.stateBefore) : null;
      if (o.commitment === null) {
        await deps.notifier.post(channel, file ? { ...message, files: [file] } : message);
        return;
      }
      await postSealed(deps, o, file ? { ...message, files: [file] } : message, file !== null);
    },
  });
  // A choice confirmed in its prompt gets its private lines in that prompt (promptAfterChoice).
  const privateEvents = o.drafted ? o.events.filter((e) => !e.to?.includes(o.seat)) : o.events;
  steps.push({ what: 'private', run: () => deliverPrivate(deps, def, game, privateEvents) });
  steps.push({ what: 'status', run: () => refreshStatus(deps, def, game) });
  steps.push({ what: 'close', run: () => closePrompts(deps, game, o.owingBefore, o.owingAfter) });
  if (o.result) {
    steps.push({ what: 'result', run: () => postResult(deps, def, game) });
    return steps;
  }
  const fresh = newDecisions(o.owingBefore, o.owingAfter);
  for (const d of promptsAfter(o)) {
    const again = !fresh.includes(d);
    steps.push({
      what: 'prompt',
      run: async () => {
        if (await stillOwed(deps, def, game, d.seat)) await deliverPrompt(deps, def, game, d.seat, d.kind, again);
      },
    });
  }
  if (o.free && sameDecisions(o.owingBefore, o.owingAfter)) {
    for (const inv of invitations(def, o)) {
      steps.push({ what: 'invitation', run: () => deliverInvitation(deps, def, game, inv, o.events) });
    }
  }
  return steps;
}

/**
 * A run of bot moves, announced once at its end: their lines in one message (clipped), one board
 * showing everything the run changed, then the status and the prompts of what is owed now.
 */
export async function publishRun(deps: TableDeps, run: Published[]): Promise<void> {
  const last = run.at(-1);
  if (last) await runSteps(deps, last.game.id, botRunSteps(deps, run));
}

export function botRunSteps(deps: TableDeps, run: Published[]): Step[] {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return [];
  if (run.length === 1) return appliedSteps(deps, first);
  const { def, game } = last;
  const locale = gameLocale(game);
  const steps: Step[] = [];
  steps.push({
    what: 'announce',
    run: async () => {
      const text = run
        .map(
          (o) =>
            announcement({
              def,
              game: o.game,
              seat: o.seat,
              source: o.source,
              events: o.events,
              commitment: o.commitment,
              locale,
            }).content,
        )
        .join('\n');
      const changed = !sameSpectatorView(def, first.stateBefore, game.state);
      const file = changed ? await boardFile(deps, def, game, game.state, first.stateBefore) : null;
      const message: OutMessage = { content: clipContent(text) };
      await deps.notifier.post(channelOf(game), file ? { ...message, files: [file] } : message);
    },
  });
  for (const o of run) steps.push({ what: 'private', run: () => deliverPrivate(deps, def, game, o.events) });
  steps.push({ what: 'status', run: () => refreshStatus(deps, def, game) });
  steps.push({ what: 'close', run: () => closePrompts(deps, game, first.owingBefore, last.owingAfter) });
  if (last.result) {
    steps.push({ what: 'result', run: () => postResult(deps, def, game) });
    return steps;
  }
  for (const d of newDecisions(first.owingBefore, last.owingAfter)) {
    steps.push({
      what: 'prompt',
      run: async () => {
        if (await stillOwed(deps, def, game, d.seat)) await deliverPrompt(deps, def, game, d.seat, d.kind);
      },
    });
  }
  return steps;
}

/**
 * Sealed means once: a seat's first submission of a sealed decision posts one line with a short
 * commitment; changing it before the reveal edits that line (the full hash is in /game history).
 */
async function postSealed(deps: TableDeps, o: Published, message: OutMessage, withImage: boolean): Promise<void> {
  const { game } = o;
  const channel = channelOf(game);
  const changing = !o.owingBefore.some((d) => d.seat === o.seat && d.kind === 'secret');
  const previous = changing ? await deps.store.presenterMessage(game.id, o.seat, 'sealed') : null;
  if (previous && !withImage) {
    const edited = await deps.notifier
      .edit(previous.channelId, previous.messageId, message)
      .then(() => true)
      .catch(() => false);
    if (edited) return;
  }
  const messageId = await deps.notifier.post(channel, message);
  await deps.store.savePresenterMessage({
    gameId: game.id,
    seat: o.seat,
    role: 'sealed',
    decision: String(game.version),
    channelId: channel,
    messageId,
  });
}

/** Whether spectators see the same thing before and after (so a new board image would show nothing new). */
function sameSpectatorView(def: AnyGameDefinition, before: unknown, after: unknown): boolean {
  return isDeepStrictEqual(def.view(before, null), def.view(after, null));
}

/**
 * The prompts to send after an action: every new decision, and the acting seat's decision
 * again when it still owes the same one (a turn or a private play taken step by step): its
 * previous buttons were stamped before it acted and are refused as stale (so a double click
 * never applies twice), so it needs fresh ones; a sealed choice's old buttons stay valid.
 */
export function promptsAfter(o: Published): Decision[] {
  const fresh = newDecisions(o.owingBefore, o.owingAfter);
  // A free action (an offer, a standing order) is an action of the seat too, so its turn buttons
  // went stale: its prompt is redrawn in place with fresh ones (free actions never cost a turn).
  const again = o.owingAfter.filter(
    (d) => d.seat === o.seat && d.kind !== 'secret' && !fresh.some((f) => f.seat === d.seat),
  );
  return [...fresh, ...again];
}

interface Invitation {
  seat: Seat;
  actions: LabelledAction<unknown>[];
}

function freeActions(def: AnyGameDefinition, state: unknown, seat: Seat): LabelledAction<unknown>[] {
  return (def.legalActions(state, seat) as LabelledAction<unknown>[]).filter((a) => a.free === true);
}

/**
 * A free action that moved nothing on but opened free actions for another seat (an offer made
 * to it) is addressed to that seat: those new actions are its answer buttons.
 */
export function invitations(def: AnyGameDefinition, o: Published): Invitation[] {
  const out: Invitation[] = [];
  for (const s of o.game.seats) {
    if (s.seat === o.seat || s.isBot) continue;
    const before = new Set(freeActions(def, o.stateBefore, s.seat).map((a) => a.id));
    const fresh = freeActions(def, o.game.state, s.seat).filter((a) => !before.has(a.id));
    if (fresh.length > 0) out.push({ seat: s.seat, actions: fresh });
  }
  return out;
}

/** The invitation by DM (the seat's language), else in the channel with a mention. */
async function deliverInvitation(
  deps: TableDeps,
  def: AnyGameDefinition,
  game: GameRecord,
  inv: Invitation,
  events: GameEvent[],
): Promise<void> {
  const seatRec = game.seats.find((s) => s.seat === inv.seat);
  if (!seatRec) return;
  const playerLocale = (await deps.store.playerSettings(seatRec.userId))?.locale;
  const compose = (locale: Locale, withMention: boolean): OutMessage => {
    const lines = [t(locale, 'table.invite.header', { title: gameName(game, locale) })];
    if (withMention) lines.push(mention(game, inv.seat));
    for (const e of publicEvents(events)) lines.push(`• ${say(locale, e.msg, peopleOf(def, game))}`);
    const { rows, overflow } = actionComponents(
      game,
      inv.actions,
      locale,
      decisionStamp(def, game.state, inv.seat, game.version),
    );
    if (overflow) lines.push(t(locale, 'table.prompt.useAct'));
    return {
      content: clipContent(lines.join('\n')),
      components: rows,
      ...(withMention ? { pingUsers: [seatRec.userId] } : {}),
    };
  };
  const gameLang = gameLocale(game);
  const dmLocale = playerLocale === 'pl' || playerLocale === 'en' ? playerLocale : gameLang;
  const dm = await deps.notifier.dm(seatRec.userId, compose(dmLocale, false));
  if (dm.ok) return;
  await deps.notifier.post(channelOf(game), compose(gameLang, true));
}

export function publishStart(deps: TableDeps, def: AnyGameDefinition, game: GameRecord): Promise<void> {
  return runSteps(deps, game.id, startSteps(deps, def, game));
}

export function startSteps(deps: TableDeps, def: AnyGameDefinition, game: GameRecord): Step[] {
  const locale = gameLocale(game);
  const steps: Step[] = [
    {
      what: 'start',
      run: async () => {
        const file = await boardFile(deps, def, game, game.state);
        const message: OutMessage = {
          content: t(locale, 'table.announce.started', { title: gameName(game, locale), hash: game.seedHash }),
          ...(file ? { files: [file] } : {}),
        };
        await deps.notifier.post(channelOf(game), message);
      },
    },
    { what: 'status', run: () => refreshStatus(deps, def, game) },
  ];
  for (const d of def.pending(game.state)) {
    steps.push({
      what: 'prompt',
      run: async () => {
        if (await stillOwed(deps, def, game, d.seat)) await deliverPrompt(deps, def, game, d.seat, d.kind);
      },
    });
  }
  return steps;
}

/** Re-sends every open prompt (after an undo brings decisions back). */
export async function publishPrompts(deps: TableDeps, def: AnyGameDefinition, game: GameRecord): Promise<void> {
  for (const d of def.pending(game.state)) {
    await safely(deps, 'prompt', game.id, () => deliverPrompt(deps, def, game, d.seat, d.kind));
  }
}
