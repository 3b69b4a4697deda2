/**
 * The HTML of a remote's part of a prerendered page whose remote could not load: the shell
 * keeps it on screen (readable, its links working as plain links) instead of replacing it with
 * an error. Taken once, by the first render.
 */
let kept: { federationName: string; html: string } | undefined;

export const sectionAttribute = 'data-section';

export function keepSectionHtml(federationName: string): void {
  const element = document.querySelector(`[${sectionAttribute}="${federationName}"]`);
  if (element?.innerHTML.trim()) kept = { federationName, html: element.innerHTML };
}

export function takeKeptHtml(federationName: string): string | undefined {
  if (kept?.federationName !== federationName) return undefined;
  const { html } = kept;
  kept = undefined;
  return html;
}
