// A message line: errors are announced to screen readers at once (role=alert), notes politely.
export function Notice({ error, note }: { readonly error?: string | null; readonly note?: string | null }) {
  if (error) {
    return (
      <p className="notice error" role="alert">
        {error}
      </p>
    );
  }
  if (note) {
    return (
      <p className="notice ok" role="status">
        {note}
      </p>
    );
  }
  return null;
}
