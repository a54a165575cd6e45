// The browser SDK, in a chunk of its own: only a page whose server configured reporting downloads it (reporter.ts).
import { browserTracingIntegration, captureException, captureReactException, init, type BrowserOptions, type Breadcrumb, type ErrorEvent } from '@sentry/react';
import { scrubReport, scrubSpan } from '../lib/scrub-report';
import { ChunkLoadError } from './chunk-load';
import type { ReportingConfig } from './client-config';
import { shouldReport } from './event-filter';
import { recentActions } from './recent-actions';
import { sentryBrowserOptions } from './sentry-options';

export interface SentryOverrides {
  /** Tests hand in a transport that records envelopes instead of sending them. */
  transport?: BrowserOptions['transport'];
  origin?: string;
}

/** SPEC 9: the last 40 dispatched actions, merged into the SDK's own breadcrumbs (requests, console, clicks) by time. */
function withActions(event: ErrorEvent): ErrorEvent {
  const actions: Breadcrumb[] = recentActions.items().map(({ type, timestamp, data }) => ({ type: 'default', category: 'action', message: type, timestamp, data }));
  const breadcrumbs = [...(event.breadcrumbs ?? []), ...actions].sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0));
  return { ...event, breadcrumbs };
}

export function initBrowserSentry(config: ReportingConfig, overrides: SentryOverrides = {}): void {
  const { tracing, allowUrls, ...options } = sentryBrowserOptions(config, overrides.origin ?? location.origin);
  init({
    ...options,
    integrations: (defaults) => [...defaults, browserTracingIntegration(tracing)],
    // Filter first (no point scrubbing what is dropped), then add the actions and scrub the whole event.
    beforeSend: (event) => (shouldReport(event, allowUrls) ? scrubReport(withActions(event)) : null),
    // Spans stream one by one (the SDK's default trace lifecycle): each is scrubbed as it leaves.
    beforeSendSpan: (span) => scrubSpan(span),
    ...(overrides.transport ? { transport: overrides.transport } : {}),
  });
}

export interface ErrorContext {
  /** React's component stack, when a boundary caught the error. */
  componentStack?: string;
}

export function captureError(error: unknown, context: ErrorContext = {}): void {
  const hint = error instanceof ChunkLoadError ? { tags: { chunk_load: error.type }, extra: { chunk: error.chunkId, request: error.request } } : undefined;
  if (context.componentStack !== undefined) captureReactException(error, { componentStack: context.componentStack }, hint);
  else captureException(error, hint);
}
