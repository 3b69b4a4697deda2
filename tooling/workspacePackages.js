// @ts-check
// The workspace's packages that the default lint and typecheck cover: pnpm-workspace.yaml's
// list, less the ones checked on their own. `pnpm typecheck` and `pnpm lint`'s ESLint step read it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const workspace = path.resolve(import.meta.dirname, '..');

/** Checked on their own (`pnpm artwork:check`), outside the default run. */
const onTheirOwn = ['artwork'];

/** The folder names of the packages the default run checks, in pnpm-workspace.yaml's order. */
export const checkedPackages = /** @type {{ packages: string[] }} */ (
  parse(readFileSync(path.join(workspace, 'pnpm-workspace.yaml'), 'utf8'))
).packages.filter((name) => !onTheirOwn.includes(name));
