/** Renders a React island into happy-dom the way the browser hydrates it, and types like a user. */
import { act } from 'react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function render(element: ReactElement): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/**
 * A synchronous render for files that mount one element per test (the back office's display pieces): call it once at
 * the top of the file; every element it renders (one or more per test) is unmounted and removed after its test.
 */
export function renderEachTest(): (element: ReactElement) => HTMLElement {
  const mounted: (() => void)[] = [];
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
  });
  return (element) => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(element));
    mounted.push(() => {
      act(() => root.unmount());
      container.remove();
    });
    return container;
  };
}

/** Sets a form control's value through the native setter so React's onChange sees it. */
export async function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): Promise<void> {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

export function byLabel(container: ParentNode, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  if (!label) throw new Error(`no label ${text}`);
  const control = container.querySelector(`#${CSS.escape(label.htmlFor)}`);
  if (!control) throw new Error(`no control for ${text}`);
  return control as HTMLInputElement;
}

export function buttonNamed(container: ParentNode, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
}
