'use client';
// An island loaded on demand (scroll, focus, a click) that calls the platform: its code and
// react-query's arrive together, wrapped in `ApiProviders`, so the page that offers it loads neither
// up front.
import { lazy, type ComponentType } from 'react';

export function lazyWithApi<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { ApiProviders }] = await Promise.all([load(), import('@/components/providers')]);
    function WithApi(props: P) {
      return (
        <ApiProviders>
          <Component {...props} />
        </ApiProviders>
      );
    }
    return { default: WithApi };
  });
}
