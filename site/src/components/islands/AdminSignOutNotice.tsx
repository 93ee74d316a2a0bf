/**
 * Shown on the public site to a signed-in traveller who just tried to open the back office: why they
 * are here, and a way to the admin login (sign out first).
 */
import { useEffect, useState } from 'react';
import { messages } from '@travel/server/domain';
import { takeAdminRedirectFlag } from '../../lib/admin-redirect.ts';
import { $session, clearSession } from '../../lib/session.ts';

export default function AdminSignOutNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (takeAdminRedirectFlag() && $session.get().userType === 'user') setShown(true);
  }, []);
  if (!shown) return null;

  const signOutToAdmin = () => {
    clearSession();
    window.location.assign('/admin/login');
  };

  return (
    <div className="admin-notice" role="alert">
      <div className="container admin-notice-row">
        <p>
          <strong>{messages.adminNeedsSignOutTitle}:</strong> {messages.adminNeedsSignOutText}
        </p>
        <div className="admin-notice-actions">
          <button type="button" className="btn btn-small" onClick={signOutToAdmin}>
            {messages.adminSignOutAction}
          </button>
          <button type="button" className="btn btn-outline btn-small" onClick={() => setShown(false)}>
            Stay signed in
          </button>
        </div>
      </div>
      <style href="admin-sign-out-notice-styles" precedence="island">{`
        .admin-notice { background: #fff7e6; border-bottom: 1px solid #f1cfb4; }
        .admin-notice-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .6rem; }
        .admin-notice-row { padding: .7rem 0; }
        .admin-notice p { margin: 0; }
        .admin-notice-actions { display: flex; flex-wrap: wrap; gap: .5rem; }
      `}</style>
    </div>
  );
}
