import { company } from '../company/company';
import { encodeLinkText } from './buildWhatsAppLink';

/** `mailto:` the company's address with a subject and a body, every character kept. */
export function buildMailLink(
  subject: string,
  body: string,
  address: string = company.email,
): string {
  return `mailto:${address}?subject=${encodeLinkText(subject)}&body=${encodeLinkText(body)}`;
}
