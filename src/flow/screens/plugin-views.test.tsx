import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { default as RadioView } from '../../../plugins/radio/View';
import { loadView, useViewsLoaded, viewFor } from './plugin-views';

function State({ styles }: { styles: string[] }) {
  return <p>{useViewsLoaded(styles) ? 'views here' : 'waiting for views'}</p>;
}

describe('question views, fetched per style', () => {
  it('a state waits for the views of its styles, then shows them all at once', async () => {
    render(<State styles={['star', 'nps', 'star']} />);
    expect(screen.getByText('waiting for views')).toBeInTheDocument();
    expect(await screen.findByText('views here')).toBeInTheDocument();
  });

  it('renders a loaded view as the component itself, so showing it never waits on Suspense', async () => {
    expect(viewFor('radio')).not.toBe(RadioView);
    await loadView('radio');
    expect(viewFor('radio')).toBe(RadioView);
    render(<State styles={['radio']} />);
    expect(screen.getByText('views here')).toBeInTheDocument();
  });

  it('has no view for an unknown style, and a state of such styles does not wait', async () => {
    expect(viewFor('no-such-style')).toBeUndefined();
    await expect(loadView('no-such-style')).rejects.toThrow('no view');
    render(<State styles={['no-such-style']} />);
    expect(screen.getByText('views here')).toBeInTheDocument();
  });
});
