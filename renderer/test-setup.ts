import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LAZY_AREAS, loadAreas } from './src/i18n/catalogs';
// As in the app, the route tree makes the router that every link is built by.
import './src/app/routes';

// Screens under test are rendered directly, not through their lazy loader: every area's
// messages are loaded up front, as the app has them once a screen's chunk has arrived.
await loadAreas(LAZY_AREAS);

// Vitest globals are off in this repo, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.location.hash = '';
});
