/**
 * Local Discord: a stand-in for the part of Discord Sejmik uses (REST v10 + JSON gateway),
 * driven by tests and by the play page. See localDiscord.ts for the driver API.
 */
export type { SlashOptions, SlashValue } from './commandOptions.js';
export { SlashUsageError } from './commandOptions.js';
export type { GatewayInfo } from './gateway.js';
export type { ModalFields } from './interactionPayloads.js';
export {
  type ActOptions,
  LocalDiscord,
  type MessageRef,
  type StartLocalDiscordOptions,
  startLocalDiscord,
} from './localDiscord.js';
export { type InteractionKind, LocalInteraction } from './localInteraction.js';
export { consoleLogger, type Logger, quietLogger } from './log.js';
export type { FaultSpec, LoggedRequest } from './router.js';
export type { WaitOptions } from './waiting.js';
export { DEFAULT_USERS, type LocalUserSpec } from './world.js';
