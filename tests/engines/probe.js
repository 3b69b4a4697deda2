// Served only by the engines' test server, as the first script of every page it sends: records
// what a visitor's console would show as an error (uncaught errors, rejected promises nobody
// handled, console.error, content-security-policy violations), in every engine the same way.
// The record survives the tab's navigations (sessionStorage), so a journey reads it at its end.
(() => {
  const key = 'engine-problems';
  const read = () => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? '[]');
    } catch {
      return [];
    }
  };
  const problems = read();
  const record = (problem) => {
    problems.push(`${problem} (at ${location.pathname}${location.search})`);
    try {
      sessionStorage.setItem(key, JSON.stringify(problems));
    } catch {
      // Storage blocked or full: the page's own list still holds it.
    }
  };
  const text = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  window.__engineProblems = problems;
  window.addEventListener('error', (event) => {
    // A script error reaches window as an ErrorEvent; a picture that fails does not bubble here.
    if (event instanceof ErrorEvent) record(`page error: ${event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) =>
    record(`unhandled rejection: ${text(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    record(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    record(`console error: ${args.map(text).join(' ')}`);
    consoleError(...args);
  };
})();
