// Reads a server's /metrics through a Prometheus text-format parser, as a scraper would.
import parsePrometheusTextFormat, { type PrometheusFamily, type PrometheusSample } from 'parse-prometheus-text-format';

export interface Scrape {
  families: PrometheusFamily[];
  family(name: string): PrometheusFamily | undefined;
  /** The counter or gauge sample of `name` whose labels include `labels`, if any. */
  sample(name: string, labels?: Record<string, string>): PrometheusSample | undefined;
  /** A counter's or gauge's value, 0 when the series does not exist yet. */
  value(name: string, labels?: Record<string, string>): number;
  /** A histogram series' count and sum (0 when it does not exist yet). */
  histogram(name: string, labels?: Record<string, string>): { count: number; sum: number };
}

const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The parser flattens a histogram with labels into one sample without them (it was written for unlabelled ones),
 * so histogram series are read from their `_count` and `_sum` lines; the parser still checks the whole text.
 */
function histogramLine(text: string, series: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== series) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

export async function scrape(server: { url: string }, headers: Record<string, string> = {}): Promise<Scrape> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const families = parsePrometheusTextFormat(text);
  const family = (name: string) => families.find((f) => f.name === name);
  const sample = (name: string, labels: Record<string, string> = {}) =>
    family(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return {
    families,
    family,
    sample,
    value: (name, labels) => Number(sample(name, labels)?.value ?? 0),
    histogram: (name, labels = {}) => ({ count: histogramLine(text, `${name}_count`, labels), sum: histogramLine(text, `${name}_sum`, labels) }),
  };
}
