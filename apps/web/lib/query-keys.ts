// react-query keys used by more than one component. Everything that depends on who is logged in
// starts with 'member' so logout can drop it all at once (components/providers.tsx does).
export const queryKeys = {
  member: ['member'] as const,
  cartCount: ['member', 'cart', 'count'] as const,
  cart: ['member', 'cart'] as const,
  profile: ['member', 'profile'] as const,
  reviews: (productNo: number, sort: string, page: number) => ['reviews', productNo, sort, page] as const,
  photoReviews: (productNo: number, page: number) => ['photo-reviews', productNo, page] as const,
  inquiries: (productNo: number, page: number) => ['member', 'inquiries', productNo, page] as const,
  buildId: ['build-id'] as const,
};
