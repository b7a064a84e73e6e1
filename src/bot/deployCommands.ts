/**
 * `npm run deploy-commands`: registers the slash commands with Discord — to one guild when
 * DISCORD_DEV_GUILD_ID is set (instant, for development), else globally.
 */
import { REST } from 'discord.js';
import { Routes } from 'discord-api-types/v10';
import { commandDefinitions } from '../commands/router.js';
import { loadConfig } from './config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DISCORD_TOKEN || !config.DISCORD_APPLICATION_ID) {
    console.error('deploy-commands needs DISCORD_TOKEN and DISCORD_APPLICATION_ID');
    process.exit(2);
  }
  const rest = new REST().setToken(config.DISCORD_TOKEN);
  const route = config.DISCORD_DEV_GUILD_ID
    ? Routes.applicationGuildCommands(config.DISCORD_APPLICATION_ID, config.DISCORD_DEV_GUILD_ID)
    : Routes.applicationCommands(config.DISCORD_APPLICATION_ID);
  await rest.put(route, { body: commandDefinitions() });
  console.log(
    `Registered ${commandDefinitions().length} commands ${config.DISCORD_DEV_GUILD_ID ? `in guild ${config.DISCORD_DEV_GUILD_ID}` : 'globally'}.`,
  );
}

void main();
