/**
 * `client:after-paint`: hydrate once the page's largest paint is on screen and the browser is idle
 * (directives/page-painted.ts). For every island a page does not need before it has drawn itself: the trip gallery's
 * controls, departures, sharing, the chat button, and the page scripts (src/page-scripts/).
 */
import type { ClientDirective } from 'astro';
import { afterPagePainted } from './page-painted.ts';

const afterPaint: ClientDirective = (load) => {
  afterPagePainted(() => {
    void load().then((hydrate) => hydrate());
  });
};

export default afterPaint;
