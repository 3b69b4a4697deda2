import { company } from '../company/company';

/**
 * The text a chat link opens the company's WhatsApp chat with (`''` when it has none); a link
 * to anywhere else throws, so a test reading the text also checks where the link goes. Takes
 * the link element (unit tests) or its `href` (browser tests).
 */
export function chatText(link: Element | string): string {
  const href = typeof link === 'string' ? link : (link.getAttribute('href') ?? '');
  const url = new URL(href);
  const chat = `https://wa.me/${company.whatsAppNumber}`;
  if (url.origin + url.pathname !== chat) throw new Error(`${href} is not the chat ${chat}`);
  return url.searchParams.get('text') ?? '';
}
