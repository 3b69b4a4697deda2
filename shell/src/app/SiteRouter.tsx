import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/**
 * The browser's router, like react-router's BrowserRouter, with one difference: a move to a page
 * that is `ready` (nothing left to load) renders at once, in one task, so it is on screen within
 * a frame or two of the click; any other move renders in a transition, which keeps the current
 * page on screen until the new one has loaded, instead of a loading text.
 */
export function SiteRouter({
  ready,
  children,
}: {
  ready: (pathname: string) => boolean;
  children: ReactNode;
}) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const show = () => setState({ action, location });
        if (ready(location.pathname)) show();
        else startTransition(show);
      }),
    [history, ready],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
