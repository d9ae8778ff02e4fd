import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../app/i18n';
import { UserLanguageUpdateDocument } from '../../app/session-queries';
import { renderWithProviders } from '../common/testing';
import { LanguageDialog } from './LanguageDialog';
import { LanguageSettings } from './LanguageSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.removeItem(LOCALE_STORAGE_KEY);
});

const saved = { request: { query: UserLanguageUpdateDocument, variables: { language: 'da-DK' } }, result: { data: { userLanguageUpdate: true } } };
const refused = { request: { query: UserLanguageUpdateDocument, variables: { language: 'da-DK' } }, error: new Error('Network down') };

/** window.location with a reload the test can see (jsdom cannot reload). */
function watchReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

describe('language change (spec §4), the shell dialog and the settings card alike', () => {
  it('dialog: saves the chosen language, remembers it and reloads', async () => {
    const reload = watchReload();
    await renderWithProviders(<LanguageDialog open onClose={() => {}} />, { mocks: [saved] });
    fireEvent.click(await screen.findByLabelText('Dansk (da-DK)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('da-DK');
  });

  it('dialog: says so when the language could not be saved, and keeps the page', async () => {
    const reload = watchReload();
    await renderWithProviders(<LanguageDialog open onClose={() => {}} />, { mocks: [refused] });
    fireEvent.click(await screen.findByLabelText('Dansk (da-DK)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The language could not be saved.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('settings card: Save is off until another language is chosen, and a refusal is shown', async () => {
    watchReload();
    await renderWithProviders(<LanguageSettings />, { mocks: [refused] });
    const save = (await screen.findByTestId('settings-language-save')) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Dansk (da-DK)' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('The language could not be saved.')).toBeTruthy();
  });
});
