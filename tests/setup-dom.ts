import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The app's i18next instance, with the English strings, as the screens get it in the browser.
import '../src/i18n/i18n';

afterEach(() => cleanup());
