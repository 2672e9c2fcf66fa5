// Staff accounts on the settings screen (admins): add a cashier, stock or admin with a PIN, rename,
// change the role or PIN, stop or restore an account. Accounts live on the own server, so every
// terminal of the shop signs in with the same people; the server enforces the same rules.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POS_ROLE_LABELS } from '@courtside/core/pos';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import type { Role, Staff } from '../../shared/schemas.ts';

const ROLES: readonly Role[] = ['cashier', 'stock', 'admin'];
const PIN = /^\d{4,8}$/;

function RoleSelect({ id, value, onChange }: { readonly id: string; readonly value: Role; readonly onChange: (role: Role) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {POS_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function StaffEditor({ staff, onSaved, onCancel }: { readonly staff: Staff; readonly onSaved: (message: string) => void; readonly onCancel: () => void }) {
  const [name, setName] = useState(staff.name);
  const [role, setRole] = useState<Role>(staff.role);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save(change: { active?: boolean }) {
    if (pin !== '' && !PIN.test(pin)) {
      setError('PIN은 숫자 4~8자리로 입력하세요.');
      return;
    }
    try {
      const saved = await call('staff.update', {
        staffId: staff.staffId,
        ...(name.trim() !== staff.name ? { name: name.trim() } : {}),
        ...(role !== staff.role ? { role } : {}),
        ...(pin !== '' ? { pin } : {}),
        ...change,
      });
      onSaved(change.active === false ? `${saved.name} 님을 사용 중지했습니다.` : change.active ? `${saved.name} 님을 다시 사용합니다.` : `${saved.name} 님의 정보를 저장했습니다.`);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form
      className="staff-editor"
      aria-label={`${staff.name} 수정`}
      onSubmit={(e) => {
        e.preventDefault();
        void save({});
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <label className="inline">
        이름
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required autoFocus />
      </label>
      <label className="inline" htmlFor={`staff-role-${staff.staffId}`}>
        역할
      </label>
      <RoleSelect id={`staff-role-${staff.staffId}`} value={role} onChange={setRole} />
      <label className="inline">
        새 PIN
        <input type="password" inputMode="numeric" autoComplete="new-password" placeholder="바꿀 때만" value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))} />
      </label>
      <button type="submit" className="primary">
        저장
      </button>
      <button type="button" onClick={() => void save({ active: !staff.active })}>
        {staff.active ? '사용 중지' : '다시 사용'}
      </button>
      <button type="button" onClick={onCancel}>
        취소
      </button>
      <Notice error={error} />
    </form>
  );
}

export function StaffPanel() {
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: ['staff'], queryFn: () => call('staff.list', {}) });
  const [editing, setEditing] = useState<number | null>(null);
  const [form, setForm] = useState<{ name: string; role: Role; pin: string }>({ name: '', role: 'cashier', pin: '' });
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  function done(message: string) {
    setEditing(null);
    setError(null);
    setNote(message);
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    if (!PIN.test(form.pin)) {
      setError('PIN은 숫자 4~8자리로 입력하세요.');
      return;
    }
    try {
      const created = await call('staff.create', { name: form.name.trim(), role: form.role, pin: form.pin });
      setForm({ name: '', role: 'cashier', pin: '' });
      done(`${created.name} 님(${POS_ROLE_LABELS[created.role]})을 추가했습니다.`);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <fieldset className="staff-panel">
      <legend>직원</legend>
      {staff.error ? <Notice error={errorMessage(staff.error)} /> : null}
      <table aria-label="직원 목록">
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">역할</th>
            <th scope="col">상태</th>
            <th scope="col">
              <span className="sr-only">작업</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(staff.data ?? []).map((member) =>
            editing === member.staffId ? (
              <tr key={member.staffId}>
                <td colSpan={4}>
                  <StaffEditor staff={member} onSaved={done} onCancel={() => setEditing(null)} />
                </td>
              </tr>
            ) : (
              <tr key={member.staffId}>
                <td>{member.name}</td>
                <td>{POS_ROLE_LABELS[member.role]}</td>
                <td>{member.active ? '사용 중' : '사용 중지'}</td>
                <td>
                  <button type="button" aria-label={`${member.name} 수정`} onClick={() => setEditing(member.staffId)}>
                    수정
                  </button>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <form className="row" aria-label="직원 추가" onSubmit={(e) => void add(e)}>
        <label className="inline">
          직원 이름
          <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} maxLength={40} required />
        </label>
        <label className="inline" htmlFor="new-staff-role">
          역할
        </label>
        <RoleSelect id="new-staff-role" value={form.role} onChange={(role) => setForm({ ...form, role })} />
        <label className="inline">
          직원 PIN
          <input type="password" inputMode="numeric" autoComplete="new-password" value={form.pin} onChange={(e) => setForm({ ...form, pin: e.target.value.replace(/\D/g, '').slice(0, 8) })} required />
        </label>
        <button type="submit" className="primary">
          직원 추가
        </button>
      </form>
      <Notice error={error} note={note} />
    </fieldset>
  );
}
