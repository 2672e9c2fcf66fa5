'use client';
// The header's search box and mobile menu button and the footer's dialog links work in the page's
// HTML (a GET form to /search, buttons); their code loads when the shopper reaches for them
// (components/ui/intent-island.tsx), not with every page: a press of a button made before it has
// arrived is made again once it has.
import { intentIsland } from '@/components/ui/intent-island';

export const HeaderSearchIsland = intentIsland(() => import('./header-search').then((m) => m.HeaderSearch), { scroll: false });

export const MobileMenuIsland = intentIsland(() => import('./mobile-menu').then((m) => m.MobileMenu), { scroll: false });

export const FooterExtrasIsland = intentIsland(() => import('@/components/modals/footer-extras').then((m) => m.FooterExtras), { scroll: false });
