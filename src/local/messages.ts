/**
 * Turning a parsed message body (plus uploaded files) into Discord's APIMessage, and
 * applying edits the way Discord does: fields left out stay, `attachments` lists the
 * ones to keep, uploaded files are appended.
 */
import { type APIAttachment, type APIMessage, type APIUser, MessageFlags, MessageType } from 'discord-api-types/v10';
import { invalidBody } from './apiError.js';
import type { MessageBody } from './bodies.js';
import { NO_FLAGS, type World } from './world.js';

export interface UploadedFile {
  /** The n of the `files[n]` form field. */
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ComposeInput {
  channelId: string;
  author: APIUser;
  body: MessageBody;
  files: UploadedFile[];
  baseUrl: string;
  type?: MessageType;
  /** Set for interaction responses: they are sent by the application's webhook. */
  viaInteraction?: boolean;
  /** Extra flags the stand-in sets itself (Loading for deferred replies). */
  extraFlags?: number;
}

/** Stores uploads: a body's `attachments: [{ id: n, … }]` names `files[n]`; files with no entry keep their own name. */
function storeUploads(world: World, body: MessageBody, files: UploadedFile[], baseUrl: string): APIAttachment[] {
  const out: APIAttachment[] = [];
  const refs = body.attachments ?? [];
  for (const f of files) {
    const ref = refs.find((r) => String(r.id) === String(f.index));
    out.push(
      world.addAttachment(ref?.filename ?? f.filename, f.contentType, f.data, baseUrl, ref?.description ?? undefined),
    );
  }
  return out;
}

function checkNotEmpty(m: APIMessage): void {
  const empty =
    m.content === '' &&
    m.embeds.length === 0 &&
    m.attachments.length === 0 &&
    (m.components ?? []).length === 0 &&
    ((m.flags ?? 0) & MessageFlags.Loading) === 0;
  if (empty) throw invalidBody('Cannot send an empty message');
}

export function composeMessage(world: World, input: ComposeInput): APIMessage {
  const { body } = input;
  if ((body.content ?? '').length > 2000) throw invalidBody('content: Must be 2000 or fewer in length.');
  const keepFlags =
    MessageFlags.Ephemeral |
    MessageFlags.SuppressEmbeds |
    MessageFlags.SuppressNotifications |
    MessageFlags.IsComponentsV2;
  const flags = ((body.flags ?? 0) & keepFlags) | (input.extraFlags ?? 0);
  const message: APIMessage = {
    id: world.ids.next(),
    channel_id: input.channelId,
    author: input.author,
    content: body.content ?? '',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: body.tts ?? false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: storeUploads(world, body, input.files, input.baseUrl),
    embeds: body.embeds ?? [],
    components: body.components ?? [],
    pinned: false,
    type: input.type ?? MessageType.Default,
    flags: flags === 0 ? NO_FLAGS : flags,
    ...(input.viaInteraction ? { webhook_id: world.applicationId, application_id: world.applicationId } : {}),
  };
  checkNotEmpty(message);
  return message;
}

/** Applies an edit in place (PATCH semantics) and returns the message. */
export function editMessage(
  world: World,
  message: APIMessage,
  body: MessageBody,
  files: UploadedFile[],
  baseUrl: string,
): APIMessage {
  if (body.content !== undefined) message.content = body.content ?? '';
  if (body.embeds !== undefined) message.embeds = body.embeds ?? [];
  if (body.components !== undefined) message.components = body.components ?? [];
  if (body.attachments !== undefined) {
    const keep = new Set((body.attachments ?? []).map((a) => String(a.id)));
    message.attachments = message.attachments.filter((a) => keep.has(a.id));
  }
  message.attachments.push(...storeUploads(world, body, files, baseUrl));
  const wasLoading = ((message.flags ?? 0) & MessageFlags.Loading) !== 0;
  // Editing a deferred reply replaces the "thinking…" state with the real content.
  if (wasLoading) message.flags = (message.flags ?? 0) & ~MessageFlags.Loading;
  else message.edited_timestamp = new Date().toISOString();
  checkNotEmpty(message);
  return message;
}
