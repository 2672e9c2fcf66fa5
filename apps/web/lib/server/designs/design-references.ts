// Designs frozen when they go into a cart. The reference (`D20250301-7KQ2M9XA`) travels in the cart
// line's option input 디자인 참조번호, so production reads exactly the design that was bought, for
// members and guests alike, whatever happens to the saved record afterwards.
import type { CustomItem, DampenerDesign, DesignSideName } from '@courtside/core/design';
import { customItemOf, imageCount, parseDampenerDesign, designToData } from '@courtside/core/design';
import type { Kysely, Selectable } from 'kysely';
import type { DampenerDesignRefsTable } from './schema';
import type { WebDatabase } from '@/lib/server/db/schema';

export interface DesignReference {
  reference: string;
  /** The buyer when a member; null for a guest. */
  memberId: string | null;
  /** Key of the saved record it was made from, when there was one. */
  source: { memberId: string; createTime: string } | null;
  design: DampenerDesign;
  /** The shopper's editor images per side (back is null when both sides are the same). */
  editorImages: Record<DesignSideName, string | null>;
  /** Seed §3 custom item: front draft, shape, cushion colour, image count. */
  customItem: CustomItem;
  createdAt: string;
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_PATTERN = /^D\d{8}-[2-9A-HJ-NP-Z]{8}$/;

export function isDesignReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/** A new reference for `now` from 8 random bytes (crypto on the server, a fixed source in tests). */
export function newDesignReference(now: Date, randomBytes: Uint8Array): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from(randomBytes.slice(0, 8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `D${day}-${tail}`;
}

function toReference(row: Selectable<DampenerDesignRefsTable>): DesignReference | null {
  let raw: unknown;
  try {
    raw = JSON.parse(row.design_json);
  } catch {
    return null;
  }
  const parsed = parseDampenerDesign(raw);
  if (!parsed.ok) return null;
  return {
    reference: row.reference,
    memberId: row.member_id,
    source: row.member_id !== null && row.source_create_time !== null ? { memberId: row.member_id, createTime: row.source_create_time } : null,
    design: parsed.design,
    editorImages: { front: row.front_image_url, back: row.back_image_url },
    customItem: customItemOf(parsed.design, row.front_image_url),
    createdAt: row.created_at,
  };
}

export interface NewDesignReference {
  memberId: string | null;
  sourceCreateTime: string | null;
  design: DampenerDesign;
  frontImageUrl: string;
  backImageUrl: string | null;
}

export async function createDesignReference(db: Kysely<WebDatabase>, input: NewDesignReference, now: Date, random: () => Uint8Array): Promise<DesignReference> {
  for (;;) {
    const reference = newDesignReference(now, random());
    const taken = await db.selectFrom('dampener_design_refs').select('reference').where('reference', '=', reference).executeTakeFirst();
    if (taken) continue;
    const row = {
      reference,
      member_id: input.memberId,
      source_create_time: input.memberId === null ? null : input.sourceCreateTime,
      design_json: JSON.stringify(designToData(input.design)),
      shape: input.design.shape,
      cushion_color: input.design.cushionColor.key,
      side_mode: input.design.sideMode,
      image_count: imageCount(input.design),
      front_image_url: input.frontImageUrl,
      back_image_url: input.design.sideMode === '1' ? null : input.backImageUrl,
      created_at: now.toISOString(),
    };
    await db.insertInto('dampener_design_refs').values(row).execute();
    const stored = toReference(row);
    if (!stored) throw new Error('stored design reference is unreadable');
    return stored;
  }
}

/** The frozen design behind a cart line or order line, or null. */
export async function findDesignReference(db: Kysely<WebDatabase>, reference: string): Promise<DesignReference | null> {
  if (!isDesignReference(reference)) return null;
  const row = await db.selectFrom('dampener_design_refs').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row ? toReference(row) : null;
}

/** Several at once (a production list page), keyed by reference; unknown ones are left out. */
export async function findDesignReferences(db: Kysely<WebDatabase>, references: readonly string[]): Promise<Map<string, DesignReference>> {
  const wanted = [...new Set(references.filter(isDesignReference))];
  const found = new Map<string, DesignReference>();
  if (wanted.length === 0) return found;
  const rows = await db.selectFrom('dampener_design_refs').selectAll().where('reference', 'in', wanted).execute();
  for (const row of rows) {
    const stored = toReference(row);
    if (stored) found.set(stored.reference, stored);
  }
  return found;
}
