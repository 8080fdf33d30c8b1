import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { AppServices } from '../services';
import type { MakeLoadContext } from './app';

/**
 * The React Router server bundle (`npm run build`, `file` is its build/server/index.js) with its
 * load-context factory bound to the services: the `build` and `makeLoadContext` of createHttpApp.
 */
export async function loadServerBuild(file: string, services: AppServices): Promise<{ build: ServerBuild; makeLoadContext: MakeLoadContext }> {
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const entry = build.entry.module as unknown as { makeLoadContext: (s: AppServices, info: Parameters<MakeLoadContext>[0]) => unknown };
  return { build, makeLoadContext: (info) => entry.makeLoadContext(services, info) };
}
