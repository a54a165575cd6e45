import type { QuestionServices } from '../../../plugin-api/view';

/**
 * What question views may ask of the server, answered in the browser: the preview sends nothing. An upload keeps
 * the file as a local address, any verification code is right, a dynamic request fills nothing.
 */
export const previewServices: QuestionServices = {
  upload: async (file, onProgress) => {
    onProgress(100);
    return { url: URL.createObjectURL(file), id: 'preview-upload' };
  },
  sendVerificationCode: async () => 'preview-verification',
  verifyCode: async () => true,
  dynamicRequest: async () => undefined,
  countryCode: undefined,
};
