// The visitor's language for nginx (njs, Debian package libnginx-mod-http-js), answering as
// the Node server does with the `negotiator` library (server/negotiate.js): the `lang`
// cookie, then Accept-Language by q-value (a full tag beats a prefix, then the header's
// order), then az. A browser test sends the same headers to both servers and compares.
// njs runs a subset of JavaScript: plain functions, no modules from npm.
var languages = ['az', 'tr', 'en', 'ru'];

function parse(header) {
  var accepted = [];
  var parts = header.split(',');
  for (var i = 0; i < parts.length; i++) {
    var match = /^\s*([^\s\-;]+)(?:-([^\s;]+))?\s*(?:;(.*))?$/.exec(parts[i]);
    if (!match) continue;
    var q = 1;
    var params = match[3] ? match[3].split(';') : [];
    for (var j = 0; j < params.length; j++) {
      var pair = params[j].split('=');
      if (pair[0].trim() === 'q') q = parseFloat(pair[1]);
    }
    var full = match[2] ? match[1] + '-' + match[2] : match[1];
    accepted.push({ prefix: match[1].toLowerCase(), full: full.toLowerCase(), q: q, o: i });
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
  var stored = r.variables.cookie_lang;
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
