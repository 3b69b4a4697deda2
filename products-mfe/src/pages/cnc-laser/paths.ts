/** Every CNC laser page, below the language root. */
export const cncLaserPaths: readonly string[] = [];
