import { sectionNames, type RemotesConfig, type SectionName } from '@site/shared';
import { withTimeout } from './withTimeout';

export const defaultLoadTimeoutMs = 10_000;
const configUrl = '/remotes.json';

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

function parseConfig(value: unknown, base: string): RemotesConfig {
  if (typeof value !== 'object' || value === null || !('remotes' in value)) {
    throw new RemotesConfigError('remotes.json has no "remotes" object');
  }
  const { remotes, loadTimeoutMs } = value as { remotes: unknown; loadTimeoutMs?: unknown };
  if (typeof remotes !== 'object' || remotes === null) {
    throw new RemotesConfigError('remotes.json "remotes" is not an object');
  }
  const entries = {} as Record<SectionName, string>;
  for (const name of sectionNames) {
    const entry = (remotes as Record<string, unknown>)[name];
    // A missing or malformed entry leaves that one section unavailable, not the others.
    if (typeof entry === 'string' && entry.trim()) entries[name] = new URL(entry, base).href;
  }
  const timeout =
    typeof loadTimeoutMs === 'number' && loadTimeoutMs > 0 ? loadTimeoutMs : defaultLoadTimeoutMs;
  return { remotes: entries, loadTimeoutMs: timeout };
}

let pending: Promise<RemotesConfig> | undefined;

/** Reads `remotes.json` once per page; a failure is forgotten so Retry asks again. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  pending ??= withTimeout(
    fetch(configUrl, { cache: 'no-cache' }).then(async (response) => {
      if (!response.ok) throw new RemotesConfigError(`remotes.json answered ${response.status}`);
      return parseConfig(await response.json(), response.url || location.href);
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
