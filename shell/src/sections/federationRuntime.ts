import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import * as router from '@site/router';
import { version as routerVersion } from '@site/router/package.json';
import * as translation from '@site/translation';
import { version as translationVersion } from '@site/translation/package.json';
import * as React from 'react';
import { version as reactVersion } from 'react/package.json';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from '../app/reactDomClient';
import { noteRunningRelease } from '../offline/releases';

const singleton = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

/**
 * The shared modules every remote uses, as the shell already has them: one instance of React,
 * of the router and of the translation hooks for the whole page. The keys must match what the
 * remotes' builds declare as shared (@site/shared/contract/sharedModules, which the remotes' build config reads; a unit test compares them).
 */
export const sharedModules = {
  react: singleton(reactVersion, React),
  'react/jsx-runtime': singleton(reactVersion, jsxRuntime),
  'react-dom': singleton(reactVersion, ReactDOM),
  'react-dom/client': singleton(reactVersion, ReactDOMClient),
  '@site/router': singleton(routerVersion, router),
  '@site/translation': singleton(translationVersion, translation),
};

/**
 * The runtime would add a preload link for each file a remote's manifest lists for the module
 * asked for, while the page is being taken over; the module's own imports fetch the same files.
 */
const noPreloadLinks: ModuleFederationRuntimePlugin = {
  name: 'site-no-preload-links',
  beforePreloadRemote({ preloadOps }) {
    preloadOps.length = 0;
  },
};

/** Notes the release of each section as its manifest is read, to tell a newer one later. */
const noteReleases: ModuleFederationRuntimePlugin = {
  name: 'site-note-releases',
  loadRemoteSnapshot(args) {
    if (args.from === 'manifest' && args.manifestUrl && args.manifestJson) {
      noteRunningRelease(args.moduleInfo.name, args.manifestUrl, args.manifestJson);
    }
    return args;
  },
};

/**
 * The federation runtime, loaded only when a page needs a remote: the home page never pays for
 * it. The remotes are built with `externalRuntime`, so they use this copy instead of their own.
 */
export const federation = createInstance({
  name: 'shell',
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: sharedModules,
  // Publishes this runtime for the remotes, which are built without their own copy.
  plugins: [
    injectExternalRuntimeCore() as unknown as ModuleFederationRuntimePlugin,
    noPreloadLinks,
    noteReleases,
  ],
});
