/** Every page of this remote, below the language root. */
export const showcasePaths = ['about', 'sectors', 'projects', 'partners', 'contact'] as const;
