/** Browser side of page scripts (define.ts): the island's directive decided when; run the script. */
import type { PageScript } from './define.ts';

export default (island: HTMLElement) => (script: PageScript) => {
  script.run(island);
};
