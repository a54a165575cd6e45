/** Posts JSON to an endpoint a flow names, with a time limit; never throws, the outcome is data. */
export async function forwardJson(url: string, body: unknown, timeoutMs = 5000): Promise<{ ok: true; status: number; data: unknown } | { ok: false; message: string }> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, message: 'Only http and https endpoints can be called' };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the text is the answer.
    }
    return { ok: true, status: response.status, data };
  } catch (error) {
    const name = (error as Error).name;
    return { ok: false, message: name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : 'The endpoint could not be reached' };
  }
}
