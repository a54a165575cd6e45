import type { ReportingConfig } from './client-config';
import { loadChunk } from './chunk-load';
import type { ErrorContext, SentryOverrides } from './sentry-browser';

type SentryModule = typeof import('./sentry-browser');

let sentry: Promise<SentryModule> | undefined;

/**
 * Turns error reporting on when the server configured it (readReportingConfig). The SDK is fetched here, lazily, so
 * a respondent on a server without reporting never downloads it.
 */
export function startErrorReporting(config: ReportingConfig | undefined, overrides?: SentryOverrides): void {
  if (!config || sentry) return;
  sentry = loadChunk('error-reporting', () => import('./sentry-browser')).then((module) => {
    module.initBrowserSentry(config, overrides);
    return module;
  });
}

/**
 * Reports an error caught by the page: to the error-reporting service when it is on, else to the console as SPEC 8
 * words it ("Outside error-reporting mode errors are logged as 'Caught an exception!'"), also when the SDK itself
 * could not be loaded (an ad blocker, say).
 */
export function reportException(error: unknown, context: ErrorContext = {}): void {
  const toConsole = () => console.error('Caught an exception!', error);
  if (!sentry) return toConsole();
  sentry.then((module) => module.captureError(error, context), toConsole);
}
