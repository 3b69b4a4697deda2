import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom never loads images yet reports them complete with no width, which reads as broken.
// A browser reports an image that is still loading as not complete; tests start from there.
Object.defineProperty(HTMLImageElement.prototype, 'complete', {
  configurable: true,
  get: () => false,
});

afterEach(() => cleanup());
