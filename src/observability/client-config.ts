/**
 * Error reporting settings the server writes into the page (SENTRY_DSN, SENTRY_ENVIRONMENT, SENTRY_RELEASE,
 * SENTRY_ALLOWED_URLS): a meta tag, because the CSP forbids inline scripts and a call would cost every respondent a
 * round trip. The server fills it only when reporting is on (a DSN in production), so its absence means "off".
 */
export interface ReportingConfig {
  dsn: string;
  environment: string;
  release?: string;
  /** The provider's own domains (hosts or URL prefixes): errors thrown elsewhere are not reported (SPEC 9). */
  allowUrls: string[];
}

export const REPORTING_META = 'canvass:reporting';

export function readReportingConfig(doc: Document | undefined = globalThis.document): ReportingConfig | undefined {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${REPORTING_META}"]`)?.content;
  if (!content) return undefined;
  try {
    const value = JSON.parse(content) as Partial<ReportingConfig>;
    if (typeof value.dsn !== 'string' || !/^https?:\/\//.test(value.dsn)) return undefined;
    return {
      dsn: value.dsn,
      environment: typeof value.environment === 'string' ? value.environment : 'production',
      release: typeof value.release === 'string' ? value.release : undefined,
      allowUrls: Array.isArray(value.allowUrls) ? value.allowUrls.filter((u): u is string => typeof u === 'string') : [],
    };
  } catch {
    return undefined;
  }
}
