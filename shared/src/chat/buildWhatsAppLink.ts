import { company } from '../company/company';

/**
 * The longest chat or e-mail link the site builds, in characters. The link travels as one HTTP
 * request line to the messaging service; 8 KB is where common servers stop reading one (nginx's
 * and Apache's defaults), and every browser and mail client opens links this long.
 */
export const chatLinkLimit = 8000;

/** `https://wa.me/<digits>?text=<encoded>`; every character of the text survives the trip. */
export function buildWhatsAppLink(text?: string, number: string = company.whatsAppNumber): string {
  const digits = number.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeLinkText(text)}` : base;
}

/**
 * Percent-encodes text for a link. Half of an emoji (a lone surrogate, as a cut or a paste may
 * leave) would make `encodeURIComponent` throw; it becomes U+FFFD instead.
 */
export function encodeLinkText(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}
