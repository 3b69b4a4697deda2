/**
 * Placeholders: the spec names no manufacturer. Replace the host (and the paths, if the real
 * site differs) before launch; products without a page or drawing simply leave the link out.
 */
const manufacturerSite = 'https://manufacturer.example';

export const manufacturerPage = (slug: string) => `${manufacturerSite}/products/${slug}`;

export const technicalDrawing = (model: string) =>
  `${manufacturerSite}/drawings/${model.toLowerCase()}.pdf`;
