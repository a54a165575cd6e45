import type { ReportingConfig } from '../../observability/client-config';
import type { ServerConfig } from '../config';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the page needs to report errors (src/observability/client-config.ts); nothing when reporting is off. */
function browserReportingConfig(config: ServerConfig): ReportingConfig | undefined {
  const { reporting } = config;
  return reporting && { dsn: reporting.dsn, environment: reporting.environment, release: reporting.release, allowUrls: reporting.allowUrls };
}

/**
 * Fills the page's `canvass:reporting` meta tag (the build may have dropped its quotes and empty value). Off,
 * the tag stays empty and the page never loads the reporting SDK.
 */
export function withReportingMeta(html: string, config: ServerConfig): string {
  const reporting = browserReportingConfig(config);
  if (!reporting) return html;
  return html.replace(/(<meta name="?canvass:reporting"? content)(="")?/, (_m, start: string) => `${start}="${escapeAttribute(JSON.stringify(reporting))}"`);
}

/** The reporting service's origin, which the page's CSP must let it send to. */
export function reportingOrigin(config: ServerConfig): string | undefined {
  return config.reporting ? new URL(config.reporting.dsn).origin : undefined;
}
