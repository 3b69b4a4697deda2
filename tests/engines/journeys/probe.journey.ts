import { expect, test } from 'vitest';
import { inEachEngine } from '../journey';

// The journeys fail on a page's errors only if the probe sees them: it must, in every engine.
inEachEngine('the error probe', {}, (tab) => {
  test('records an uncaught error, an unhandled rejection and console.error', async () => {
    await tab().open('/en/contact');
    await tab().run(() => {
      setTimeout(() => {
        throw new Error('thrown for the probe');
      });
      void Promise.reject(new Error('rejected for the probe'));
      console.error('logged for the probe');
    });
    const problems = await tab().until(async () => {
      const seen = (window as { __engineProblems?: string[] }).__engineProblems ?? [];
      return seen.length >= 3 ? [...seen] : null;
    });
    expect(problems.join('\n')).toMatch(/page error: .*thrown for the probe/);
    expect(problems.join('\n')).toMatch(/unhandled rejection: Error: rejected for the probe/);
    expect(problems.join('\n')).toMatch(/console error: logged for the probe/);
    // Seen once, then cleared, so the check after this test finds nothing.
    expect(await tab().problems()).toHaveLength(3);
  });
});
