import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { sendUpload, STORED_NAME, storeUpload, uploadUrl } from '../services/file-store';
import { asFormError } from '../services/multipart-fields';
import { refuseUploadOverLimits, requesterOf } from '../services/upload-limits';

const tooLarge = (limit: number) => new ApiError(413, 'payload_too_large', `The file is larger than the upload limit of ${limit} bytes`);

/** SPEC 7 POST /v2/storage/direct_uploads (images and PDF) and the files it stores. */
export function uploadRoutes(app: FastifyInstance, { storage, config, clock, files }: ServerContext): void {
  app.post('/v2/storage/direct_uploads', { config: { rateLimited: true } }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
    const requester = requesterOf(request.ip);
    await refuseUploadOverLimits({ config, storage, files }, requester, clock());
    const part = await request.file().catch((error: unknown) => {
      throw asFormError(error);
    });
    if (!part) throw badRequest('The form has no file');
    if (part.fieldname !== 'file') throw badRequest('The file goes in the form field "file"');
    // busboy's fileSize limit only truncates and keeps reading the rest of the body; failing the stream at the
    // limit stops the copy at once, and closing the connection stops the client sending the remainder. The limit
    // may already have passed while the part was handed over (one large chunk), hence the check first.
    const refuse = () => part.file.destroy(tooLarge(config.uploadMaxBytes));
    if (part.file.truncated) refuse();
    else part.file.once('limit', refuse);
    try {
      const upload = await storeUpload(part, { files, storage, accept: 'images-and-pdf', now: clock(), requester });
      return { data: { url: uploadUrl(upload), id: upload.id } };
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) {
        reply.header('connection', 'close');
        throw tooLarge(config.uploadMaxBytes);
      }
      throw asFormError(error);
    }
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    // Only names the server generated: no path can be smuggled in.
    const file = STORED_NAME.test(name) ? await files.open(name) : undefined;
    if (!file) throw notFound('File');
    return sendUpload(reply, name, file);
  });
}
