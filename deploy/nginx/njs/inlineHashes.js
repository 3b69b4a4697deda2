// The CSP sources of the pages' inline code for nginx (njs), read from the build's
// inline-hashes.json on each answer, as the Node server reads it when it changes
// (server/inlineHashes.js): a team that prerenders its section after a deploy changes its style
// hash, and nginx follows without a reload. $site_shell is the shell's folder (nginxConfig.js).
// Each function returns the sources with a leading space, or nothing when the build has none.
import fs from 'fs';

// A hash as a build writes it: anything else in the file is left out of the policy. The same
// pattern as wellFormedHash in server/headers.js (deploy/nginx/__tests__/inlineHashes.spec.ts compares).
var wellFormedHash = /^'sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}'$/;

function sources(r, directive) {
  try {
    var hashes = JSON.parse(
      fs.readFileSync(r.variables.site_shell + '/inline-hashes.json', 'utf8'),
    );
    var entries = hashes[directive] || {};
    return Object.keys(entries)
      .sort()
      .map(function (name) {
        return String(entries[name]);
      })
      .filter(function (source) {
        return wellFormedHash.test(source);
      })
      .map(function (source) {
        return ' ' + source;
      })
      .join('');
  } catch (e) {
    return '';
  }
}

function scripts(r) {
  return sources(r, 'script-src');
}

function styles(r) {
  return sources(r, 'style-src');
}

export default { scripts: scripts, styles: styles };
