'use client';
// The storefront's links: a plain <a> whose same-tab, same-origin clicks go through Next's router
// (soft navigation, the layout kept, scrolled to the top) — what next/link did for us, without its
// prefetching: every page is rendered per request (the root layout reads the request), so a prefetch
// fetched nothing of the page ahead, the storefront's lists had it switched off (each prefetch a
// server render), and next/link's code cost every page ~3 KB of first-load JS (issue 13). The router
// itself is part of the framework runtime every page loads. Clicks meant for the browser (new tab or
// window, download, another origin, a handler that prevented them) are left to it. Lint keeps
// next/link out.
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Scroll to the top after navigating (default). */
  scroll?: boolean;
}

/** Whether a click on a link should be left to the browser rather than handled by the router. */
export function browserHandlesClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>, anchor: HTMLAnchorElement, origin: string): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return true;
  return new URL(anchor.href).origin !== origin;
}

export default function Link({ href, replace = false, scroll = true, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (browserHandlesClick(event, event.currentTarget, window.location.origin)) return;
    event.preventDefault();
    if (replace) router.replace(href, { scroll });
    else router.push(href, { scroll });
  };
  return <a {...rest} href={href} onClick={navigate} />;
}
