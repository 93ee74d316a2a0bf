/**
 * Renders an .astro component on the server with Astro's Container API, React islands included
 * (their server render), and parses the HTML with happy-dom so tests read it as a visitor's
 * browser would. Test files using it run in the node environment (`@vitest-environment node`):
 * Astro compiles .astro files for the server only there.
 */
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import pageScriptsRenderer from '../../../site/src/page-scripts/renderer-server.ts';

type AstroComponent = Parameters<AstroContainer['renderToString']>[0];

type ContainerManifest = NonNullable<Parameters<typeof AstroContainer.create>[0]>['manifest'];

/**
 * One container for every test: Astro's client directives (client:load, idle, visible...) and the site's own
 * (client:after-paint, client:signed-in: astro.config.mjs adds them to the build, the container knows only Astro's),
 * React's renderer and the site's page-scripts renderer. No browser runs a directive's script here: a placeholder
 * stands for the site's.
 */
let container: Promise<AstroContainer> | undefined;
function siteContainer(): Promise<AstroContainer> {
  container ??= (async () => {
    const directives = new Map<string, string>();
    for (const name of ['idle', 'load', 'media', 'only', 'visible']) {
      const prebuilt = (await import(`astro/runtime/client/${name}.prebuilt.js`)) as { default: string };
      directives.set(name, prebuilt.default);
    }
    for (const name of ['after-paint', 'signed-in']) directives.set(name, `/* the build inlines src/directives/${name}.ts */`);
    const renderers = await loadRenderers([getContainerRenderer()]);
    const created = await AstroContainer.create({ renderers, manifest: { clientDirectives: directives } as unknown as ContainerManifest });
    created.addServerRenderer({ renderer: pageScriptsRenderer });
    created.addClientRenderer({ name: pageScriptsRenderer.name, entrypoint: '/site/src/page-scripts/renderer-client.ts' });
    return created;
  })();
  return container;
}

export async function renderAstro(component: AstroComponent, props: Record<string, unknown>): Promise<HTMLElement> {
  const html = await (await siteContainer()).renderToString(component, { props });
  const window = new Window({ url: 'http://localhost/trips' });
  window.document.body.innerHTML = html;
  return window.document.body as unknown as HTMLElement;
}

/** An element's text with its white space collapsed, as read aloud. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
