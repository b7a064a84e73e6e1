/**
 * A tiny test-only bot on the real discord.js client: a /probe command whose
 * subcommands exercise each Discord feature Sejmik relies on, and a moderator-only /admin.
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  InteractionContextType,
  MessageFlags,
  ModalBuilder,
  Partials,
  PermissionFlagsBits,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import sharp from 'sharp';

export const probeCommand = new SlashCommandBuilder()
  .setName('probe')
  .setDescription('stand-in probe')
  .addSubcommand((s) => s.setName('hello').setDescription('reply with a button and a select'))
  .addSubcommand((s) => s.setName('slow').setDescription('defer, then edit'))
  .addSubcommand((s) =>
    s
      .setName('dm')
      .setDescription('send a DM')
      .addUserOption((o) => o.setName('to').setDescription('recipient')),
  )
  .addSubcommand((s) => s.setName('board').setDescription('post a PNG with a button'))
  .addSubcommand((s) => s.setName('thread').setDescription('open a thread'))
  .addSubcommand((s) => s.setName('form').setDescription('open a modal'))
  .addSubcommand((s) =>
    s
      .setName('pick')
      .setDescription('autocomplete')
      .addStringOption((o) => o.setName('move').setDescription('a move').setRequired(true).setAutocomplete(true))
      .addIntegerOption((o) => o.setName('count').setDescription('how many').setMinValue(1)),
  );

/** A moderator-only, server-only command: Discord hides it from members without Manage Server and in DMs. */
export const adminCommand = new SlashCommandBuilder()
  .setName('admin')
  .setDescription('moderators only')
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild);

const MOVES = ['pass', 'pay', 'pawn', 'play', 'bid'];

export async function pngBoard(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#b22222' } })
    .png()
    .toBuffer();
}

function buttonRow(customId: string, label: string) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(ButtonStyle.Primary),
  );
}

async function onInteraction(i: Interaction): Promise<void> {
  if (i.isAutocomplete()) {
    const typed = String(i.options.getFocused());
    await i.respond(MOVES.filter((m) => m.startsWith(typed)).map((m) => ({ name: m.toUpperCase(), value: m })));
    return;
  }
  if (i.isChatInputCommand() && i.commandName === 'admin') {
    await i.reply({
      content: `admin ok ${i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ? 'manager' : 'member'}`,
    });
    return;
  }
  if (i.isChatInputCommand()) {
    const sub = i.options.getSubcommand();
    if (sub === 'hello') {
      const select = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('probe:pick')
          .setPlaceholder('choose')
          .setMinValues(1)
          .setMaxValues(2)
          .addOptions(
            { label: 'Red', value: 'red' },
            { label: 'Blue', value: 'blue' },
            { label: 'Gold', value: 'gold' },
          ),
      );
      const response = await i.reply({
        content: `hello ${i.user.username} (${i.locale})`,
        components: [buttonRow('probe:ok', 'OK'), select],
        withResponse: true,
      });
      if (!response.resource?.message) throw new Error('with_response gave no message');
    } else if (sub === 'slow') {
      await i.deferReply();
      await new Promise((r) => setTimeout(r, 50));
      await i.editReply({ content: 'slow done' });
    } else if (sub === 'dm') {
      const to = i.options.getUser('to') ?? i.user;
      try {
        await to.send({ content: `secret for ${to.username}`, components: [buttonRow('probe:secret', 'Sekret')] });
        await i.reply({ content: 'dm sent', flags: MessageFlags.Ephemeral });
      } catch (e) {
        const code = e instanceof DiscordAPIError ? e.code : 'unknown';
        await i.reply({ content: `dm failed ${code}`, flags: MessageFlags.Ephemeral });
      }
    } else if (sub === 'board') {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      const channel = i.channel;
      if (!channel?.isSendable()) throw new Error('channel not sendable');
      const sent = await channel.send({
        content: 'board',
        files: [new AttachmentBuilder(await pngBoard(), { name: 'board.png' })],
        components: [buttonRow('probe:board-ok', 'Dalej')],
      });
      await sent.pin();
      await i.editReply({ content: `posted ${sent.id}` });
    } else if (sub === 'thread') {
      const channel = i.channel;
      if (!channel || !('threads' in channel)) throw new Error('no threads here');
      const thread = await channel.threads.create({ name: 'Gra #1' });
      await thread.send({ content: 'in the thread', components: [buttonRow('probe:in-thread', 'Tu')] });
      await i.reply({ content: `thread ${thread.id}` });
      const reply = await i.fetchReply();
      const fromReply = await reply.startThread({ name: 'Z odpowiedzi' });
      await fromReply.send('started from the reply');
      await thread.members.add(i.user.id);
      await thread.setArchived(true);
    } else if (sub === 'form') {
      await i.showModal(
        new ModalBuilder()
          .setCustomId('probe:form')
          .setTitle('Form')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(
              new TextInputBuilder().setCustomId('bid').setLabel('Bid').setStyle(TextInputStyle.Short),
            ),
          ),
      );
    } else if (sub === 'pick') {
      await i.reply({ content: `picked ${i.options.getString('move', true)} x${i.options.getInteger('count') ?? 1}` });
    }
    return;
  }
  if (i.isButton()) {
    if (i.customId === 'probe:ok') await i.update({ content: `clicked by ${i.user.username}`, components: [] });
    else if (i.customId === 'probe:board-ok') {
      await i.deferUpdate();
      await i.editReply({ content: 'board acknowledged' });
    } else await i.reply({ content: `button ${i.customId} by ${i.user.username}`, flags: MessageFlags.Ephemeral });
    return;
  }
  if (i.isStringSelectMenu()) {
    await i.reply({ content: `chose ${i.values.join(',')}`, flags: MessageFlags.Ephemeral });
    return;
  }
  if (i.isModalSubmit()) {
    await i.reply({ content: `bid ${i.fields.getTextInputValue('bid')}` });
  }
}

/** Starts the probe bot against a stand-in and resolves once its command is registered. */
export async function startProbeBot(restApiUrl: string, token: string, guildId: string): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    rest: { api: restApiUrl, retries: 3 },
  });
  client.on(Events.InteractionCreate, (i) => {
    onInteraction(i).catch((e: unknown) => console.error('probe bot failed', e));
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(token);
  await ready;
  await client.application?.commands.set([probeCommand.toJSON(), adminCommand.toJSON()], guildId);
  return client;
}
