/** Server side of page scripts (define.ts): they render no markup. */
import type { NamedSSRLoadedRendererValue } from 'astro';
import { isPageScript, PAGE_SCRIPTS_RENDERER } from './define.ts';

const renderer: NamedSSRLoadedRendererValue = {
  name: PAGE_SCRIPTS_RENDERER,
  check: (component: unknown) => Promise.resolve(isPageScript(component)),
  renderToStaticMarkup: () => Promise.resolve({ html: '' }),
};

export default renderer;
