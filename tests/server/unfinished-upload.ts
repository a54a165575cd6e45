import { request as httpRequest } from 'node:http';

export interface UnfinishedUploadAnswer {
  status: number | undefined;
  connection: string | undefined;
  body: string;
}

/**
 * Posts a multipart form with `fields`, then `bytes` of the file in `fileField`, and neither finishes the file nor
 * the request: a large upload as the server sees it while it is still arriving. Resolves with the server's answer.
 */
export function unfinishedUpload(url: string, { fields = {}, fileField, bytes }: { fields?: Record<string, string>; fileField: string; bytes: Buffer }): Promise<UnfinishedUploadAnswer> {
  const boundary = 'canvass-test-boundary';
  const head = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')
    + `--${boundary}\r\ncontent-disposition: form-data; name="${fileField}"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    // The server closes the connection after refusing, so writes still queued may fail; only the answer matters.
    request.on('error', () => undefined);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode, connection: response.headers.connection, body });
      });
      response.on('error', reject);
    });
    request.write(head);
    request.write(bytes);
  });
}
