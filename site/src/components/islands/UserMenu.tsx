/**
 * The signed-in traveller's dropdown (docs/product.md#screens): toggles open and closed; Logout clears the session and goes to /trips
 * (docs/product.md#states).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { userMenuEn, type UserMenuText } from '../../i18n/customization-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { $session, signOut } from '../../lib/session.ts';

/** `t`: the strings in the page's language (default English); its links stay in that language. */
export default function UserMenu({ t = userMenuEn }: { t?: UserMenuText }) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  // The server render knows no session; the name appears once mounted, without a hydration mismatch.
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const name = mounted ? session.user?.username || (session.userType === 'admin' ? t.admin : t.traveller) : t.account;

  const logout = async () => {
    await signOut();
    window.location.assign(`${t.prefix}/trips`);
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fill(t.menu, { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The initial drawn by CSS: as text it would be part of the button's visible words, which its name must contain (axe). */}
        <span className="avatar" aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} />
        <span className="user-menu-name">{name}</span>
        <span className="user-menu-caret" aria-hidden="true" />
      </button>
      <div id={menuId} className="user-menu-list" hidden={!open}>
        {!(mounted && session.userType === 'admin') && (
          <a className="user-menu-item" href={`${t.prefix}/bookings`}>
            {t.myBookings}
          </a>
        )}
        <button type="button" className="user-menu-item" onClick={() => void logout()}>
          {t.logout}
        </button>
      </div>
    </div>
  );
}
