/** Every page of this remote, below the language root. */
export const productPaths = ['products'] as const;
