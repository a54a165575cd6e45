/** The file style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  choose: 'Choose an image or PDF',
  replace: 'Choose another file',
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
