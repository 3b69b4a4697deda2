// @ts-check
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultShellDir } from '@site/server/siteLayout';

/**
 * The prerender's command line:
 *   node tooling/prerender/prerender.js [--section products_mfe] [--shell DIR] [--out DIR]
 *     [--serve /releases/x/=DIR ...] [--concurrency 3] [--release] [--stylesheets-base /x/]
 * `--section` takes a remote's federation name, package name or one of its mounts (`products`).
 * `--shell` is a deployed copy of the shell (its remotes.json names the remotes); `--serve`
 * serves more folders beside it, e.g. a remote release that remotes.json points at.
 * @param {string[]} argv
 */
export function prerenderOptions(argv) {
  const { values } = parseArgs({
    // `pnpm --filter shell prerender -- --section x` hands the `--` through.
    args: argv.filter((arg) => arg !== '--'),
    options: {
      section: { type: 'string' },
      shell: { type: 'string' },
      out: { type: 'string' },
      serve: { type: 'string', multiple: true },
      concurrency: { type: 'string' },
      release: { type: 'boolean' },
      'stylesheets-base': { type: 'string' },
    },
  });
  const shellDir = path.resolve(values.shell ?? defaultShellDir);
  return {
    section: values.section,
    shellDir,
    out: path.resolve(values.out ?? shellDir),
    /** @type {Record<string, string>} URL prefix -> folder, served beside the shell */
    served: Object.fromEntries(
      (values.serve ?? []).map((pair) => {
        const [prefix = '', dir = ''] = pair.split('=');
        return [prefix, path.resolve(dir)];
      }),
    ),
    concurrency: Number(values.concurrency ?? 3),
    /** Write one section's release (`--section`, `shell` for the shell's pages): its own
     *  sitemap, summary and old addresses, nothing of the rest of the site. A remote is first
     *  mounted in the `--shell`'s remotes.json where its pages are (ownMounts.js). */
    release: values.release ?? false,
    /** The address below which the joined stylesheets go (a release's own). */
    stylesheetsBase: values['stylesheets-base'],
  };
}
