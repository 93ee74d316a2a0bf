/**
 * Page scripts: browser code a page runs without a UI framework (click handlers, observers), loaded as an island so
 * that a client directive says when (`<PublicPageScript client:after-paint />`) instead of a `<script>` tag whose file
 * the browser fetches before the first paint. Astro has no island type for plain modules, so this folder adds one
 * through its renderer API (renderer-server.ts renders no markup, renderer-client.ts calls `run`); the object is
 * tagged with Astro's renderer symbol, so no other renderer (React's would call a function component) inspects it.
 */
export const PAGE_SCRIPTS_RENDERER = 'travel:page-scripts';

export interface PageScript {
  /** Runs once in the browser; the element is the (empty) island the script was placed with. */
  run(island: HTMLElement): void;
}

export function definePageScript(run: PageScript['run']): PageScript {
  return { run, [Symbol.for('astro:renderer')]: PAGE_SCRIPTS_RENDERER };
}

export function isPageScript(value: unknown): value is PageScript {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[Symbol.for('astro:renderer')] === PAGE_SCRIPTS_RENDERER
  );
}
