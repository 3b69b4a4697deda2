// The CSP sources of the pages' inline first-paint styles for nginx (njs), read from the build's
// style-hashes.json on each answer, as the Node server reads it when it changes
// (server/styleHashes.js): a team that prerenders its section after a deploy changes its hash,
// and nginx follows without a reload. $site_shell is the shell's folder (site-config.mjs).
// Returns the sources with a leading space, or nothing when the build has no such file.
import fs from 'fs';

function styleHashes(r) {
  try {
    var hashes = JSON.parse(fs.readFileSync(r.variables.site_shell + '/style-hashes.json', 'utf8'));
    var sources = Object.keys(hashes)
      .sort()
      .map(function (section) {
        return ' ' + hashes[section];
      });
    return sources.join('');
  } catch (e) {
    return '';
  }
}

export default { styleHashes: styleHashes };
