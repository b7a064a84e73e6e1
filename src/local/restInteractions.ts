/**
 * REST routes for answering interactions: the callback (every response type) and the
 * interaction webhook (follow-ups, fetching/editing/deleting the original and follow-ups).
 * Responses are linked to their interaction record so tests can await "the reply to my click".
 */
import {
  type APIMessage,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from 'discord-api-types/v10';
import {
  alreadyAcknowledged,
  DiscordApiError,
  invalidBody,
  unknownInteraction,
  unknownMessage,
  unknownWebhook,
} from './apiError.js';
import { AutocompleteData, InteractionCallbackBody, MessageBody, ModalData } from './bodies.js';
import { type Hub, publishMessage, publishMessageDelete, publishMessageUpdate } from './hub.js';
import { composeMessage, editMessage } from './messages.js';
import { param, parse } from './restChannels.js';
import { NO_CONTENT, ok, type RestRequest, type Route } from './router.js';
import type { InteractionRecord } from './world.js';

export interface InteractionRules {
  /** When set, a first callback later than this answers 10062 Unknown interaction, as Discord does after 3 s. */
  responseWindowMs: number | null;
}

function isLoading(m: APIMessage): boolean {
  return ((m.flags ?? 0) & MessageFlags.Loading) !== 0;
}

function newResponseMessage(hub: Hub, rec: InteractionRecord, req: RestRequest, data: unknown, loading: boolean) {
  const body = parse(MessageBody, data);
  const message = composeMessage(hub.world, {
    channelId: rec.channelId,
    author: hub.world.bot,
    body,
    files: req.files,
    baseUrl: hub.baseUrl(),
    type: rec.payload.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default,
    viaInteraction: true,
    extraFlags: loading ? MessageFlags.Loading : 0,
  });
  const ephemeral = ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  publishMessage(hub, { message, ephemeralFor: ephemeral ? rec.userId : null, interactionId: rec.id });
  return message;
}

function sourceMessage(hub: Hub, rec: InteractionRecord): APIMessage {
  const stored = rec.sourceMessageId ? hub.world.messagesById.get(rec.sourceMessageId) : undefined;
  if (!stored) throw invalidBody('this interaction has no message to update');
  return stored.message;
}

function callback(hub: Hub, rules: InteractionRules, req: RestRequest) {
  const rec = hub.world.interactions.get(param(req, 'interactionId'));
  if (!rec || rec.token !== param(req, 'token')) throw unknownInteraction();
  if (rec.callbacks.length > 0) throw alreadyAcknowledged();
  if (rules.responseWindowMs !== null && Date.now() - rec.createdAt > rules.responseWindowMs)
    throw unknownInteraction();
  const body = parse(InteractionCallbackBody, req.json);
  const type = body.type;
  let message: APIMessage | null = null;
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource:
      message = newResponseMessage(hub, rec, req, body.data, false);
      rec.originalMessageId = message.id;
      break;
    case InteractionResponseType.DeferredChannelMessageWithSource:
      message = newResponseMessage(hub, rec, req, body.data ?? {}, true);
      rec.originalMessageId = message.id;
      break;
    case InteractionResponseType.DeferredMessageUpdate:
      message = sourceMessage(hub, rec);
      rec.originalMessageId = message.id;
      break;
    case InteractionResponseType.UpdateMessage:
      message = sourceMessage(hub, rec);
      editMessage(hub.world, message, parse(MessageBody, body.data), req.files, hub.baseUrl());
      rec.originalMessageId = message.id;
      rec.originalEdits += 1;
      publishMessageUpdate(hub, message);
      break;
    case InteractionResponseType.ApplicationCommandAutocompleteResult:
      if (rec.payload.type !== InteractionType.ApplicationCommandAutocomplete)
        throw invalidBody('autocomplete results answer only autocomplete interactions');
      rec.choices = parse(AutocompleteData, body.data).choices;
      break;
    case InteractionResponseType.Modal:
      if (
        rec.payload.type === InteractionType.ModalSubmit ||
        rec.payload.type === InteractionType.ApplicationCommandAutocomplete
      )
        throw invalidBody('a modal cannot answer this interaction');
      rec.modal = parse(ModalData, body.data);
      break;
    default:
      throw invalidBody(`interaction response type ${type} is not supported by the stand-in`);
  }
  rec.callbacks.push({ type, at: Date.now() });
  hub.world.touch();
  if (req.query.get('with_response') !== 'true') return NO_CONTENT;
  const result: RESTPostAPIInteractionCallbackWithResponseResult = {
    interaction: {
      id: rec.id,
      type: rec.payload.type,
      ...(message
        ? {
            response_message_id: message.id,
            response_message_loading: isLoading(message),
            response_message_ephemeral: ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
          }
        : {}),
    },
    resource: { type, ...(message ? { message } : {}) },
  };
  return ok(result);
}

function webhookInteraction(hub: Hub, req: RestRequest): InteractionRecord {
  if (param(req, 'appId') !== hub.world.applicationId) throw unknownWebhook();
  const rec = hub.world.interactionsByToken.get(param(req, 'token'));
  if (!rec) throw unknownWebhook();
  return rec;
}

function webhookMessage(hub: Hub, rec: InteractionRecord, messageId: string): APIMessage {
  const id = messageId === '@original' ? rec.originalMessageId : messageId;
  if (!id || (id !== rec.originalMessageId && !rec.followUpIds.includes(id))) throw unknownMessage();
  const stored = hub.world.messagesById.get(id);
  if (!stored) throw unknownMessage();
  return stored.message;
}

export function interactionRoutes(hub: Hub, rules: InteractionRules): Route[] {
  const messagePath = '/webhooks/:appId/:token/messages/:messageId';
  return [
    {
      method: 'POST',
      path: '/interactions/:interactionId/:token/callback',
      public: true,
      handle: (r) => callback(hub, rules, r),
    },
    {
      method: 'POST',
      path: '/webhooks/:appId/:token',
      public: true,
      handle: (r) => {
        const rec = webhookInteraction(hub, r);
        if (rec.callbacks.length === 0)
          throw new DiscordApiError(404, 10015, 'Unknown Webhook: the interaction has not been answered yet');
        const original = rec.originalMessageId ? hub.world.messagesById.get(rec.originalMessageId) : undefined;
        // After a deferred reply, Discord turns the first follow-up into the reply itself.
        if (original && isLoading(original.message)) {
          editMessage(hub.world, original.message, parse(MessageBody, r.json), r.files, hub.baseUrl());
          rec.originalEdits += 1;
          publishMessageUpdate(hub, original.message);
          return ok(original.message);
        }
        const message = newResponseMessage(hub, rec, r, r.json, false);
        rec.followUpIds.push(message.id);
        hub.world.touch();
        return ok(message);
      },
    },
    {
      method: 'GET',
      path: messagePath,
      public: true,
      handle: (r) => {
        const rec = webhookInteraction(hub, r);
        return ok(webhookMessage(hub, rec, param(r, 'messageId')));
      },
    },
    {
      method: 'PATCH',
      path: messagePath,
      public: true,
      handle: (r) => {
        const rec = webhookInteraction(hub, r);
        const message = webhookMessage(hub, rec, param(r, 'messageId'));
        editMessage(hub.world, message, parse(MessageBody, r.json), r.files, hub.baseUrl());
        if (message.id === rec.originalMessageId) rec.originalEdits += 1;
        publishMessageUpdate(hub, message);
        return ok(message);
      },
    },
    {
      method: 'DELETE',
      path: messagePath,
      public: true,
      handle: (r) => {
        const rec = webhookInteraction(hub, r);
        publishMessageDelete(hub, webhookMessage(hub, rec, param(r, 'messageId')));
        return NO_CONTENT;
      },
    },
  ];
}
