import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import star from './index';

const question = { id: 'q-stars', style: 'star', body: { en: 'Rate us' }, max: 5 };

describe('star view', () => {
  it('answers with the star clicked and shows it chosen', async () => {
    const view = await renderQuestion(star, { question });
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(view.lastAnswer()).toBe(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is answered with the keyboard alone: arrows move and choose', async () => {
    const view = await renderQuestion(star, { question });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(view.lastAnswer()).toBe(2);
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
  });

  it('is one labelled radio group', async () => {
    await renderQuestion(star, { question });
    expect(screen.getByRole('radiogroup', { name: 'Rate us' })).toBeInTheDocument();
  });
});
