// A release target for nginx (njs): the site-wide answers made from the live releases on each
// request, as the Node server makes them (server/releaseLayout.js): remotes.json, sections.json,
// the sitemap index, the CSP's inline hashes and the old addresses. A switch replaces a link
// below live/, and the next request reads it: no reload. $site_target is the target's folder.
import fs from 'fs';

var sections = ['shell', 'services', 'products', 'showcase'];

// A hash as a build writes it; anything else is left out of the policy (njs/inlineHashes.js).
var wellFormedHash = /^'sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}'$/;

function read(path) {
  try {
    return JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (e) {
    return null;
  }
}

function live(r) {
  var root = r.variables.site_target;
  var found = [];
  for (var i = 0; i < sections.length; i++) {
    var dir = root + '/live/' + sections[i];
    var info = read(dir + '/release.json');
    if (info) found.push({ section: sections[i], dir: dir, info: info });
  }
  return found;
}

function federationOf(section) {
  return section === 'shell' ? null : section + '_mfe';
}

function composedRemotes(releases) {
  var remotes = {};
  var mounts = {};
  var timeout = 10000;
  for (var i = 0; i < releases.length; i++) {
    var release = releases[i];
    var name = federationOf(release.section);
    if (!name) {
      if (release.info.loadTimeoutMs) timeout = release.info.loadTimeoutMs;
      continue;
    }
    remotes[name] = '/mfe/' + release.section + '/' + release.info.id + '/mf-manifest.json';
    for (var j = 0; j < release.info.mounts.length; j++) mounts[release.info.mounts[j]] = name;
  }
  return { loadTimeoutMs: timeout, remotes: remotes, mounts: mounts };
}

function json(r, value) {
  r.headersOut['Content-Type'] = 'application/json';
  r.return(200, JSON.stringify(value));
}

function remotes(r) {
  json(r, composedRemotes(live(r)));
}

function sectionsJson(r) {
  var releases = live(r);
  var list = [];
  for (var i = 0; i < releases.length; i++) {
    var summary = read(releases[i].dir + '/site/summary.json');
    if (!summary) continue;
    summary.search = '/search-index/' + releases[i].section + '/' + releases[i].info.id + '/';
    list.push(summary);
  }
  json(r, { mounts: composedRemotes(releases).mounts, sections: list });
}

function sitemap(r) {
  var releases = live(r);
  var lines = [];
  for (var i = 0; i < releases.length; i++) {
    try {
      fs.accessSync(releases[i].dir + '/site/sitemap.xml');
    } catch (e) {
      continue;
    }
    lines.push(
      '<sitemap><loc>' +
        r.variables.site_origin +
        '/sitemaps/' +
        releases[i].section +
        '.xml</loc></sitemap>',
    );
  }
  r.headersOut['Content-Type'] = 'text/xml';
  r.return(
    200,
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      lines.join('\n') +
      '\n</sitemapindex>\n',
  );
}

function sources(r, directive) {
  var releases = live(r);
  var seen = {};
  for (var i = 0; i < releases.length; i++) {
    var hashes = read(releases[i].dir + '/site/inline-hashes.json') || {};
    var entries = hashes[directive] || {};
    for (var name in entries) {
      if (wellFormedHash.test(String(entries[name]))) seen[entries[name]] = true;
    }
  }
  return Object.keys(seen)
    .sort()
    .map(function (source) {
      return ' ' + source;
    })
    .join('');
}

function scripts(r) {
  return sources(r, 'script-src');
}

function styles(r) {
  return sources(r, 'style-src');
}

function redirects(r) {
  var releases = live(r);
  var moved = {};
  for (var i = 0; i < releases.length; i++) {
    var list = read(releases[i].dir + '/site/redirects.json') || [];
    for (var j = 0; j < list.length; j++) moved[list[j].path] = list[j].to;
  }
  return moved;
}

// "/en/old/path" -> "/en/new/path", or nothing.
function moved(r) {
  var match = /^\/([a-z]{2})\/(.+)$/.exec(r.uri);
  if (!match) return '';
  var to = redirects(r)[match[2]];
  return to === undefined ? '' : '/' + match[1] + (to ? '/' + to : '');
}

// "/old/path" (no language) -> "/new/path", or nothing.
function movedPage(r) {
  var to = redirects(r)[r.uri.replace(/^\/+|\/+$/g, '')];
  return to === undefined ? '' : '/' + to;
}

// Whether a page without a language exists in the first language: "1" or "".
function pageExists(r) {
  var releases = live(r);
  var page = r.uri.replace(/\/+$/, '');
  for (var i = 0; i < releases.length; i++) {
    try {
      fs.accessSync(
        releases[i].dir + '/pages/' + r.variables.site_first_language + page + '/index.html',
      );
      return '1';
    } catch (e) {
      // not this release's
    }
  }
  return '';
}

export default {
  remotes: remotes,
  sections: sectionsJson,
  sitemap: sitemap,
  scripts: scripts,
  styles: styles,
  moved: moved,
  movedPage: movedPage,
  pageExists: pageExists,
};
