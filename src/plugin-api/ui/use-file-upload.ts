import { useEffect, useRef, useState } from 'react';
import type { FileAnswer } from '../../engine/answer-value';
import { fileTypeFromUrl } from '../../lib/file-size';
import type { QuestionServices } from '../view';

export interface UploadInProgress {
  file: File;
  /** Whole percent, 0 to 100. */
  percent: number;
}

/** What the respondent is told after the last action: a problem (shown as an alert) or an outcome (announced). */
export type UploadOutcome = 'uploaded' | 'cancelled' | 'removed' | 'wrongType' | 'failed' | null;

interface Options {
  upload: QuestionServices['upload'];
  onChange(value: FileAnswer | null): void;
  /** Checked before anything is sent (SPEC 5: flow file questions accept an image or PDF). */
  accepts(file: File): boolean;
}

const clampPercent = (percent: number) => (Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0);

/**
 * One upload at a time (SPEC 4.5: starts, shows progress, can be cancelled; on success stores the url and blob
 * id). A cancelled upload is told apart from a failed one by its own AbortSignal, not by the error it rejects
 * with, and a late result of a cancelled or replaced upload is ignored. Leaving the question cancels.
 */
export function useFileUpload({ upload, onChange, accepts }: Options) {
  const [inProgress, setInProgress] = useState<UploadInProgress | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = async (file: File) => {
    current.current?.abort();
    current.current = null;
    setInProgress(null);
    if (!accepts(file)) return setOutcome('wrongType');
    const controller = new AbortController();
    current.current = controller;
    setOutcome(null);
    setInProgress({ file, percent: 0 });
    try {
      const onProgress = (percent: number) => void (controller.signal.aborted || setInProgress({ file, percent: clampPercent(percent) }));
      const { url, id } = await upload(file, onProgress, controller.signal);
      if (controller.signal.aborted) return;
      // A file the browser gives no type for (some HEIC or PDF pickers) is typed by its name, as SPEC 2.2 does for URLs.
      onChange({ url, blobId: id, name: file.name, type: file.type || fileTypeFromUrl(file.name), size: file.size });
      setOutcome('uploaded');
    } catch {
      if (!controller.signal.aborted) setOutcome('failed');
    } finally {
      if (current.current === controller) {
        current.current = null;
        setInProgress(null);
      }
    }
  };

  const cancel = () => {
    current.current?.abort();
    current.current = null;
    setInProgress(null);
    setOutcome('cancelled');
  };

  const remove = () => {
    onChange(null);
    setOutcome('removed');
  };

  return { inProgress, outcome, start, cancel, remove };
}
