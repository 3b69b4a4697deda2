/** Every page of this remote, below the language root. */
export const servicePaths = ['services'] as const;
