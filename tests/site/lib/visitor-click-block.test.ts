import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installVisitorClickBlock } from '../../../site/src/lib/visitor-click-block.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';

describe('visitor click block (SPEC §4)', () => {
  let uninstall: () => void = () => {};
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    document.body.innerHTML = '<main><button id="inner">Customize</button></main>';
  });
  afterEach(() => uninstall());

  it('catches a visitor click in the capture phase, before the page sees it, and goes to /login', () => {
    const goTo = vi.fn();
    const pageHandler = vi.fn();
    document.getElementById('inner')!.addEventListener('click', pageHandler);
    uninstall = installVisitorClickBlock(document, goTo);
    document.getElementById('inner')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(pageHandler).not.toHaveBeenCalled();
  });

  it('is removed once the visitor signs in, and comes back on logout', () => {
    const goTo = vi.fn();
    const pageHandler = vi.fn();
    document.getElementById('inner')!.addEventListener('click', pageHandler);
    uninstall = installVisitorClickBlock(document, goTo);
    signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
    document.getElementById('inner')!.click();
    expect(goTo).not.toHaveBeenCalled();
    expect(pageHandler).toHaveBeenCalledTimes(1);
    clearSession();
    document.getElementById('inner')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(pageHandler).toHaveBeenCalledTimes(1);
  });
});
