import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import type { FlowQuestion } from '../../src/types/schemas';
import customerSchema from './index';

const form = (schema: Record<string, unknown>): FlowQuestion => ({ id: 'q-about', style: 'customer_schema', body: { en: 'About you' }, extra: { customer_schema: schema } });
const profile = form({
  type: 'object',
  title: 'Customer profile',
  properties: {
    city: { type: 'string', title: 'City', description: 'Where you live' },
    visits: { type: 'integer', title: 'Visits a month' },
    plan: { type: 'string', title: 'Plan', enum: ['basic', 'plus'] },
    newsletter: { type: 'boolean', title: 'Send me the newsletter' },
    address: { type: 'object', title: 'Address', properties: { street: { type: 'string', title: 'Street' } } },
  },
});

describe('customer_schema view', () => {
  it('is a group named by the question, with a labelled control for each schema title and no submit button', async () => {
    await renderQuestion(customerSchema, { question: profile });
    expect(screen.getByRole('group', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Where you live');
    expect(screen.getByRole('spinbutton', { name: 'Visits a month' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Address' })).toContainElement(screen.getByRole('textbox', { name: 'Street' }));
    // The question already names the form: the schema's own title is not drawn again, and the flow moves on.
    expect(screen.queryByText('Customer profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the form values as they are typed and chosen, with the keyboard alone', async () => {
    const view = await renderQuestion(customerSchema, { question: profile });
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await userEvent.keyboard('Izmir');
    await userEvent.tab();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'plus');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(view.lastAnswer()).toEqual({ city: 'Izmir', visits: 3, plan: 'plus', newsletter: true }));
  });

  it('gives no answer (null) when every field is emptied again', async () => {
    const view = await renderQuestion(customerSchema, { question: profile, value: { city: 'Izmir' } });
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Izmir');
    await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
    await waitFor(() => expect(view.lastAnswer()).toBeNull());
  });

  it('lists have worded, working buttons instead of blank icons', async () => {
    const view = await renderQuestion(customerSchema, { question: form({ type: 'object', properties: { phones: { type: 'array', title: 'Other phones', items: { type: 'string', title: 'Phone' } } } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '555');
    await waitFor(() => expect(view.lastAnswer()).toEqual({ phones: ['555'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(view.lastAnswer()).toBeNull());
  });

  it('keeps field ids apart from the group id', async () => {
    const view = await renderQuestion(customerSchema, { question: profile });
    expect(document.querySelectorAll(`[id="${view.ids.input}"]`)).toHaveLength(1);
  });
});
