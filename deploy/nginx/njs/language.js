// The visitor's language for nginx (njs, Debian package libnginx-mod-http-js), answering as
// the Node server does with the `negotiator` library (server/negotiate.js): the `lang`
// cookie, then Accept-Language by q-value (a full tag beats a prefix, then the header's
// order), then az. A browser test sends the same headers to both servers and compares.
// njs runs a subset of JavaScript: plain functions, no modules from npm.
var languages = ['az', 'tr', 'en', 'ru'];

/**
 * The header's language ranges in order: each with its q-value (the first `q` parameter, any
 * case, quoted or not; missing or empty means 1), as the `negotiator` library reads them.
 */
function parse(header) {
  var accepted = [];
  var parts = header.split(',');
  for (var i = 0; i < parts.length; i++) {
    var pieces = parts[i].split(';');
    var range = pieces[0].trim();
    if (!range) continue;
    var q = 1;
    var seen = false;
    for (var j = 1; j < pieces.length; j++) {
      var eq = pieces[j].indexOf('=');
      if (eq === -1) continue;
      var name = pieces[j].slice(0, eq).trim().toLowerCase();
      var value = pieces[j].slice(eq + 1).trim();
      if (value.length > 1 && value.charAt(0) === '"' && value.charAt(value.length - 1) === '"') {
        value = value.slice(1, -1);
      }
      // The first q counts, as in negotiator; an empty one means 1.
      if (name === 'q' && !seen) {
        seen = true;
        if (value) q = parseFloat(value);
      }
    }
    var hyphen = range.indexOf('-');
    var prefix = hyphen === -1 ? range : range.slice(0, hyphen);
    accepted.push({ prefix: prefix.toLowerCase(), full: range.toLowerCase(), q: q, o: i });
  }
  return accepted;
}

function priority(language, accepted, index) {
  var best = { o: -1, q: 0, s: 0, i: index };
  for (var k = 0; k < accepted.length; k++) {
    var spec = accepted[k];
    var s;
    if (spec.full === language) s = 4;
    else if (spec.prefix === language) s = 2;
    else if (spec.full === '*') s = 0;
    else continue;
    var found = { o: spec.o, q: spec.q, s: s, i: index };
    if ((best.s - found.s || best.q - found.q || best.o - found.o) < 0) best = found;
  }
  return best;
}

function visitorLanguage(r) {
  // The cookie's value as the Node server's cookie parser reads it: percent-decoded.
  var stored = r.variables.cookie_lang || '';
  try {
    stored = decodeURIComponent(stored);
  } catch (e) {
    // Not an encoding: kept as written, and so not a language.
  }
  if (languages.indexOf(stored) !== -1) return stored;
  var header = r.headersIn['Accept-Language'];
  if (!header) return languages[0];
  var accepted = parse(header);
  var ranked = [];
  for (var i = 0; i < languages.length; i++) {
    var p = priority(languages[i], accepted, i);
    if (p.q > 0) ranked.push({ language: languages[i], p: p });
  }
  ranked.sort(function (a, b) {
    return b.p.q - a.p.q || b.p.s - a.p.s || a.p.o - b.p.o || a.p.i - b.p.i;
  });
  return ranked.length ? ranked[0].language : languages[0];
}

export default { visitorLanguage: visitorLanguage };
