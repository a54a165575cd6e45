import type { FastifyReply } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { storeUpload, uploadUrl } from '../services/file-store';
import type { ChatAttachmentRecord } from '../storage/storage';

/**
 * Stores the image of a chat message (customer or agent; SPEC 5: images only) and returns the attachment the
 * timeline shows. An oversized file is refused at the limit, not after the rest has arrived: the stream fails
 * at once and the connection closes, so the client stops sending (issue #8).
 */
export async function storeChatAttachment(part: MultipartFile, reply: FastifyReply, { storage, config, clock, files }: ServerContext): Promise<ChatAttachmentRecord> {
  const refuse = () => {
    reply.header('connection', 'close');
    part.file.destroy(new ApiError(413, 'payload_too_large', `The image is larger than the upload limit of ${config.uploadMaxBytes} bytes`));
  };
  // The limit may have been reached already while the caller checked access.
  if (part.file.truncated) refuse();
  else part.file.once('limit', refuse);
  const upload = await storeUpload(part, { files, storage, accept: 'images', now: clock(), claimed: true });
  return { url: uploadUrl(upload), name: upload.originalName, content_type: upload.contentType };
}
