import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import en from '../locales/en.json';
import { lazyScreen } from './lazy-screen';

i18n.addResourceBundle('en', 'console', en);

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

const renderIt = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('a lazy console screen', () => {
  it('shows a spinner until its chunk arrives, then the screen with its props', async () => {
    let arrive!: () => void;
    const Screen = lazyScreen('greeting', () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = () => resolve({ default: Greeting }))));
    renderIt(<Screen name="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders at once, with no spinner, when its chunk was preloaded', async () => {
    const Screen = lazyScreen('greeting', async () => ({ default: Greeting }));
    await Screen.preload();
    renderIt(<Screen name="Grace" />);
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the screen did not load and loads it on "Try again"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost/Greeting.1a2b.js'))
      .mockResolvedValue({ default: Greeting });
    const Screen = lazyScreen<{ name: string }>('greeting', load);
    renderIt(<Screen name="Linus" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen did not load. Check the connection and try again.');
    expect(error).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Linus' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
