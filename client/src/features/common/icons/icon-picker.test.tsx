import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICON_NAMES } from '../../../../../shared/icons/icon-set';
import { activateLocale, i18n } from '../../../app/i18n';
import { ICON_COMPONENTS } from './icon-components';
import IconPicker from './IconPicker';

describe('icon components', () => {
  it('draw every name of the shared list in both styles, and no other', () => {
    expect(Object.keys(ICON_COMPONENTS).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) {
      const [solid, regular] = ICON_COMPONENTS[name];
      expect(solid, name).toBeTruthy();
      expect(regular, name).toBeTruthy();
      expect(solid).not.toBe(regular);
    }
  });
});

async function open(value: string | null = null) {
  await act(() => activateLocale('en-GB'));
  const onPick = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <IconPicker open value={value} onPick={onPick} onClose={() => undefined} />
    </I18nProvider>,
  );
  return { onPick, grid: () => screen.getByRole('group', { name: 'Icons' }) };
}

describe('IconPicker', () => {
  afterEach(cleanup);

  it('searches by name, switches style and picks with a click', async () => {
    const { onPick, grid } = await open();
    expect(within(grid()).getAllByRole('button')).toHaveLength(ICON_NAMES.length);
    fireEvent.change(screen.getByTestId('icon-search'), { target: { value: 'battery' } });
    const found = within(grid()).getAllByRole('button');
    expect(found.map((b) => b.getAttribute('aria-label'))).toEqual(['battery full', 'battery charging full']);
    expect(screen.getByRole('status').textContent).toBe('2 icons');
    fireEvent.click(screen.getByTestId('icon-style-regular'));
    fireEvent.click(within(grid()).getByRole('button', { name: 'battery full' }));
    expect(onPick).toHaveBeenCalledWith('regular:BatteryFull');
  });

  it('opens on the style of the icon picked so far, marks it, and clears it with "No icon"', async () => {
    const { onPick, grid } = await open('regular:Dns');
    expect(within(grid()).getByRole('button', { name: 'dns' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(grid()).getByRole('button', { name: 'storage' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('icon-clear'));
    expect(onPick).toHaveBeenCalledWith(null);
  });

  it('moves through the grid with the arrow keys', async () => {
    const { grid } = await open();
    const buttons = within(grid()).getAllByRole('button');
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1], { key: 'End' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    fireEvent.keyDown(buttons[buttons.length - 1], { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[0]);
  });
});
