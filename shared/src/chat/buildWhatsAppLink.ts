import { company } from '../company/company';

/** `https://wa.me/<digits>?text=<encoded>`; every character of the text survives the trip. */
export function buildWhatsAppLink(text?: string, number: string = company.whatsAppNumber): string {
  const digits = number.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
