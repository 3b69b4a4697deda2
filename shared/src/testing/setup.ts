import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom never loads images yet reports them complete with no width, which reads as broken.
// A browser reports an image that is still loading as not complete; tests start from there.
Object.defineProperty(HTMLImageElement.prototype, 'complete', {
  configurable: true,
  get: () => false,
});

// waitFor and findBy* give up after one second by default: on a busy machine a route change or
// a lazy part can take longer, and the test would fail though nothing broke. Their limit is a
// hang guard here, as the Playwright suite's are (tests/support/patience.ts), well under the
// test's own (testTimeout, tooling/config/viteConfig.js).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
