import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import type { QuestionServices } from '../../src/plugin-api/view';
import file from './index';

const question = { id: 'q-receipt', style: 'file', body: { en: 'Your receipt' } };
const pdf = () => new File(['%PDF-1.4 '.repeat(256)], 'receipt.pdf', { type: 'application/pdf' });
const picker = () => screen.getByLabelText(/Choose an image or PDF|Choose another file/) as HTMLInputElement;

/** An upload the test finishes, fails or watches being cancelled. */
function controlledUpload() {
  const calls: { file: File; progress: (percent: number) => void; signal: AbortSignal; resolve: (r: { url: string; id: string }) => void; reject: (e: unknown) => void }[] = [];
  const upload = vi.fn<QuestionServices['upload']>((f, progress, signal) => new Promise((resolve, reject) => void calls.push({ file: f, progress, signal, resolve, reject })));
  return { upload, calls, last: () => calls[calls.length - 1]! };
}

describe('file view', () => {
  it('is a real file input for images and PDFs, named by the question and its button', async () => {
    await renderQuestion(file, { question: { ...question, isRequired: true } });
    const input = picker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(input).toBeRequired();
    expect(screen.getByText('Choose an image or PDF')).toBeVisible();
  });

  it('shows name, size, type and progress while uploading, then gives the uploaded file as the answer', async () => {
    const { upload, last } = controlledUpload();
    const view = await renderQuestion(file, { question, services: { upload } });
    await userEvent.upload(picker(), pdf());
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.25 KB · application/pdf')).toBeInTheDocument();
    last().progress(47);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress of receipt.pdf' })).toHaveAttribute('value', '47'));
    expect(screen.getByText('47%')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 40%');
    expect(view.answers).toEqual([]);
    last().resolve({ url: '/uploads/ab12.pdf', id: 'blob-7' });
    await waitFor(() => expect(view.lastAnswer()).toEqual({ url: '/uploads/ab12.pdf', blobId: 'blob-7', name: 'receipt.pdf', type: 'application/pdf', size: 2304 }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('receipt.pdf uploaded.');
    expect(screen.getByRole('button', { name: 'Remove receipt.pdf' })).toBeInTheDocument();
  });

  it('cancels with the keyboard: the upload is aborted, nothing is answered and focus returns to the picker', async () => {
    const { upload, last } = controlledUpload();
    const view = await renderQuestion(file, { question, services: { upload } });
    await userEvent.upload(picker(), pdf());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel uploading receipt.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(last().signal.aborted).toBe(true);
    expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.');
    // The request helper rejects an aborted upload: that is no failure to report.
    await act(async () => last().reject(new Error('Request was aborted')));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(view.answers).toEqual([]);
  });

  it('ignores the result of a cancelled upload that finished anyway', async () => {
    const { upload, last } = controlledUpload();
    const view = await renderQuestion(file, { question, services: { upload } });
    await userEvent.upload(picker(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel uploading receipt.pdf' }));
    await act(async () => last().resolve({ url: '/uploads/late.pdf', id: 'late' }));
    expect(view.answers).toEqual([]);
    expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file that is neither an image nor a PDF before uploading it', async () => {
    const { upload } = controlledUpload();
    const view = await renderQuestion(file, { question, services: { upload } });
    await userEvent.setup({ applyAccept: false }).upload(picker(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image or PDF file.');
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(upload).not.toHaveBeenCalled();
    expect(view.answers).toEqual([]);
  });

  it('says the generic message when the upload fails and leaves the answer empty', async () => {
    const upload = vi.fn<QuestionServices['upload']>(() => Promise.reject(new Error('HTTP 500')));
    const view = await renderQuestion(file, { question, services: { upload } });
    await userEvent.upload(picker(), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Your answer could not be validated, please check again.')).toBeInTheDocument();
    expect(view.answers).toEqual([]);
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
  });

  it('shows an answer given earlier with the name and type read from its URL; Remove clears it', async () => {
    const view = await renderQuestion(file, { question, value: { url: 'https://cdn.example.com/uploads/My%20scan.PDF?sig=1', blobId: 'b1' } });
    expect(screen.getByText('My scan.PDF')).toBeInTheDocument();
    expect(screen.getByText('application/pdf')).toBeInTheDocument();
    expect(screen.getByText('Choose another file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove My scan.PDF' }));
    expect(view.lastAnswer()).toBeNull();
    expect(screen.queryByText('My scan.PDF')).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
  });

  it('cancels the upload when the question goes away', async () => {
    const { upload, last } = controlledUpload();
    const view = await renderQuestion(file, { question, services: { upload } });
    await userEvent.upload(picker(), pdf());
    view.unmount();
    expect(last().signal.aborted).toBe(true);
  });
});
