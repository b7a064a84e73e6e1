/**
 * Parsing of what the bot sends to the stand-in. discord.js builds these bodies from
 * discord-api-types shapes; we check the parts we read and keep embeds and components
 * as Discord's own types after a shallow check, so the page and tests see them verbatim.
 */
import type {
  APIApplicationCommandOptionChoice,
  APIEmbed,
  APIMessageTopLevelComponent,
  APIModalInteractionResponseCallbackData,
  RESTPutAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const AttachmentRef = z.object({
  id: z.union([z.string(), z.number()]),
  filename: z.string().nullish(),
  description: z.string().nullish(),
});

/** A message body as sent to channel messages, webhooks, follow-ups and interaction callbacks. */
export const MessageBody = z.object({
  content: z.string().nullish(),
  embeds: z.array(z.custom<APIEmbed>(isRecord)).nullish(),
  components: z.array(z.custom<APIMessageTopLevelComponent>(isRecord)).nullish(),
  attachments: z.array(AttachmentRef).nullish(),
  flags: z.number().nullish(),
  tts: z.boolean().nullish(),
  message_reference: z.object({ message_id: z.string().optional() }).nullish(),
});
export type MessageBody = z.infer<typeof MessageBody>;

export const InteractionCallbackBody = z.object({
  type: z.number().int(),
  data: z.unknown().optional(),
});

export const AutocompleteData = z.object({
  choices: z.array(
    z.custom<APIApplicationCommandOptionChoice>((v) => isRecord(v) && typeof v.name === 'string' && 'value' in v),
  ),
});

export const ModalData = z.custom<APIModalInteractionResponseCallbackData>(
  (v) => isRecord(v) && typeof v.custom_id === 'string' && typeof v.title === 'string' && Array.isArray(v.components),
);

export const CommandsBody = z.custom<RESTPutAPIApplicationCommandsJSONBody>(
  (v) => Array.isArray(v) && v.every((c) => isRecord(c) && typeof c.name === 'string'),
);

export const CreateDmBody = z.object({ recipient_id: z.string() });

export const CreateThreadBody = z.object({
  name: z.string().min(1).max(100),
  auto_archive_duration: z.number().optional(),
  type: z.number().optional(),
  invitable: z.boolean().optional(),
  rate_limit_per_user: z.number().nullish(),
});

export const EditChannelBody = z.object({
  name: z.string().optional(),
  archived: z.boolean().optional(),
  locked: z.boolean().optional(),
  topic: z.string().nullish(),
});
