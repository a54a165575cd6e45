import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import { demoFlow } from '../logic/test-flow';
import { expectNoAxeViolations, renderPanel } from '../logic/test-panel';
import { JsonTab } from './JsonTab';
import { keepUnsavedText } from './unsaved-text';

beforeEach(() => keepUnsavedText('demo-flow', undefined));

const area = () => screen.getByRole('textbox', { name: 'JSON' }) as HTMLTextAreaElement;
const type = (text: string) => act(() => void fireEvent.change(area(), { target: { value: text } }));

describe('JsonTab', () => {
  it('shows the draft as formatted JSON with line numbers', async () => {
    const { container } = renderPanel(JsonTab, demoFlow());
    expect(JSON.parse(area().value)).toEqual(demoFlow());
    const lines = area().value.split('\n');
    expect(lines[1]).toBe('  "id": "demo-flow",');
    // Small objects of plain values stay on one line.
    expect(lines).toContain('                "body": { "en": "It was slow", "tr": "Yavaştı" }');
    // The gutter spans every line and draws the ones in view.
    expect(container.querySelector<HTMLElement>('.cv-json__numbers')!.style.blockSize).toBe(`${lines.length * 1.5}em`);
    expect(container.querySelector('.cv-json__visible')!.textContent!.startsWith('1\n2\n3\n')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Valid JSON, same as the draft.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('lists a syntax error with its line, marks the line, and does not apply until it is fixed', async () => {
    const user = userEvent.setup();
    const { record, container } = renderPanel(JsonTab, demoFlow());
    const lines = area().value.split('\n');
    lines[1] = '  "id": "demo-flow"'; // the comma after it is gone
    await type(lines.join('\n'));
    expect(screen.getByRole('status')).toHaveTextContent('1 error: fix it to apply.');
    const errors = screen.getByRole('list', { name: 'Errors in the JSON' });
    expect(within(errors).getByRole('button')).toHaveTextContent('Line 3, column 3: A comma is expected.');
    expect([...container.querySelectorAll('.cv-json__mark')].map((m) => m.textContent)).toEqual(['3']);
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoAxeViolations(container);

    // Choosing the error puts the caret there.
    await user.click(within(errors).getByRole('button'));
    expect(document.activeElement).toBe(area());
    expect(area().selectionStart).toBe(lines[0]!.length + 1 + lines[1]!.length + 1 + 2);
    expect(record.edits).toHaveLength(0);
  });

  it('names a schema error\'s place in the flow and its line', async () => {
    renderPanel(JsonTab, demoFlow());
    await type(area().value.replace('"style": "checklist"', '"style": "Checklist!"'));
    const line = area().value.split('\n').findIndex((l) => l.includes('Checklist!')) + 1;
    expect(within(screen.getByRole('list', { name: 'Errors in the JSON' })).getByRole('button'))
      .toHaveTextContent(`Line ${line}, column 13: State “What went wrong” › question “What went wrong?” › field “style”: Is not in the expected form.`);
  });

  it('applies valid JSON as one edit that replaces the draft', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(JsonTab, demoFlow());
    const changed = produce(demoFlow(), (f) => {
      f.name = 'Renamed';
      delete f.allowSavingIncompleteSurvey;
      f.transitions!.pop();
    });
    await type(JSON.stringify(changed, null, 2));
    expect(screen.getByRole('status')).toHaveTextContent('Valid: apply to replace the draft.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(record.edits.map((e) => e.label)).toEqual(['edit as JSON']);
    expect(record.flow).toEqual(changed);
    expect(screen.getByRole('status')).toHaveTextContent('Valid JSON, same as the draft.');
  });

  it('keeps text not applied when the draft changes elsewhere, and when the tab is opened again', async () => {
    const user = userEvent.setup();
    const { record, unmount } = renderPanel(JsonTab, demoFlow());
    const broken = area().value.replace('"Welcome"', '"Welcome');
    await type(broken);
    // Another panel edits the draft meanwhile: the text being fixed stays, and the tab warns that applying it
    // would replace that change.
    act(() => record.editElsewhere((f) => void (f.name = 'Renamed elsewhere')));
    expect(record.flow.name).toBe('Renamed elsewhere');
    expect(area().value).toBe(broken);
    expect(screen.getByText(/The draft changed elsewhere since you began typing here/)).toBeInTheDocument();
    unmount();
    renderPanel(JsonTab, demoFlow());
    expect(area().value).toBe(broken);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(JSON.parse(area().value)).toEqual(demoFlow());
  });

  it('applies with Ctrl+Enter from the text', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(JsonTab, demoFlow());
    await type(area().value.replace('"Canvass demo: visit feedback"', '"Renamed"'));
    area().focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(record.flow.name).toBe('Renamed');
    expect(record.edits).toHaveLength(1);
  });
});
