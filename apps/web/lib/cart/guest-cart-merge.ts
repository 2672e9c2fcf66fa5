// A guest who logs in keeps what they chose: the guest cart's lines go into the member cart (the
// platform adds a line of the same option and design to the member's line), the guest cart is
// emptied of what moved, and a toast says so. A line the platform refuses (sold out, no longer on
// sale) stays in the guest cart rather than vanishing, and the toast says how many.
import { guestCartMemberItems, type GuestCart } from '@courtside/core/cart';
import { type CartAddItem } from '@courtside/core/api';

export interface GuestCartMove {
  movedCartNos: number[];
  keptCartNos: number[];
  /** Pieces moved (sum of quantities), for the toast. */
  movedCount: number;
}

export async function moveGuestCart(cart: GuestCart, add: (items: CartAddItem[]) => Promise<unknown>): Promise<GuestCartMove> {
  const lines = guestCartMemberItems(cart);
  const asItem = (l: (typeof lines)[number]): CartAddItem => ({ productNo: l.productNo, optionNo: l.optionNo, orderCnt: l.orderCnt, optionInputs: [...l.optionInputs] });
  if (lines.length === 0) return { movedCartNos: [], keptCartNos: [], movedCount: 0 };
  try {
    await add(lines.map(asItem));
    return { movedCartNos: lines.map((l) => l.cartNo), keptCartNos: [], movedCount: lines.reduce((s, l) => s + l.orderCnt, 0) };
  } catch {
    // One refused line refuses the whole request: try each line so the good ones still move.
    const moved: typeof lines = [];
    const kept: typeof lines = [];
    for (const line of lines) {
      try {
        await add([asItem(line)]);
        moved.push(line);
      } catch {
        kept.push(line);
      }
    }
    return { movedCartNos: moved.map((l) => l.cartNo), keptCartNos: kept.map((l) => l.cartNo), movedCount: moved.reduce((s, l) => s + l.orderCnt, 0) };
  }
}

/** The toast after a move, or null when there was nothing to move. */
export function guestCartMoveMessage(move: GuestCartMove): { message: string; type: 'success' | 'error' } | null {
  const kept = move.keptCartNos.length;
  if (move.movedCartNos.length === 0 && kept === 0) return null;
  if (move.movedCartNos.length === 0) return { message: `비회원 장바구니의 상품 ${kept}개를 장바구니에 담지 못했습니다. 품절되었거나 판매가 끝났을 수 있습니다.`, type: 'error' };
  const moved = `비회원으로 담은 상품 ${move.movedCount}개를 장바구니에 옮겼습니다.`;
  return { message: kept > 0 ? `${moved} ${kept}개는 품절 등으로 옮기지 못했습니다.` : moved, type: 'success' };
}
