import { cncLaserPaths } from './pages/cnc-laser/paths';

/** Every page of this remote, below the language root. */
export const productPaths: readonly string[] = ['products', ...cncLaserPaths];
