/** The Discord presenter: the Table's neutral controls become Discord's action rows, within Discord's limits. */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { discordRows } from '../../src/bot/presenter.js';
import { button, buttonRows, row, select } from '../../src/table/messages/components.js';

describe('Discord presenter', () => {
  it('turns buttons and menus into action rows with custom ids, styles and clipped texts', () => {
    const rows = discordRows([
      row(button('g|1|s|a', 'Join', 'success'), button('g|1|s|b', 'x'.repeat(90), 'danger', true)),
      row(
        select(
          'g|1|s|c',
          'p'.repeat(200),
          Array.from({ length: 30 }, (_, i) => ({
            value: `v${i}`,
            label: `Option ${i}`,
            description: 'd'.repeat(120),
          })),
        ),
      ),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          custom_id: 'g|1|s|a',
          label: 'Join',
          style: ButtonStyle.Success,
          disabled: false,
        },
        {
          type: ComponentType.Button,
          custom_id: 'g|1|s|b',
          label: `${'x'.repeat(79)}…`,
          style: ButtonStyle.Danger,
          disabled: true,
        },
      ],
    });
    const menu = rows[1]?.components[0];
    if (menu?.type !== ComponentType.StringSelect) throw new Error('no select menu');
    expect(menu.custom_id).toBe('g|1|s|c');
    expect(menu.placeholder).toHaveLength(150);
    expect(menu.options).toHaveLength(25);
    expect(menu.options[0]?.description).toHaveLength(100);
    expect([menu.min_values, menu.max_values]).toEqual([1, 1]);
  });

  it('lays buttons five to a row and refuses a layout Discord would refuse', () => {
    const many = Array.from({ length: 12 }, (_, i) => button(`id${i}`, `B${i}`));
    expect(discordRows(buttonRows(many)).map((r) => r.components.length)).toEqual([5, 5, 2]);
    expect(discordRows(undefined)).toEqual([]);
    expect(() => discordRows(Array.from({ length: 6 }, (_, i) => row(button(`r${i}`, 'B'))))).toThrow(/5/);
    expect(() => discordRows([many.slice(0, 6)])).toThrow(/5/);
    expect(() => discordRows([row(select('s', 'p', [{ value: 'a', label: 'A' }]), button('b', 'B'))])).toThrow(/alone/);
  });
});
