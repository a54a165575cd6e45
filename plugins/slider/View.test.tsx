import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import slider from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'volume', style: 'slider', body: { en: 'How loud?' }, min: 0, max: 10, ...extra });
const labelled = (ids: { input: string }) => {
  // The flow screen draws <label for=input> for control-labelled styles; the test harness does not.
  const label = document.body.appendChild(document.createElement('label'));
  label.htmlFor = ids.input;
  label.textContent = 'How loud?';
  return () => label.remove();
};

describe('slider view', () => {
  it('is a native slider named by the question, with its min, max and step', async () => {
    const view = await renderQuestion(slider, { question: question({ min: 10, max: 50, step: 5 }) });
    const unlabel = labelled(view.ids);
    const input = screen.getByRole('slider', { name: 'How loud?' });
    expect(input).toHaveAttribute('type', 'range');
    expect(input).toHaveAttribute('min', '10');
    expect(input).toHaveAttribute('max', '50');
    expect(input).toHaveAttribute('step', '5');
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.getByText('50')).toBeInTheDocument();
    unlabel();
  });

  it('says it is not answered until the respondent moves it, to the eye and to a screen reader', async () => {
    const view = await renderQuestion(slider, { question: question() });
    const input = screen.getByRole('slider');
    expect(screen.getByText('Not answered yet: move the slider', { selector: 'output' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-valuetext', 'Not answered yet: move the slider');
    expect(input).toHaveValue('5');
    expect(view.answers).toEqual([]);
  });

  it('while dragged shows the value without answering; the answer is given on change', async () => {
    const view = await renderQuestion(slider, { question: question() });
    const input = screen.getByRole('slider');
    fireEvent.input(input, { target: { value: '3' } });
    expect(screen.getByText('Value: 3')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-valuetext', '3');
    expect(view.answers).toEqual([]);
    fireEvent.input(input, { target: { value: '8' } });
    fireEvent.change(input, { target: { value: '8' } });
    expect(view.answers).toEqual([8]);
    expect(screen.getByText('Value: 8')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-valuetext', '8');
  });

  it('is answered with the keyboard alone: Enter on the resting thumb accepts the middle value', async () => {
    const view = await renderQuestion(slider, { question: question({ min: 1, max: 4 }) });
    await userEvent.tab();
    expect(screen.getByRole('slider')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The middle of 1..4 on whole steps: the value the thumb shows, not 2.5.
    expect(view.lastAnswer()).toBe(3);
    expect(screen.getByText('Value: 3')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(view.answers).toEqual([3]);
  });

  it('a click on the resting thumb answers with the value it shows', async () => {
    const view = await renderQuestion(slider, { question: question({ min: 0, max: 1, step: 0.1 }) });
    await userEvent.click(screen.getByRole('slider'));
    expect(view.lastAnswer()).toBe(0.5);
  });

  it('an optional answer is cleared with a button, and focus returns to the slider', async () => {
    const view = await renderQuestion(slider, { question: question(), value: 7 });
    expect(screen.getByText('Value: 7')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear answer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(view.lastAnswer()).toBeNull();
    expect(screen.getByRole('slider')).toHaveFocus();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Not answered yet: move the slider');
    expect(screen.queryByRole('button', { name: 'Clear answer' })).not.toBeInTheDocument();
  });

  it('a required answer offers no clearing; an invalid one points at its error', async () => {
    const view = await renderQuestion(slider, { question: question({ isRequired: true }), value: 4, invalid: true });
    expect(screen.queryByRole('button', { name: 'Clear answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('slider').getAttribute('aria-describedby')).toContain(view.ids.error);
  });

  it('speaks the flow language for its end labels and the interface language for its own texts', async () => {
    await renderQuestion(slider, { question: question({ extra: { min_label: { en: 'Quiet', tr: 'Sessiz' }, max_label: { en: 'Loud', tr: 'Yüksek' } } }), language: 'tr' });
    expect(screen.getByText('0 Sessiz')).toBeInTheDocument();
    expect(screen.getByText('10 Yüksek')).toBeInTheDocument();
  });
});
