/** The site search page below the language root: `/{lng}/search?q=...`. */
export const searchPath = 'search';

/** The address of the search page for a query and an optional section. */
export function searchQuery(query: string, section?: string): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (section) params.set('section', section);
  const text = params.toString();
  return text ? `${searchPath}?${text}` : searchPath;
}
