import {
  defaultLoadTimeoutMs,
  parseRemotesConfig,
  RemotesConfigError,
  type RemotesConfig,
} from '@site/shared/contract/remotes';
import { loadOnce } from '@site/shared/loading/loadOnce';
import { withTimeout } from './withTimeout';

const configUrl = '/remotes.json';

/** Reads `remotes.json` once per page; a failure is forgotten so Retry asks again. */
export const loadRemotesConfig = loadOnce<RemotesConfig>(() =>
  withTimeout(
    fetch(configUrl, { cache: 'no-cache' }).then(async (response) => {
      if (!response.ok) throw new RemotesConfigError(`remotes.json answered ${response.status}`);
      return parseRemotesConfig(await response.json(), response.url || location.href);
    }),
    defaultLoadTimeoutMs,
    configUrl,
  ),
);

/** Retry reads remotes.json again (a team may have re-pointed its remote meanwhile). */
export const forgetRemotesConfig = (): void => loadRemotesConfig.forget();
