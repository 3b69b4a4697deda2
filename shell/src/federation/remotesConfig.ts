import {
  defaultLoadTimeoutMs,
  parseRemotesConfig,
  RemotesConfigError,
  type RemotesConfig,
} from '@site/shared/contract/remotes';
import { withTimeout } from './withTimeout';

const configUrl = '/remotes.json';

let pending: Promise<RemotesConfig> | undefined;

/** Reads `remotes.json` once per page; a failure is forgotten so Retry asks again. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  pending ??= withTimeout(
    fetch(configUrl, { cache: 'no-cache' }).then(async (response) => {
      if (!response.ok) throw new RemotesConfigError(`remotes.json answered ${response.status}`);
      return parseRemotesConfig(await response.json(), response.url || location.href);
    }),
    defaultLoadTimeoutMs,
    configUrl,
  ).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export function forgetRemotesConfig(): void {
  pending = undefined;
}
