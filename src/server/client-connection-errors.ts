import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from './api-error';

type ConnectionError = Error & { code?: string };

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over the size limit, a request that
 * never finished, bytes that are not HTTP). Fastify's default answer has no `code`; this one keeps the SPEC 8 shape
 * `{code, error, message}` every other refusal has, so a client reads all errors one way.
 */
export function answerClientConnectionError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(rawAnswer(error));
  socket.destroy(error);
}

function rawAnswer(error: ConnectionError): string {
  const { status, name, message } = refusalOf(error);
  const body = JSON.stringify({ code: ERROR_CODES[name], error: name, message });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

function refusalOf(error: ConnectionError): { status: number; name: keyof typeof ERROR_CODES; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, name: 'headers_too_large', message: 'The request headers are larger than the server accepts.' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, name: 'request_timeout', message: 'The request took too long to arrive.' };
  return { status: 400, name: 'invalid_request', message: 'The request is not valid HTTP.' };
}
