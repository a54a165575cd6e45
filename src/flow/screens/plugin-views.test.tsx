import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../../plugins';
import { default as RadioView } from '../../../plugins/radio/View';
import { PluginRegistryProvider } from '../plugin-registry';
import { useViewsLoaded, viewsOf } from './plugin-views';

function State({ styles }: { styles: string[] }) {
  return <p>{useViewsLoaded(styles) ? 'views here' : 'waiting for views'}</p>;
}

const renderState = (styles: string[], registry = plugins) => render(<PluginRegistryProvider registry={registry}><State styles={styles} /></PluginRegistryProvider>);

describe('question views, fetched per style', () => {
  const { loadView, viewFor } = viewsOf(plugins);

  it('a state waits for the views of its styles, then shows them all at once', async () => {
    renderState(['star', 'nps', 'star']);
    expect(screen.getByText('waiting for views')).toBeInTheDocument();
    expect(await screen.findByText('views here')).toBeInTheDocument();
  });

  it('renders a loaded view as the component itself, so showing it never waits on Suspense', async () => {
    expect(viewFor('radio')).not.toBe(RadioView);
    await loadView('radio');
    expect(viewFor('radio')).toBe(RadioView);
    renderState(['radio']);
    expect(screen.getByText('views here')).toBeInTheDocument();
  });

  it('has no view for an unknown style, and a state of such styles does not wait', async () => {
    expect(viewFor('no-such-style')).toBeUndefined();
    await expect(loadView('no-such-style')).rejects.toThrow('no view');
    renderState(['no-such-style']);
    expect(screen.getByText('views here')).toBeInTheDocument();
  });

  it('knows only the styles of its own registry', async () => {
    const { radio } = plugins;
    const onlyRadio = { radio: radio! };
    await expect(viewsOf(onlyRadio).loadView('star')).rejects.toThrow('no view');
    renderState(['star'], onlyRadio);
    expect(screen.getByText('views here')).toBeInTheDocument();
  });
});
