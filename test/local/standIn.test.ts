import type { Client } from 'discord.js';
import { ComponentType, InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import { startProbeBot } from './probeBot.js';

let d: LocalDiscord;
let bot: Client;
let ala: string;
let bartek: string;

beforeAll(async () => {
  d = await startLocalDiscord({ port: 0, log: quietLogger });
  bot = await startProbeBot(d.restApiUrl, d.token, d.guildId);
  ala = d.user('ala').id;
  bartek = d.user('bartek').id;
});

afterAll(async () => {
  await bot?.destroy();
  await d?.close();
});

const isEphemeral = (flags: number | undefined) => ((flags ?? 0) & MessageFlags.Ephemeral) !== 0;

describe('the real discord.js client against the stand-in', () => {
  it('registers the bot commands and replies to a slash command with components', async () => {
    expect(d.commands().map((c) => c.name)).toEqual(['probe', 'admin']);
    const i = await d.slash(ala, 'probe hello');
    expect(await i.acknowledged()).toBe(InteractionResponseType.ChannelMessageWithSource);
    const reply = await i.reply();
    expect(reply.content).toBe('hello ala (pl)');
    expect(reply.components?.[0]?.type).toBe(ComponentType.ActionRow);
    expect(d.messages().map((m) => m.id)).toContain(reply.id);
    expect(d.interactionReplies(i.id).map((m) => m.id)).toEqual([reply.id]);
  });

  it('sends the user locale with interactions', async () => {
    const reply = await (await d.slash(d.user('darek').id, 'probe hello')).reply();
    expect(reply.content).toBe('hello darek (en-US)');
  });

  it('routes a button click to the bot, which updates the message', async () => {
    const reply = await (await d.slash(ala, 'probe hello')).reply();
    const click = await d.click(bartek, reply, 'probe:ok');
    expect(await click.acknowledged()).toBe(InteractionResponseType.UpdateMessage);
    const updated = await click.reply();
    expect(updated.id).toBe(reply.id);
    expect(updated.content).toBe('clicked by bartek');
    expect(updated.components).toEqual([]);
  });

  it('routes a select menu choice; the ephemeral reply is visible only to the chooser', async () => {
    const reply = await (await d.slash(ala, 'probe hello')).reply();
    const pick = await d.select(bartek, reply, 'probe:pick', ['red', 'gold']);
    const answer = await pick.reply();
    expect(answer.content).toBe('chose red,gold');
    expect(isEphemeral(answer.flags)).toBe(true);
    expect(d.messages().map((m) => m.id)).not.toContain(answer.id);
    expect(d.messages(d.channelId, bartek).map((m) => m.id)).toContain(answer.id);
    expect(d.ephemeralsFor(bartek).map((m) => m.id)).toContain(answer.id);
    expect(d.ephemeralsFor(ala).map((m) => m.id)).not.toContain(answer.id);
  });

  it('refuses clicks a real client could not make', async () => {
    const reply = await (await d.slash(ala, 'probe hello')).reply();
    await expect(d.click(ala, reply, 'probe:nope')).rejects.toThrow(/no component/);
    await expect(d.select(ala, reply, 'probe:pick', ['green'])).rejects.toThrow(/no option/);
    await expect(d.slash(ala, 'probe pick')).rejects.toThrow(/required/);
    await expect(d.slash(ala, 'nosuch')).rejects.toThrow(/not registered/);
  });

  it('hides commands from users without their default permissions, and server-only commands in DMs', async () => {
    expect((await (await d.slash(ala, 'admin')).reply()).content).toBe('admin ok manager');
    await expect(d.slash(bartek, 'admin')).rejects.toThrow(/permissions/);
    const dm = d.dmChannelId(ala) ?? '';
    expect(dm).toBe('');
    await (await d.slash(ala, 'probe dm')).reply();
    await expect(d.slash(ala, 'admin', {}, { channelId: d.dmChannelId(ala) ?? '' })).rejects.toThrow(
      /not available in DMs/,
    );
  });

  it('shows a deferred reply as thinking, then its edit', async () => {
    const i = await d.slash(ala, 'probe slow');
    expect(await i.acknowledged()).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect((await i.reply()).content).toBe('slow done');
  });

  it('offers autocomplete choices from the bot and passes typed options', async () => {
    const choices = await d.autocomplete(ala, 'probe pick', {}, 'move');
    expect(choices.map((c) => c.value)).toEqual(['pass', 'pay', 'pawn', 'play', 'bid']);
    const narrowed = await d.autocomplete(ala, 'probe pick', { move: 'pa' }, 'move');
    expect(narrowed.map((c) => c.name)).toEqual(['PASS', 'PAY', 'PAWN']);
    const reply = await (await d.slash(ala, 'probe pick', { move: 'pawn', count: 3 })).reply();
    expect(reply.content).toBe('picked pawn x3');
  });

  it('opens a modal and delivers its submission', async () => {
    const opener = await d.slash(ala, 'probe form');
    const modal = await opener.modal();
    expect(modal.custom_id).toBe('probe:form');
    const submit = await d.submitModal(ala, opener, { bid: '7' });
    expect((await submit.reply()).content).toBe('bid 7');
  });

  it('delivers a DM with components, and a button in the DM works', async () => {
    const i = await d.slash(ala, 'probe dm', { to: bartek });
    expect((await i.reply()).content).toBe('dm sent');
    const dm = await d.waitForDm(bartek, (m) => m.content === 'secret for bartek');
    const click = await d.click(bartek, dm, 'probe:secret');
    const answer = await click.reply();
    expect(answer.content).toBe('button probe:secret by bartek');
    expect(answer.channel_id).toBe(d.dmChannelId(bartek));
    await expect(d.click(ala, dm, 'probe:secret')).rejects.toThrow(/another user's DMs/);
  });

  it('refuses DMs to a user who blocks them with error 50007, which reaches the bot', async () => {
    const celina = d.user('celina').id;
    d.blockDms(celina);
    const reply = await (await d.slash(ala, 'probe dm', { to: celina })).reply();
    expect(reply.content).toBe('dm failed 50007');
    expect(d.dmsOf(celina)).toEqual([]);
    const failed = d.requests.filter((r) => r.status === 403);
    expect(failed.at(-1)?.path).toMatch(/^\/channels\/\d+\/messages$/);
    d.blockDms(celina, false);
    expect((await (await d.slash(ala, 'probe dm', { to: celina })).reply()).content).toBe('dm sent');
  });

  it('stores a PNG attachment, serves it, and pins the message; a deferred update then edit works', async () => {
    const i = await d.slash(ala, 'probe board');
    const done = await i.reply();
    expect(isEphemeral(done.flags)).toBe(true);
    const board = d.messages().find((m) => m.content === 'board' && done.content === `posted ${m.id}`);
    if (!board) throw new Error('board message missing');
    const [png] = board.attachments;
    expect(png?.filename).toBe('board.png');
    expect(png?.content_type).toBe('image/png');
    expect([png?.width, png?.height]).toEqual([64, 32]);
    const res = await fetch(png?.url ?? '');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await res.arrayBuffer()).byteLength).toBe(png?.size);
    expect(d.pins().map((m) => m.id)).toEqual([board.id]);
    const ack = await d.click(bartek, board, 'probe:board-ok');
    expect(await ack.acknowledged()).toBe(InteractionResponseType.DeferredMessageUpdate);
    expect((await ack.reply()).content).toBe('board acknowledged');
  });

  it('creates a thread; the bot posts into it and its buttons work there', async () => {
    const reply = await (await d.slash(ala, 'probe thread')).reply();
    const [thread] = d.threads();
    expect(thread?.name).toBe('Gra #1');
    expect(reply.content).toBe(`thread ${thread?.id}`);
    const inThread = await d.waitForMessage(thread?.id ?? '', (m) => m.content === 'in the thread');
    const fromReply = await d.waitFor(() => d.threads().find((t) => t.id === reply.id), {
      what: 'a thread on the reply',
    });
    expect(fromReply.name).toBe('Z odpowiedzi');
    await d.waitForMessage(fromReply.id, (m) => m.content === 'started from the reply');
    await d.waitFor(() => thread?.thread_metadata?.archived, { what: 'the thread to be archived' });
    // A button in an archived thread still reaches the bot.
    const click = await d.click(ala, inThread, 'probe:in-thread');
    expect((await click.reply()).channel_id).toBe(thread?.id);
  });

  // 429 and 5xx answers are exercised on Sejmik itself: test/e2e/outbox.e2e.test.ts.

  it('refuses a second acknowledgement of one interaction with 40060', async () => {
    const i = await d.slash(ala, 'probe hello');
    await i.reply();
    const res = await fetch(`${d.restApiUrl}/v10/interactions/${i.id}/${i.token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 4, data: { content: 'again' } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 40060 });
  });

  it('answers unknown routes with 404 and asks for the bot token elsewhere', async () => {
    const missing = await fetch(`${d.restApiUrl}/v10/nothing/here`, { headers: { authorization: `Bot ${d.token}` } });
    expect(missing.status).toBe(404);
    const unauth = await fetch(`${d.restApiUrl}/v10/users/@me`);
    expect(unauth.status).toBe(401);
  });

  it('lets the client resume after the gateway socket drops, replaying what it missed', async () => {
    const resumes = d.gatewayStats.resumes;
    const identifies = d.gatewayStats.identifies;
    d.dropGateway();
    // A plain message sent while the socket is down must still reach the bot after it resumes.
    const seen = new Promise<string>((resolve) => bot.once('messageCreate', (m) => resolve(m.content)));
    d.say(ala, 'while you were away');
    await d.waitFor(() => d.gatewayStats.resumes > resumes, { what: 'a resume' });
    expect(await seen).toBe('while you were away');
    expect(d.gatewayStats.identifies).toBe(identifies);
    const reply = await (await d.slash(ala, 'probe hello')).reply();
    expect(reply.content).toBe('hello ala (pl)');
  });

  it('keeps old buttons working after the bot process restarts (a new client identifies afresh)', async () => {
    const reply = await (await d.slash(ala, 'probe hello')).reply();
    const identifies = d.gatewayStats.identifies;
    await bot.destroy();
    await d.waitFor(() => d.gatewaySessions().length === 0, { what: 'the old session to end' });
    bot = await startProbeBot(d.restApiUrl, d.token, d.guildId);
    expect(d.gatewayStats.identifies).toBe(identifies + 1);
    expect(d.commands().map((c) => c.name)).toEqual(['probe', 'admin']);
    const click = await d.click(bartek, reply, 'probe:ok');
    expect((await click.reply()).content).toBe('clicked by bartek');
  });
});
