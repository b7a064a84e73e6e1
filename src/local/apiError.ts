/**
 * Errors the stand-in answers with, in Discord's JSON error shape ({ message, code }),
 * so discord.js turns them into the same DiscordAPIError the bot would meet in production.
 */
import { RESTJSONErrorCodes } from 'discord-api-types/v10';

export class DiscordApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  body(): { message: string; code: number } {
    return { message: this.message, code: this.code };
  }
}

export const unknownChannel = () => new DiscordApiError(404, RESTJSONErrorCodes.UnknownChannel, 'Unknown Channel');
export const unknownMessage = () => new DiscordApiError(404, RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
export const unknownUser = () => new DiscordApiError(404, RESTJSONErrorCodes.UnknownUser, 'Unknown User');
export const unknownMember = () => new DiscordApiError(404, RESTJSONErrorCodes.UnknownMember, 'Unknown Member');
export const unknownGuild = () => new DiscordApiError(404, RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
export const unknownWebhook = () => new DiscordApiError(404, RESTJSONErrorCodes.UnknownWebhook, 'Unknown Webhook');
export const unknownInteraction = () =>
  new DiscordApiError(404, RESTJSONErrorCodes.UnknownInteraction, 'Unknown interaction');
export const alreadyAcknowledged = () =>
  new DiscordApiError(
    400,
    RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged,
    'Interaction has already been acknowledged.',
  );
export const cannotMessageUser = () =>
  new DiscordApiError(403, RESTJSONErrorCodes.CannotSendMessagesToThisUser, 'Cannot send messages to this user');
export const invalidBody = (detail: string) =>
  new DiscordApiError(400, RESTJSONErrorCodes.InvalidFormBodyOrContentType, `Invalid Form Body: ${detail}`);
export const unauthorized = () => new DiscordApiError(401, 0, '401: Unauthorized');
export const notFound = () => new DiscordApiError(404, 0, '404: Not Found');
