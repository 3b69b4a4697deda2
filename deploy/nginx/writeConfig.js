// @ts-check
// `pnpm --silent nginx:config -- [options] > site.conf`: the nginx configuration of the composed
// site for a real host, on stdout. Include it from Debian's nginx.conf (http block, e.g. as
// /etc/nginx/conf.d/site.conf) with the brotli_static and njs modules loaded. Options:
//   --root DIR           the shell's files on the host (default: shell/dist of this checkout)
//   --mount /mfe/x/=DIR  a remote's files (repeat; default: the three builds of this checkout)
//   --listen PORT        what to listen on (default 80; 443 with --tls-certificate)
//   --server-name NAME   the site's host name (default _)
//   --js-path DIR        where the njs modules are copied on the host (default: deploy/nginx/njs here)
//   --release-target DIR a release target on the host (docs/hosting.md#releases) instead of a
//                        build: the site is what its live releases are, read on each answer
//   --origin URL         with --release-target: the site's address in the sitemap (default:
//                        siteOrigin of shared/content/company.json)
//   --tls-certificate FILE, --tls-key FILE
//                        serve HTTPS with this certificate (full chain) and key, with HSTS; a
//                        second server on --http-listen (default 80) sends http visitors over
//   --acme-root DIR      with TLS: answer /.well-known/acme-challenge/ over http from DIR
//                        (certbot's --webroot), so the certificate can be renewed
//   --editor DIR         the editor's build on the host (default: cms/dist of this checkout)
//   --admin-host NAME    serve the content editor only on this host name (its own origin:
//                        https://NAME/admin/), never at the site's /admin/; refused while the
//                        editor's git backend (--editor-backend, default cms/backend.json)
//                        could not sign anyone in. Without it the site has no editor, unless
//   --editor-on-site     (a preview host only) serves it at the site's own /admin/
//   --csp-reports URL    where browsers report what the policy blocked (default:
//                        SITE_CSP_REPORTS; none when unset; docs/security.md#policy-reports)
// For a build, the old addresses (301s) are read from this checkout's build
// (shell/dist/redirects.json); on a release target, from the live releases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { editorSignInProblems, readEditorBackend } from '@site/server/editorBackend';
import { cspReportAddress } from '@site/server/headers';
import { defaultMounts, defaultShellDir, redirectsFile } from '@site/server/siteLayout';
import { nginxConfig, releaseNginxConfig } from './nginxConfig.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    root: { type: 'string', default: defaultShellDir },
    mount: { type: 'string', multiple: true },
    listen: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    'js-path': { type: 'string' },
    'release-target': { type: 'string' },
    origin: { type: 'string' },
    'tls-certificate': { type: 'string' },
    'tls-key': { type: 'string' },
    'http-listen': { type: 'string', default: '80' },
    'acme-root': { type: 'string' },
    'csp-reports': { type: 'string' },
    'admin-host': { type: 'string' },
    'editor-backend': { type: 'string' },
    editor: { type: 'string' },
    'editor-on-site': { type: 'boolean' },
  },
});

if (Boolean(values['tls-certificate']) !== Boolean(values['tls-key'])) {
  throw new Error('--tls-certificate and --tls-key go together.');
}
const tls =
  values['tls-certificate'] && values['tls-key']
    ? {
        certificate: values['tls-certificate'],
        key: values['tls-key'],
        httpListen: values['http-listen'],
        acmeRoot: values['acme-root'],
      }
    : undefined;
const listen = values.listen ?? (tls ? '443' : '80');

// The editor goes on a host of its own only with a git backend it can sign staff in with.
if (values['admin-host']) {
  const backendFile =
    values['editor-backend'] ?? fileURLToPath(new URL('../../cms/backend.json', import.meta.url));
  const problems = editorSignInProblems(
    readEditorBackend(path.dirname(backendFile), path.basename(backendFile)),
  );
  if (problems.length > 0) {
    console.error(
      [
        `--admin-host ${values['admin-host']}: the content editor could not sign anyone in there.`,
        ...problems.map((problem) => `  cms/backend.json ${problem}`),
        'Set these (cms/README.md#on-the-companys-site), build the editor, and run this again.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
const reportTo = cspReportAddress(values['csp-reports'] ?? process.env.SITE_CSP_REPORTS);

if (values['release-target']) {
  const company = new URL('../../shared/content/company.json', import.meta.url);
  process.stdout.write(
    releaseNginxConfig({
      port: listen,
      root: values['release-target'],
      origin: values.origin ?? JSON.parse(readFileSync(company, 'utf8')).siteOrigin,
      serverName: values['server-name'],
      jsPath: values['js-path'],
      tls,
      reportTo,
      adminHost: values['admin-host'],
      ...(values.editor ? { editorDir: values.editor } : {}),
    }),
  );
  process.exit(0);
}

const mounts = values.mount?.length
  ? Object.fromEntries(
      values.mount.map((entry) => {
        const [prefix, dir] = entry.split('=');
        if (!prefix || !dir || !prefix.startsWith('/') || !prefix.endsWith('/'))
          throw new Error(`--mount ${entry}: expected /prefix/=DIR`);
        return [prefix, dir];
      }),
    )
  : defaultMounts;

process.stdout.write(
  nginxConfig({
    port: listen,
    shellDir: values.root,
    mounts,
    serverName: values['server-name'],
    jsPath: values['js-path'],
    redirectsFrom: path.join(defaultShellDir, redirectsFile),
    tls,
    reportTo,
    adminHost: values['admin-host'],
    editorOnSite: values['editor-on-site'] ?? false,
    ...(values.editor ? { editorDir: values.editor } : {}),
  }),
);
