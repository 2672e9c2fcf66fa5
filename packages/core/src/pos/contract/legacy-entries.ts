// ── Entries written before `qty` was named `quantity` ───────────────────────────────────────────
// Terminals before the rename wrote sale lines, voided lines and refund lines with `qty`. Outboxes
// and ledgers keep such entries, so every reader passes them through upgradePosPayload: nothing
// written before the rename is lost or refused, and a resend is still recognised as the same entry.
const LINE_LISTS = ['lines', 'voidedLines'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function renameAmountKey(items: unknown, from: string, to: string): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (!isRecord(item) || !(from in item) || to in item) return item;
    const { [from]: value, ...rest } = item;
    return { ...rest, [to]: value };
  });
}

function renamePayloadLines<T>(payload: T, from: string, to: string): T {
  if (!isRecord(payload)) return payload;
  const out: Record<string, unknown> = { ...payload };
  for (const key of LINE_LISTS) if (key in out) out[key] = renameAmountKey(out[key], from, to);
  return out as T;
}

/** A sale or refund payload in today's shape: lines written with `qty` get `quantity` (others unchanged). */
export function upgradePosPayload<T>(payload: T): T {
  return renamePayloadLines(payload, 'qty', 'quantity');
}

/** A raw outbox entry with its payload upgraded (anything else is left for the schema to judge). */
export function upgradePosSyncEntry(raw: unknown): unknown {
  return isRecord(raw) && 'payload' in raw ? { ...raw, payload: upgradePosPayload(raw.payload) } : raw;
}

/** A payload as a terminal before the rename wrote it (`quantity` → `qty`): how fingerprints recorded then are matched. */
export function legacyPosPayload<T>(payload: T): T {
  return renamePayloadLines(payload, 'quantity', 'qty');
}
