// The pure helpers of src/lib that question styles share, so a plugin reaches them through the SDK alone.
export { fileNameFromUrl } from '../lib/file-size';
export { isImage, isImageOrPdf } from '../lib/file-types';
export { isValidEmailList } from '../lib/patterns';
export { DATE_FORMAT_PLACEHOLDER } from '../lib/constants';
