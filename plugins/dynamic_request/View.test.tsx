import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import dynamicRequest from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'order', style: 'dynamic_request', body: { en: 'Order number' }, ...extra });
const deferred = () => {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('dynamic_request view', () => {
  it('is a text box named by the question with a "Look up" button', async () => {
    const view = await renderQuestion(dynamicRequest, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'Order number';
    expect(screen.getByRole('textbox', { name: 'Order number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look up' })).toBeInTheDocument();
    label.remove();
  });

  it('gives the text as typed, null once emptied', async () => {
    const view = await renderQuestion(dynamicRequest, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'A-42');
    expect(view.lastAnswer()).toBe('A-42');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('looks the answer up with the question id, busy meanwhile, then says it was filled in', async () => {
    const call = deferred();
    const lookUp = vi.fn(() => call.promise);
    await renderQuestion(dynamicRequest, { question: question(), services: { dynamicRequest: lookUp } });
    await userEvent.type(screen.getByRole('textbox'), 'A-42');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(lookUp).toHaveBeenCalledWith('order', 'A-42');
    expect(screen.getByRole('status')).toHaveTextContent('Looking up…');
    expect(screen.getByRole('button', { name: 'Look up' })).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy sends nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(lookUp).toHaveBeenCalledTimes(1);
    call.resolve();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Filled in from your answer.'));
    expect(screen.getByRole('button', { name: 'Look up' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the SPEC message when the lookup is refused, read with the field, and lets the respondent retry', async () => {
    const lookUp = vi.fn().mockRejectedValueOnce(new Error('HTTP 422')).mockResolvedValueOnce(undefined);
    await renderQuestion(dynamicRequest, { question: question(), services: { dynamicRequest: lookUp } });
    await userEvent.type(screen.getByRole('textbox'), 'B-7');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your answer could not be validated, please check again.'));
    expect(screen.queryByText('HTTP 422')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining('Your answer could not be validated'));
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Filled in from your answer.'));
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('is used with the keyboard alone: Enter in the field looks up, Tab reaches the button', async () => {
    const lookUp = vi.fn(async () => undefined);
    await renderQuestion(dynamicRequest, { question: question(), services: { dynamicRequest: lookUp } });
    await userEvent.tab();
    await userEvent.keyboard('C-1{Enter}');
    expect(lookUp).toHaveBeenCalledWith('order', 'C-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Filled in from your answer.'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Look up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while the field is empty', async () => {
    const lookUp = vi.fn(async () => undefined);
    await renderQuestion(dynamicRequest, { question: question(), services: { dynamicRequest: lookUp } });
    expect(screen.getByRole('button', { name: 'Look up' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('forgets a lookup overtaken by an edit: its outcome is not shown for the new text', async () => {
    const call = deferred();
    await renderQuestion(dynamicRequest, { question: question(), services: { dynamicRequest: () => call.promise } });
    await userEvent.type(screen.getByRole('textbox'), 'D-1');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await userEvent.type(screen.getByRole('textbox'), '0');
    call.reject(new Error('not found'));
    await call.promise.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Look up' })).not.toHaveAttribute('aria-disabled');
  });
});
