/**
 * The one request helper every screen uses (SPEC 7 "A generic request helper", SPEC 8 request errors).
 * XMLHttpRequest rather than fetch because uploads report progress.
 */
export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A plain object is sent as JSON; FormData and strings as they are. */
  body?: unknown;
  onUploadProgress?: (percent: number) => void;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type RequestErrorKind = 'timeout' | 'abort' | 'network' | 'http';

const MESSAGES: Record<Exclude<RequestErrorKind, 'http'>, string> = {
  timeout: 'Request timed out',
  abort: 'Request was aborted',
  network: 'Network failure',
};

/** A failed request: `status` 0 for network failures, the HTTP status otherwise; `body` is the parsed error body. */
export class RequestError extends Error {
  constructor(
    readonly kind: RequestErrorKind,
    readonly status: number,
    readonly body: unknown = undefined,
  ) {
    super(kind === 'http' ? `HTTP ${status}` : MESSAGES[kind]);
    this.name = 'RequestError';
  }

  /** The server's error code (SPEC 3.5 "a code on error"), when it sent one. */
  get code(): number | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'number' ? code : undefined;
  }
}

function parse(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  const text = xhr.responseText;
  if (type.includes('json')) {
    try {
      return text === '' ? null : JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'GET', url);
    const isJson = options.body !== undefined && !(options.body instanceof FormData) && typeof options.body !== 'string' && !(options.body instanceof URLSearchParams);
    const headers: Record<string, string> = { Accept: 'application/json', ...(isJson ? { 'Content-Type': 'application/json' } : {}), ...options.headers };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
    if (options.onUploadProgress) {
      const report = options.onUploadProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) report(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      // SPEC 7: "status text 204 or 205 gives null".
      if (xhr.status === 204 || xhr.status === 205) return resolve(null as T);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parse(xhr) as T);
      reject(new RequestError('http', xhr.status, parse(xhr)));
    };
    xhr.onerror = () => reject(new RequestError('network', 0));
    xhr.ontimeout = () => reject(new RequestError('timeout', 0));
    xhr.onabort = () => reject(new RequestError('abort', 0));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const body = options.body;
    xhr.send(body === undefined ? null : isJson ? JSON.stringify(body) : (body as XMLHttpRequestBodyInit));
  });
}
