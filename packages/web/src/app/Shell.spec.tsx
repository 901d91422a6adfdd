import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPublicSiteUrl } from './client-config';
import { resetNavigationMemory } from './navigation/use-navigation-guard';
import { Shell } from './Shell';

const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;
const startWidth = window.innerWidth;

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

/** A screen with state of its own: what the fan typed. */
function Typed() {
  return <input aria-label="note" defaultValue="" />;
}

function renderShell() {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '/typed-screen', element: <Typed /> }] }],
    { initialEntries: ['/typed-screen'] },
  );
  // Nothing is fetched in this test: every query fails at once instead of retrying.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the shell across the desktop breakpoint', () => {
  beforeEach(() => {
    // No public site: the desktop layout shows the SPA's own screens.
    setPublicSiteUrl(null);
    resetNavigationMemory();
  });

  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: startWidth });
  });

  it('keeps the screen, and what was typed on it, when the layout switches to desktop and back', () => {
    resizeTo(PHONE_WIDTH);
    const { container } = renderShell();
    expect(container.querySelector('.frame--phone')).not.toBeNull();
    const field = screen.getByLabelText<HTMLInputElement>('note');
    fireEvent.change(field, { target: { value: 'Section A, row 3' } });

    resizeTo(DESKTOP_WIDTH);
    expect(container.querySelector('.frame--desktop')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toBeNull();
    expect(screen.getByLabelText('note')).toBe(field);
    expect(field.value).toBe('Section A, row 3');

    resizeTo(PHONE_WIDTH);
    expect(container.querySelector('.frame--phone')).not.toBeNull();
    expect(screen.getByLabelText('note')).toBe(field);
    expect(field.value).toBe('Section A, row 3');
  });
});
