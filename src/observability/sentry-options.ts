import { ERROR_REPORTING } from '../lib/constants';
import { REPORT_DATA_COLLECTION } from '../lib/scrub-report';
import type { ReportingConfig } from './client-config';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** SPEC 9: trace headers go only to our own API (relative calls and this origin's /v1/ and /v2/), never to a third party. */
export function ownApiTargets(origin: string): RegExp[] {
  return [new RegExp(`^${escapeRegExp(origin)}/v[12]/`), /^\/v[12]\//];
}

/**
 * SPEC 9 settings of the browser SDK, as plain values (the SDK itself is loaded only when reporting is on).
 * The previous-trace link: the SDK links a trace to the one before it for up to 1 hour (its fixed
 * PREVIOUS_TRACE_MAX_DURATION, equal to ERROR_REPORTING.previousTraceLinkMs); session storage, because a respondent
 * moves between pages by full loads (/feedback, then /chat).
 */
export function sentryBrowserOptions(config: ReportingConfig, origin: string) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    tracePropagationTargets: ownApiTargets(origin),
    dataCollection: REPORT_DATA_COLLECTION,
    allowUrls: [...config.allowUrls, origin],
    tracing: {
      idleTimeout: ERROR_REPORTING.idleTimeoutMs,
      finalTimeout: ERROR_REPORTING.finalTimeoutMs,
      childSpanTimeout: ERROR_REPORTING.childSpanTimeoutMs,
      linkPreviousTrace: 'session-storage' as const,
    },
  };
}
