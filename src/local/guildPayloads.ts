/** The guild as Discord describes it: for GET /guilds/:id, READY and GUILD_CREATE. */
import {
  type APIGuild,
  ChannelType,
  type GatewayGuildCreateDispatchData,
  type GatewayReadyDispatchData,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildVerificationLevel,
  Locale,
} from 'discord-api-types/v10';
import { type LocalGuild, NO_FLAGS, type World } from './world.js';

export function guildPayload(world: World, guild: LocalGuild = world.mainGuild): APIGuild {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: guild.roles,
    emojis: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: guild.textChannelIds[0] ?? null,
    system_channel_flags: NO_FLAGS,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    premium_tier: GuildPremiumTier.None,
    preferred_locale: Locale.Polish,
    public_updates_channel_id: null,
    nsfw_level: GuildNSFWLevel.Default,
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    stickers: [],
    incidents_data: null,
  };
}

export function guildCreatePayload(world: World, guild: LocalGuild = world.mainGuild): GatewayGuildCreateDispatchData {
  const members = [world.bot, ...world.players].flatMap((u) => {
    const m = world.member(u.id, guild.id);
    return m ? [m] : [];
  });
  const channels: GatewayGuildCreateDispatchData['channels'] = [];
  const threads: GatewayGuildCreateDispatchData['threads'] = [];
  for (const ch of world.channels.values()) {
    if (world.guildOf(ch) !== guild.id) continue;
    if (ch.type === ChannelType.GuildText) channels.push(ch);
    else if (ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread) {
      if (!ch.thread_metadata?.archived) threads.push(ch);
    }
  }
  return {
    ...guildPayload(world, guild),
    joined_at: world.joinedAt,
    large: false,
    unavailable: false,
    member_count: members.length,
    voice_states: [],
    members,
    channels,
    threads,
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** READY for one shard's session: the guilds on that shard, and the shard it identified as. */
export function readyPayload(
  world: World,
  sessionId: string,
  resumeUrl: string,
  shard: [number, number] = [0, 1],
  guilds: LocalGuild[] = world.guilds,
): GatewayReadyDispatchData {
  return {
    v: 10,
    user: world.bot,
    guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    shard,
    application: { id: world.applicationId, flags: NO_FLAGS, flags_new: '0' },
  };
}
