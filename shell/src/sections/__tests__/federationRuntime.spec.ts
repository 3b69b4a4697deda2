import { describe, expect, it } from 'vitest';
import { sharedModules as declaredByRemotes } from '@site/shared/contract/sharedModules';
import { sharedModules } from '../federationRuntime';

describe('the modules the shell shares with the remotes', () => {
  it('are exactly those every remote build declares as shared singletons', () => {
    expect(Object.keys(sharedModules).sort()).toEqual([...declaredByRemotes].sort());
    for (const module of Object.values(sharedModules)) {
      expect(module.shareConfig.singleton).toBe(true);
      expect(module.lib()).toBeTruthy();
    }
  });
});
