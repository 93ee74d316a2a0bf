/**
 * The signed-in traveller's dropdown (docs/product.md#screens): toggles open and closed; Logout clears the session and goes to /trips
 * (docs/product.md#states).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { bookingTexts } from '@travel/server/domain';
import { $session, signOut } from '../../lib/session.ts';

export default function UserMenu() {
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

  const name = mounted ? session.user?.username || (session.userType === 'admin' ? 'Admin' : 'Traveller') : 'Account';

  const logout = async () => {
    await signOut();
    window.location.assign('/trips');
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu: ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu-name">{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={menuId} className="user-menu-list" hidden={!open}>
        {!(mounted && session.userType === 'admin') && (
          <a className="user-menu-item" href="/bookings">
            {bookingTexts.myBookings}
          </a>
        )}
        <button type="button" className="user-menu-item" onClick={() => void logout()}>
          Logout
        </button>
      </div>
      <style>{`
        .user-menu { position: relative; }
        .user-menu-toggle {
          display: inline-flex;
          align-items: center;
          gap: .4rem;
          min-height: 44px;
          padding: .3rem .7rem;
          border: 1px solid var(--line);
          border-radius: 999px;
          background: #fff;
          font: inherit;
          font-weight: 600;
          color: var(--ink);
          cursor: pointer;
        }
        .avatar {
          display: inline-grid;
          place-items: center;
          width: 28px;
          height: 28px;
          border-radius: 50%;
          background: var(--brand);
          color: #fff;
          font-size: .9rem;
        }
        .user-menu-list {
          position: absolute;
          right: 0;
          top: calc(100% + .4rem);
          min-width: 10rem;
          background: #fff;
          border: 1px solid var(--line);
          border-radius: 12px;
          box-shadow: var(--shadow);
          padding: .35rem;
        }
        .user-menu-item {
          width: 100%;
          text-align: left;
          min-height: 44px;
          padding: .5rem .8rem;
          border: 0;
          background: none;
          font: inherit;
          color: var(--ink);
          border-radius: 8px;
          cursor: pointer;
        }
        a.user-menu-item {
          display: flex;
          align-items: center;
          text-decoration: none;
        }
        .user-menu-item:hover { background: var(--soft); }
        @media (max-width: 640px) { .user-menu-name { display: none; } }
      `}</style>
    </div>
  );
}
