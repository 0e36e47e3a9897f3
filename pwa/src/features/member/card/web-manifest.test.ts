// @vitest-environment node
// The web manifest as the build writes it (vite-plugin-pwa's own output from vite.config.ts).
import { join } from 'node:path';
import { isClientOnlyRoute } from '@mcs/shared/routes';
import { resolveConfig, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { describe, expect, it } from 'vitest';
import { startViewOf } from './start-view.ts';

interface Shortcut {
  name: string;
  url: string;
}
interface WebManifest {
  id: string;
  start_url: string;
  scope: string;
  shortcuts?: Shortcut[];
}

async function builtManifest(): Promise<WebManifest> {
  const root = join(import.meta.dirname, '../../../..');
  const config = await resolveConfig({ root, logLevel: 'warn' }, 'build', 'production');
  const plugin = config.plugins.find((p: Plugin) => p.name === 'vite-plugin-pwa') as
    (Plugin & { api?: VitePluginPWAAPI }) | undefined;
  const asset = plugin?.api?.generateBundle({})?.['manifest.webmanifest'];
  if (asset?.type !== 'asset') throw new Error('The build wrote no manifest.webmanifest');
  return JSON.parse(String(asset.source)) as WebManifest;
}

/** Where the installed app opens a manifest URL, as the router and the server see it. */
function opens(url: string) {
  const address = new URL(url, 'https://medicostsaver.in');
  return {
    appScreen: isClientOnlyRoute(address.pathname),
    view: startViewOf(address.searchParams),
  };
}

describe('the web manifest', () => {
  it('starts the installed app on the card, under the identity it was installed with', async () => {
    const manifest = await builtManifest();
    expect(manifest.id).toBe('/');
    expect(manifest.start_url).toBe('/dashboard?view=card');
    // An app screen: the server and the offline fallback answer it with the app shell.
    expect(opens(manifest.start_url)).toEqual({ appScreen: true, view: 'card' });
  });

  it('has a "Show card" shortcut that opens the card for the counter', async () => {
    const manifest = await builtManifest();
    const shortcut = manifest.shortcuts?.find((s) => s.name === 'Show card');
    expect(shortcut?.url).toBe('/dashboard?view=counter');
    expect(opens(shortcut?.url ?? '')).toEqual({ appScreen: true, view: 'counter' });
  });
});
