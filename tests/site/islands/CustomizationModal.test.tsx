import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits, messages } from '@travel/server/domain';
import CustomizationModal from '../../../site/src/components/islands/CustomizationModal.tsx';
import { todayInputValue } from '../../../site/src/lib/customization-request.ts';
import { $customizationModal, closeCustomization, openCustomization } from '../../../site/src/lib/customization.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { buttonNamed, byLabel, click, render, type } from './render.ts';

const popupText = () => [...document.querySelectorAll('dialog.popup')].map((d) => d.textContent).join(' ');

describe('CustomizationModal', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => {
    localStorage.clear();
    signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null });
    closeCustomization();
  });
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends no markup with the page (a closed dialog) and opens on hydration when asked before it', async () => {
    expect(renderToString(<CustomizationModal />)).toBe('');
    openCustomization();
    const container = document.createElement('div');
    document.body.append(container);
    const root = hydrateRoot(container, <CustomizationModal />);
    await act(async () => {});
    unmount = async () => {
      await act(async () => root.unmount());
      container.remove();
    };
    expect(container.querySelector('dialog.customization-modal')?.hasAttribute('open')).toBe(true);
  });

  it('shows the first failing SPEC check as a warning popup', async () => {
    const view = await render(<CustomizationModal />);
    unmount = view.unmount;
    await act(async () => openCustomization());
    const modal = view.container.querySelector('dialog.customization-modal')!;
    expect(modal.hasAttribute('open')).toBe(true);
    await click(buttonNamed(modal, 'Send Request'));
    expect(popupText()).toContain(messages.requiredFieldMissingTitle);
    expect(popupText()).toContain(messages.preferredPlaceRequired);
    await type(byLabel(modal, 'Preferred destination'), 'Coorg');
    await type(byLabel(modal, 'Number of members'), '0');
    await click(buttonNamed(modal, 'Send Request'));
    expect(popupText()).toContain(messages.membersMinimum);
  });

  it('sends the docs/product.md#calls body with the bearer token, then says Request Sent! and resets', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const view = await render(<CustomizationModal />);
    unmount = view.unmount;
    await act(async () => openCustomization({ id: 'trip-1', place: 'Coorg Coffee Trail', price: 12000, days: '2N/3D' }));
    const modal = view.container.querySelector('dialog.customization-modal')!;
    expect(modal.textContent).toContain('Customize Coorg Coffee Trail');
    expect(byLabel(modal, 'Start date').min).toBe(todayInputValue());
    await type(byLabel(modal, 'Preferred destination'), 'Coorg');
    await type(byLabel(modal, 'Number of members'), '3');
    await type(byLabel(modal, 'Start date'), '2031-02-10');
    await type(byLabel(modal, 'End date'), '2031-02-13');
    await type(byLabel(modal, 'Number of adults'), '2');
    await type(byLabel(modal, 'Number of kids'), '1');
    await type(byLabel(modal, 'Trip type'), 'friends-trip');
    await click(buttonNamed(modal, 'Send Request'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customize-trip');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer traveller-token');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      type: 'trip_customization',
      user: { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null },
      trip: { id: 'trip-1', name: 'Coorg Coffee Trail', price: 12000, days: '2N/3D' },
      customizationData: {
        preferredPlace: 'Coorg',
        numberOfMembers: 3,
        startDate: '2031-02-10',
        endDate: '2031-02-13',
        numberOfAdults: 2,
        numberOfKids: 1,
        tripType: 'friends-trip',
      },
    });
    expect(body.message).toContain('Friends Trip');
    expect(popupText()).toContain(messages.customizationSentTitle);
    expect(popupText()).toContain(messages.customizationSentText);
    expect($customizationModal.get().open).toBe(false);
    expect(byLabel(modal, 'Preferred destination').value).toBe('');
  });

  it('shows the SPEC failure popup when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'boom' }), { status: 500 })),
    );
    const view = await render(<CustomizationModal />);
    unmount = view.unmount;
    await act(async () => openCustomization());
    const modal = view.container.querySelector('dialog.customization-modal')!;
    await type(byLabel(modal, 'Preferred destination'), 'Coorg');
    await type(byLabel(modal, 'Number of members'), '3');
    await type(byLabel(modal, 'Start date'), '2031-02-10');
    await type(byLabel(modal, 'End date'), '2031-02-13');
    await click(buttonNamed(modal, 'Send Request'));
    expect(popupText()).toContain('Error');
    expect(popupText()).toContain(messages.customizationFailed);
    expect($customizationModal.get().open).toBe(true);
  });

  it("starts with the trip's place when opened from a trip, and refuses a start date in the past", async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const view = await render(<CustomizationModal />);
    unmount = view.unmount;
    await act(async () => openCustomization({ id: 'trip-1', place: 'Coorg Coffee Trail', price: 12000, days: '2N/3D' }));
    const modal = view.container.querySelector('dialog.customization-modal')!;
    expect(byLabel(modal, 'Preferred destination').value).toBe('Coorg Coffee Trail');
    await type(byLabel(modal, 'Number of members'), '3');
    await type(byLabel(modal, 'Start date'), '2020-02-10');
    await type(byLabel(modal, 'End date'), '2020-02-13');
    await click(buttonNamed(modal, 'Send Request'));
    expect(popupText()).toContain(messages.invalidDateTitle);
    expect(popupText()).toContain(messages.customizationStartInPast);
    expect(popupText()).not.toContain(messages.requiredFieldMissingTitle);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives an out-of-range count its own title', async () => {
    const view = await render(<CustomizationModal />);
    unmount = view.unmount;
    await act(async () => openCustomization());
    const modal = view.container.querySelector('dialog.customization-modal')!;
    await type(byLabel(modal, 'Preferred destination'), 'Coorg');
    await type(byLabel(modal, 'Number of members'), '3');
    await type(byLabel(modal, 'Start date'), '2031-02-10');
    await type(byLabel(modal, 'End date'), '2031-02-13');
    await type(byLabel(modal, 'Number of kids'), '25');
    await click(buttonNamed(modal, 'Send Request'));
    expect(popupText()).toContain(messages.numberOutOfRangeTitle);
    expect(popupText()).toContain(messages.kidsRange);
  });

  it('prompts a traveller once, remembered across page loads', async () => {
    $customizationModal.set({ open: false, trip: null, openedOnce: false });
    vi.useFakeTimers();
    try {
      const first = await render(<CustomizationModal />);
      await act(async () => vi.advanceTimersByTime(limits.customizationPromptMs + 10));
      expect($customizationModal.get().open).toBe(true);
      await first.unmount();
      // A new page load: fresh modal state, the same browser storage.
      $customizationModal.set({ open: false, trip: null, openedOnce: false });
      const second = await render(<CustomizationModal />);
      unmount = second.unmount;
      await act(async () => vi.advanceTimersByTime(limits.customizationPromptMs + 10));
      expect($customizationModal.get().open).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never prompts a traveller who opened the form on an earlier page', async () => {
    openCustomization();
    $customizationModal.set({ open: false, trip: null, openedOnce: false });
    vi.useFakeTimers();
    try {
      const view = await render(<CustomizationModal />);
      unmount = view.unmount;
      await act(async () => vi.advanceTimersByTime(limits.customizationPromptMs + 10));
      expect($customizationModal.get().open).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
