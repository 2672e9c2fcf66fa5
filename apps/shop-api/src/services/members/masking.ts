// Masking of personal data shown before the person has proven who they are (find-ID results,
// password-reset account lookup), in the platform's style: tester*** / 테*터 / 010-12**-56** / te***@nhn.com.

export function maskMemberId(id: string): string {
  if (id.length <= 3) return `${id.slice(0, 1)}${'*'.repeat(Math.max(0, id.length - 1))}`;
  return `${id.slice(0, id.length - 3)}***`;
}

export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return mobile;
  const d = mobile.replace(/\D/g, '');
  if (d.length < 10) return `${d.slice(0, 3)}****`;
  const head = d.slice(0, 3);
  const middle = d.slice(3, d.length - 4);
  const tail = d.slice(d.length - 4);
  return `${head}-${middle.slice(0, 2)}${'*'.repeat(middle.length - 2)}-${tail.slice(0, 2)}**`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const visible = local.slice(0, Math.min(2, local.length - 1));
  return `${visible}${'*'.repeat(local.length - visible.length)}${email.slice(at)}`;
}
