/** Every page of this remote, below the language root. */
export const showcasePaths = ['about'] as const;
