/**
 * The upload card's and status's strings in English (the fallback). They keep the file style's namespace, so each
 * locale file translates them once, under `plugins.file`, for both styles that upload (file and screenshot). The
 * refusal and failure texts are the SPEC 5 user messages of the core locale files (validation.*).
 */
export const uploadMessages = {
  cancel: 'Cancel',
  cancelFile: 'Cancel uploading {{name}}',
  remove: 'Remove',
  removeFile: 'Remove {{name}}',
  progress: 'Upload progress of {{name}}',
  percent: '{{percent}}%',
  uploading: 'Uploading {{percent}}%',
  uploaded: '{{name}} uploaded.',
  cancelled: 'Upload cancelled.',
  removed: 'File removed.',
};

export const UPLOAD_MESSAGES = 'file';
