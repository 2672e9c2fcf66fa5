// The frame of every signed-in screen: navigation by role on the left (nav-links.ts: a cashier sees
// only what a cashier may use — no 설정, no 재고), the manager approval dialog any screen may ask for, 잠금 (F12) to lock the screen at once, the screen, the status bar.
import { NavLink, Outlet, useNavigate } from 'react-router';
import { call } from '../api/terminal-api.ts';
import { Key, SALE_KEYS, useKeyBindings } from '../keys/function-keys.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { StatusBar } from './status-bar.tsx';
import { navLinksFor } from './nav-links.ts';
import { ApprovalDialog } from '../approval/approval-dialog.tsx';
import type { Role } from '../../shared/schemas.ts';

const ROLE_LABEL: Readonly<Record<Role, string>> = { cashier: '계산원', stock: '재고 담당', admin: '관리자' };

export function Layout() {
  const session = useSessionStore((s) => s.session);
  const setSession = useSessionStore((s) => s.setSession);
  const lock = useSessionStore((s) => s.lock);
  const navigate = useNavigate();
  const lockNow = () => void call('auth.lock', {}).finally(lock);
  useKeyBindings({ [SALE_KEYS.lock]: lockNow }, session !== null);
  if (!session) return null;
  return (
    <div className="app">
      <nav className="side-nav" aria-label="메뉴">
        <div className="who">
          <strong>{session.name}</strong>
          <span>{ROLE_LABEL[session.role]}</span>
          {session.offline ? <span className="warn">오프라인 로그인</span> : null}
        </div>
        {navLinksFor(session.role).map((link) => (
          <NavLink key={link.to} to={link.to} className="nav-link">
            {link.label}
          </NavLink>
        ))}
        <button type="button" className="nav-link lock" onClick={lockNow} aria-keyshortcuts={SALE_KEYS.lock}>
          잠금 <Key name={SALE_KEYS.lock} />
        </button>
        <button
          type="button"
          className="nav-link logout"
          onClick={() => {
            void call('auth.logout', {}).finally(() => {
              setSession(null);
              void navigate('/login');
            });
          }}
        >
          로그아웃
        </button>
      </nav>
      <main className="screen">
        <Outlet />
      </main>
      <StatusBar />
      <ApprovalDialog />
    </div>
  );
}
