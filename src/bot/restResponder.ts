/** Answers an interaction over Discord's REST API: the callback, then webhook edits and follow-ups. */
import type { Client } from 'discord.js';
import { type APIInteraction, Routes } from 'discord-api-types/v10';
import type { OutFile } from '../table/ports.js';
import type { Responder } from './apiInteraction.js';

function files(list: OutFile[] | undefined) {
  return (list ?? []).map((f, i) => ({ name: f.name, data: f.data, key: `files[${i}]` }));
}

export function restResponder(rest: Client['rest'], payload: APIInteraction): Responder {
  const original = Routes.webhookMessage(payload.application_id, payload.token, '@original');
  return {
    async callback(body, attachments) {
      await rest.post(Routes.interactionCallback(payload.id, payload.token), {
        body,
        files: files(attachments),
        auth: false,
      });
    },
    async editOriginal(data, attachments) {
      await rest.patch(original, { body: data, files: files(attachments), auth: false });
    },
    async followUp(data, attachments) {
      await rest.post(Routes.webhook(payload.application_id, payload.token), {
        body: data,
        files: files(attachments),
        auth: false,
      });
    },
  };
}
