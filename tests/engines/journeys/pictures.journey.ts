import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { containing, exactly, words } from '../../support/words';
import { inEachEngine } from '../journey';
import { region } from '../tab';

const { en, az } = words;
const projectPhotos = en.page('projects', 'gallery.title');
const grid = `ul[aria-label="${projectPhotos}"]`;
const lightbox = `[role="dialog"][aria-label="${projectPhotos}"]`;
const counter = `${lightbox} figcaption [aria-live]`;

/** The lightbox's count of the photo shown, of the 51 the projects gallery has. */
const photo = (index: number) => en.common('lightbox.counter', { index, total: 51 });

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
    await tab().until(...showing(counter, photo(1)));
    expect(await tab().run(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      en.common('lightbox.close'),
    );
    await tab().press('ArrowLeft');
    await tab().until(...showing(counter, photo(51)));
    await tab().press('ArrowRight');
    await tab().until(...showing(counter, photo(1)));
    await tab().click(`${lightbox} button`, en.common('lightbox.next'));
    await tab().until(...showing(counter, photo(2)));
    await tab().press('Escape');
    await tab().gone(lightbox);
    // The focus is back on the photo that opened it.
    expect(
      await tab().run(() => document.activeElement?.closest('ul')?.getAttribute('aria-label')),
    ).toBe(projectPhotos);
  });

  test('a swipe over 50 px turns the photo, where the engine can send touch', async () => {
    await tab().open('/en/projects');
    await tab().click(`${grid} button`);
    await tab().until(...showing(counter, photo(1)));
    const swiped = await tab().swipe(`${lightbox} figure`, -120);
    if (swiped) {
      await tab().until(...showing(counter, photo(2)));
      await tab().swipe(`${lightbox} figure`, 120);
      await tab().until(...showing(counter, photo(1)));
    } else {
      // The driver has no touch screen (WebKitGTK's WebDriver); the lightbox still answers keys.
      expect(tab().engine).toBe('webkit');
      await tab().press('ArrowRight');
      await tab().until(...showing(counter, photo(2)));
    }
    await tab().press('Escape');
  });

  test('a machine gallery steps both ways and its main image opens the lightbox', async () => {
    await tab().open('/az/products/cnc-laser/h-beam-laser');
    const gallery = region(pageHeadings.get('products/cnc-laser/h-beam-laser')!.az);
    // The main image's button names which of the seven it shows: "Şəkli böyüdün (7 / 7)".
    const enlarge = (index: number) =>
      new RegExp(`${containing(az.common('gallery.enlarge', { index, total: 7 })).source}$`);
    await tab().click(`${gallery} button`, exactly(az.common('gallery.previous')));
    await tab().find(`${gallery} button`, enlarge(7));
    await tab().click(`${gallery} button`, exactly(az.common('gallery.next')));
    await tab().click(`${gallery} button`, enlarge(1));
    const machineBox = '[role="dialog"]';
    await tab().find(`${machineBox} *`, az.common('lightbox.counter', { index: 1, total: 7 }));
    await tab().press('ArrowLeft');
    await tab().find(`${machineBox} *`, az.common('lightbox.counter', { index: 7, total: 7 }));
    await tab().press('Escape');
    await tab().gone(machineBox);
  });
});
