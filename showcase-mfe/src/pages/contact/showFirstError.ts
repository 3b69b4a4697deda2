import { flushSync } from 'react-dom';

/**
 * After a refused send: shows the errors, focuses the first field with one and scrolls so that
 * its label (and the error summary, when both fit) sits below the sticky header, which the page's
 * `scroll-padding-top` keeps clear. Focusing alone would put the field right under the header
 * with its label hidden behind it.
 */
export function showFirstError(form: HTMLFormElement, name: string, showErrors: () => void): void {
  // The summary and the messages are on the page before anything is scrolled to them.
  flushSync(showErrors);
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  const field = element.closest('[data-field]') ?? element;
  const summary = form.querySelector('[role="alert"]');
  const header =
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const room = window.innerHeight - header;
  const fits =
    summary !== null &&
    field.getBoundingClientRect().bottom - summary.getBoundingClientRect().top <= room;
  (fits ? summary : field).scrollIntoView({ block: 'start' });
}
