import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../common/testing';
import { RegistrationSuccessPage } from './RegistrationSuccessPage';
import { WelcomeDialog } from './WelcomeDialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('RegistrationSuccessPage', () => {
  beforeEach(() => localStorage.clear());

  it('stores show_welcome_message and counts down 10 seconds to the root', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithProviders(<RegistrationSuccessPage />, { mocks: [], path: '/registration-success', route: '/registration-success' });
    // The session loads first (the mocked CurrentUser query), in well under a second.
    for (let i = 0; i < 50 && !screen.queryByTestId('registration-countdown'); i++) await act(() => vi.advanceTimersByTimeAsync(5));
    expect(screen.getByText('You will be taken to the start page in 10 seconds.')).toBeTruthy();
    expect(localStorage.getItem('show_welcome_message')).toBe('1');
    for (let i = 0; i < 9; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('You will be taken to the start page in 1 seconds.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/registration-success');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it.each([
    ['invoice', 'Your subscription has started', /your invoices are listed in partner admin under Invoices/],
    ['free', 'Your free account is ready', /choose a paid plan/],
    ['card', 'Payment successful', /subscription is ready/],
  ])('after %s says what happened, not always "Payment successful" (issue #34 point 11)', async (by, title, text) => {
    await renderWithProviders(<RegistrationSuccessPage />, { mocks: [], path: `/registration-success?by=${by}`, route: '/registration-success' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('WelcomeDialog', () => {
  it('welcomes once after payment and forgets the flag when closed', async () => {
    localStorage.setItem('show_welcome_message', '1');
    await renderWithProviders(<WelcomeDialog />, { mocks: [] });
    const button = await screen.findByRole('button', { name: 'Get started' });
    await act(async () => button.click());
    expect(localStorage.getItem('show_welcome_message')).toBeNull();
  });

  it('shows nothing without the flag', async () => {
    await renderWithProviders(<WelcomeDialog />, { mocks: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
