import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { inEachEngine } from '../journey';
import { region } from '../tab';

const grid = 'ul[aria-label="Project photos"]';
const lightbox = '[role="dialog"][aria-label="Project photos"]';
const counter = `${lightbox} figcaption [aria-live]`;

/** Waits until the element's text is exactly `text`. */
const showing = (selector: string, text: string) =>
  [
    (where: string, wanted: string) =>
      document.querySelector(where)?.textContent?.trim() === wanted,
    [selector, text],
  ] as const;

inEachEngine('the projects lightbox and the product gallery', { touch: true }, (tab) => {
  test('a project photo opens the lightbox, the keys step and wrap, Escape closes', async () => {
    await tab().open('/en/projects');
    await tab().click(`${grid} button`);
    await tab().until(...showing(counter, '1 / 51'));
    expect(await tab().run(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await tab().press('ArrowLeft');
    await tab().until(...showing(counter, '51 / 51'));
    await tab().press('ArrowRight');
    await tab().until(...showing(counter, '1 / 51'));
    await tab().click(`${lightbox} button`, 'Next image');
    await tab().until(...showing(counter, '2 / 51'));
    await tab().press('Escape');
    await tab().until((selector: string) => !document.querySelector(selector), [lightbox]);
    // The focus is back on the photo that opened it.
    expect(
      await tab().run(() => document.activeElement?.closest('ul')?.getAttribute('aria-label')),
    ).toBe('Project photos');
  });

  test('a swipe over 50 px turns the photo, where the engine can send touch', async () => {
    await tab().open('/en/projects');
    await tab().click(`${grid} button`);
    await tab().until(...showing(counter, '1 / 51'));
    const swiped = await tab().swipe(`${lightbox} figure`, -120);
    if (swiped) {
      await tab().until(...showing(counter, '2 / 51'));
      await tab().swipe(`${lightbox} figure`, 120);
      await tab().until(...showing(counter, '1 / 51'));
    } else {
      // The driver has no touch screen (WebKitGTK's WebDriver); the lightbox still answers keys.
      expect(tab().engine).toBe('webkit');
      await tab().press('ArrowRight');
      await tab().until(...showing(counter, '2 / 51'));
    }
    await tab().press('Escape');
  });

  test('a machine gallery steps both ways and its main image opens the lightbox', async () => {
    await tab().open('/az/products/cnc-laser/h-beam-laser');
    const gallery = region(pageHeadings.get('products/cnc-laser/h-beam-laser')!.az);
    await tab().click(`${gallery} button`, /^Əvvəlki şəkil$/);
    await tab().find(`${gallery} button`, /\(7 \/ 7\)$/);
    await tab().click(`${gallery} button`, /^Növbəti şəkil$/);
    await tab().click(`${gallery} button`, /\(1 \/ 7\)$/);
    const machineBox = '[role="dialog"]';
    await tab().find(`${machineBox} *`, '1 / 7');
    await tab().press('ArrowLeft');
    await tab().find(`${machineBox} *`, '7 / 7');
    await tab().press('Escape');
    await tab().until((selector: string) => !document.querySelector(selector), [machineBox]);
  });
});
