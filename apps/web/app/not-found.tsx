import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * A page's 404 (notFound(): an unknown product, category, order …), in the root layout. Next sends
 * this element with every route, the cached ones (app/cached/) included, so it reads nothing per
 * request. An address with no page at all gets app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundView />;
}
