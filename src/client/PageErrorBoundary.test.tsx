import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkLoadError, loadChunk } from '../observability/chunk-load';
import { PageErrorBoundary } from './PageErrorBoundary';

afterEach(() => vi.restoreAllMocks());

/** A screen whose chunk the browser could not fetch, as main.tsx loads its screens. */
const BrokenScreen = lazy(() =>
  loadChunk('flow-page', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/flow-page.1a2b3c.js'))).then(() => ({ default: () => null })),
);

describe('PageErrorBoundary', () => {
  it('shows the translated message and a reload when a screen chunk fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <PageErrorBoundary onReload={reload}>
        <Suspense fallback={null}>
          <BrokenScreen />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('System error: Something went wrong. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // SPEC 8: outside error-reporting mode the error goes to the console as "Caught an exception!".
    const caught = logged.mock.calls.find(([first]) => first === 'Caught an exception!');
    expect(caught?.[1]).toBeInstanceOf(ChunkLoadError);
    expect(caught?.[1]).toMatchObject({ message: 'Loading chunk flow-page failed.', type: 'error', request: 'http://localhost:3000/flow-page.1a2b3c.js' });
  });

  it('shows the message for an error thrown while rendering, and its children otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Thrower = (): never => {
      throw new Error('render failed');
    };
    const { unmount } = render(<PageErrorBoundary><p>fine</p></PageErrorBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
    unmount();
    render(<PageErrorBoundary><Thrower /></PageErrorBoundary>);
    expect(screen.getByRole('alert')).toHaveTextContent('System error');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
