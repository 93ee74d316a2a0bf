// For the type check of the Container API tests: astro:container's types, and .astro files as
// the component factories Astro compiles them to (astro check knows them; plain tsc does not).
/// <reference types="astro/client" />
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

  const component: AstroComponentFactory;
  export default component;
}
