/**
 * A refused or failed API call as the console shows it: the HTTP status, the API's error name (`sign_in_failed`,
 * `weak_password`...; `network` when no answer came), the API's message for people, and Retry-After when sent.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * The data of a successful call of the generated client; anything else becomes an ApiFailure, so effects fail with
 * one shape whatever went wrong.
 */
export async function expectOk<R extends { response: Response; error?: unknown }>(call: Promise<R>): Promise<DataOf<R>> {
  let answer: R;
  try {
    answer = await call;
  } catch (error) {
    throw new ApiFailure(0, 'network', error instanceof Error ? error.message : String(error));
  }
  const { response } = answer;
  if (response.ok) return (answer as { data?: unknown }).data as DataOf<R>;
  const body = answer.error as { error?: unknown; message?: unknown } | undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiFailure(
    response.status,
    typeof body?.error === 'string' ? body.error : `http_${response.status}`,
    typeof body?.message === 'string' ? body.message : '',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}
