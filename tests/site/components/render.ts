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

type AstroComponent = Parameters<AstroContainer['renderToString']>[0];

type ContainerManifest = NonNullable<Parameters<typeof AstroContainer.create>[0]>['manifest'];

const containers = new Map<string, Promise<AstroContainer>>();

/**
 * One container per set of client directives: Astro's own (client:load, idle, visible...) by
 * default, or the site's own `client:signed-in` (astro.config.mjs adds it to the build; the
 * container knows only Astro's). No browser runs a directive's script here: a placeholder stands for it.
 */
function containerFor(siteDirectives: boolean): Promise<AstroContainer> {
  const key = String(siteDirectives);
  if (!containers.has(key)) {
    const manifest = siteDirectives
      ? ({
          clientDirectives: new Map([['signed-in', '/* the build inlines src/directives/signed-in.ts */']]),
        } as unknown as ContainerManifest)
      : undefined;
    containers.set(
      key,
      loadRenderers([getContainerRenderer()]).then((renderers) => AstroContainer.create({ renderers, manifest })),
    );
  }
  return containers.get(key)!;
}

export async function renderAstro(
  component: AstroComponent,
  props: Record<string, unknown>,
  options: { siteDirectives?: boolean } = {},
): Promise<HTMLElement> {
  const html = await (await containerFor(options.siteDirectives ?? false)).renderToString(component, { props });
  const window = new Window({ url: 'http://localhost/trips' });
  window.document.body.innerHTML = html;
  return window.document.body as unknown as HTMLElement;
}

/** An element's text with its white space collapsed, as read aloud. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
