import { ROUTES } from '@fanpass/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';
import { routes } from './router';

/** Every route object under the shell, the home tabs included. */
function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('the route table (spec §2: all routes load lazily)', () => {
  // The fan's shell and its screens, and the console's layout and its sections: each lazy.
  const shell = routes.find((route) => route.path === ROUTES.root)!;
  const consoleLayout = routes.find((route) => route.path === '/console')!;
  const screens = [
    ...allRoutes(shell.children ?? []),
    consoleLayout,
    ...allRoutes(consoleLayout.children ?? []),
  ].filter((route) => route.path && route.path !== '*');

  it('loads every screen as its own chunk, none in the first bundle', () => {
    expect(screens.length).toBeGreaterThan(40);
    for (const route of screens) {
      expect({ path: route.path, lazy: typeof route.lazy }).toEqual({ path: route.path, lazy: 'function' });
      expect({ path: route.path, element: route.element, Component: route.Component }).toEqual({
        path: route.path,
        element: undefined,
        Component: undefined,
      });
    }
  });

  it('has a screen for each route of the spec’s table', () => {
    const paths = new Set(screens.map((route) => route.path));
    for (const path of [ROUTES.sign, ROUTES.signIn, ROUTES.shareTransfer, ROUTES.notFound, ROUTES.repair]) {
      expect(paths).toContain(path);
    }
  });

  it('loads a screen’s chunk only when the screen is opened', async () => {
    const ticket = screens.find((route) => route.path === ROUTES.shareTransfer)!;
    const lazy = ticket.lazy as () => Promise<{ Component: unknown }>;
    const loaded = await lazy();
    expect(typeof loaded.Component).toBe('function');
  });
});

describe('routing errors (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a routing error to the console and offers the way home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new Error('chunk failed to load');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: () => {
            throw broken;
          },
          element: <p>never shown</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[route-error]', broken));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
  });
});
