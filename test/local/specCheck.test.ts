/**
 * The stand-in refuses what Discord would refuse, as Discord does: a body that breaks its route's
 * schema in Discord's OpenAPI description answers 400 with code 50035 and the error tree; a route
 * Discord does not have answers 404. (That the bot's own traffic passes: test/e2e/discordSpec.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';

let d: LocalDiscord;

beforeAll(async () => {
  d = await startLocalDiscord({ port: 0, log: quietLogger });
});
afterAll(async () => {
  await d.close();
});

async function post(path: string, body: unknown, method = 'POST') {
  const res = await fetch(`${d.restApiUrl}/v10${path}`, {
    method,
    headers: { authorization: `Bot ${d.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const button = (label: string) => ({ type: 2, style: 1, custom_id: 'x', label });

it('answers a message Discord would refuse with 400, code 50035 and the error tree', async () => {
  const before = d.specViolations.length;
  const long = await post(`/channels/${d.channelId}/messages`, { content: 'x'.repeat(2001) });
  expect(long.status).toBe(400);
  expect(long.body).toMatchObject({
    code: 50035,
    message: 'Invalid Form Body',
    errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] } },
  });

  // A button label over 80 characters, deep in a union of component types: the tree names the field.
  const label = await post(`/channels/${d.channelId}/messages`, {
    content: 'ok',
    components: [{ type: 1, components: [button('y'.repeat(81))] }],
  });
  expect(label.status).toBe(400);
  expect(label.body?.errors).toEqual({
    components: {
      0: { components: { 0: { label: { _errors: [expect.objectContaining({ code: 'BASE_TYPE_MAX_LENGTH' })] } } } },
    },
  });

  // Six buttons in a row, an embed title over 256 characters.
  const six = await post(`/channels/${d.channelId}/messages`, {
    components: [{ type: 1, components: ['a', 'b', 'c', 'd', 'e', 'f'].map(button) }],
    embeds: [{ title: 't'.repeat(257) }],
  });
  expect(six.status).toBe(400);
  expect(JSON.stringify(six.body?.errors)).toContain('"embeds":{"0":{"title"');
  expect(JSON.stringify(six.body?.errors)).toContain('"components":{"0":{"components"');

  // An interaction callback is checked too (the token route needs no bot token).
  const badType = await post('/interactions/1/token/callback', { type: 42 });
  expect(badType.status).toBe(400);
  expect(badType.body?.code).toBe(50035);

  expect(d.specViolations.length).toBe(before + 4);
  console.info(
    `spec check: schemas compiled once in ${Math.round(d.specCompileMs)} ms; ${d.specChecked} requests checked`,
  );
  // Nothing refused was stored.
  expect(d.messages().some((m) => m.content.length > 2000)).toBe(false);
});

it('accepts what Discord accepts', async () => {
  const fine = await post(`/channels/${d.channelId}/messages`, {
    content: 'x'.repeat(2000),
    components: [{ type: 1, components: [button('y'.repeat(80))] }],
    embeds: [{ title: 't'.repeat(256), description: 'd' }],
    allowed_mentions: { parse: [] },
  });
  expect(fine.status).toBe(200);
});

it('answers a route Discord does not have with 404', async () => {
  const before = d.specViolations.length;
  const res = await fetch(`${d.restApiUrl}/v10/channels/${d.channelId}/nonsense`, {
    headers: { authorization: `Bot ${d.token}` },
  });
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: '404: Not Found', code: 0 });
  // The stand-in lacks the route as well, so it is not counted as the bot's violation of the spec.
  expect(d.specViolations.length).toBe(before);
});
