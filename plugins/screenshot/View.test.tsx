import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import type { QuestionServices } from '../../src/plugin-api/view';
import screenshot from './index';

const library = vi.hoisted(() => ({ loads: 0, toPng: vi.fn<(node: HTMLElement, options?: object) => Promise<string>>() }));
vi.mock('html-to-image', () => {
  library.loads += 1;
  return { toPng: library.toPng };
});

const question = { id: 'q-shot', style: 'screenshot', body: { en: 'Show us the problem' } };
const png = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n')}`;

describe('screenshot view', () => {
  beforeEach(() => {
    library.toPng.mockReset();
    library.toPng.mockResolvedValue(png);
  });

  it('is a group named by the question with a "Take a screenshot" button; the library is not loaded before it is pressed', async () => {
    await renderQuestion(screenshot, { question });
    expect(screen.getByRole('group', { name: 'Show us the problem' })).toContainElement(screen.getByRole('button', { name: 'Take a screenshot' }));
    expect(library.loads).toBe(0);
  });

  it('pressed with the keyboard, captures the page, uploads it as PNG with progress and answers with the file', async () => {
    let progress: (percent: number) => void = () => undefined;
    let finish: (r: { url: string; id: string }) => void = () => undefined;
    const upload = vi.fn<QuestionServices['upload']>((_file, onProgress) => new Promise((resolve) => ((progress = onProgress), (finish = resolve))));
    const view = await renderQuestion(screenshot, { question, services: { upload } });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Take a screenshot' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(library.toPng).toHaveBeenCalledWith(document.body, expect.objectContaining({ pixelRatio: 1 }));
    const sent = upload.mock.calls[0]![0];
    expect(sent.type).toBe('image/png');
    expect(sent.name).toMatch(/^screenshot-.*\.png$/);
    progress(60);
    expect(await screen.findByRole('progressbar', { name: `Upload progress of ${sent.name}` })).toHaveAttribute('value', '60');
    expect(screen.getByRole('button', { name: `Cancel uploading ${sent.name}` })).toBeInTheDocument();
    finish({ url: '/uploads/shot.png', id: 'blob-9' });
    await waitFor(() => expect(view.lastAnswer()).toEqual({ url: '/uploads/shot.png', blobId: 'blob-9', name: sent.name, type: 'image/png', size: sent.size }));
    expect(screen.getByRole('img', { name: 'Your screenshot of this page' })).toHaveAttribute('src', '/uploads/shot.png');
    expect(screen.getByRole('button', { name: 'Take another screenshot' })).toBeInTheDocument();
  });

  it('says so when the page cannot be captured, and uploads nothing', async () => {
    library.toPng.mockRejectedValue(new Error('tainted canvas'));
    const upload = vi.fn<QuestionServices['upload']>();
    const view = await renderQuestion(screenshot, { question, services: { upload } });
    await userEvent.click(screen.getByRole('button', { name: 'Take a screenshot' }));
    expect(await screen.findByText('The screenshot could not be taken. Please try again.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(view.answers).toEqual([]);
    expect(screen.getByRole('button', { name: 'Take a screenshot' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a screenshot given earlier; Remove clears the answer and focus goes back to the button', async () => {
    const view = await renderQuestion(screenshot, { question, value: { url: '/uploads/earlier.png', blobId: 'b' } });
    expect(screen.getByRole('img', { name: 'Your screenshot of this page' })).toHaveAttribute('src', '/uploads/earlier.png');
    expect(screen.getByText('earlier.png')).toBeInTheDocument();
    expect(screen.getByText('image/png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove earlier.png' }));
    expect(view.lastAnswer()).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take a screenshot' })).toHaveFocus();
  });
});
