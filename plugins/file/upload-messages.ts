import { registerPluginMessages } from '../../src/plugin-api/messages';

// The upload strings live with the file style; the screenshot style shows the same card and reads them too.
// The refusal and failure texts are the SPEC 5 user messages of the core locale files (validation.*).
registerPluginMessages('file', {
  en: {
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
  },
  tr: {
    choose: 'Bir görsel ya da PDF seçin',
    replace: 'Başka bir dosya seçin',
    cancel: 'İptal',
    cancelFile: '{{name}} yüklemesini iptal et',
    remove: 'Kaldır',
    removeFile: '{{name}} dosyasını kaldır',
    progress: '{{name}} yükleme durumu',
    percent: '%{{percent}}',
    uploading: 'Yükleniyor %{{percent}}',
    uploaded: '{{name}} yüklendi.',
    cancelled: 'Yükleme iptal edildi.',
    removed: 'Dosya kaldırıldı.',
  },
});

export const FILE_MESSAGES = 'file';
