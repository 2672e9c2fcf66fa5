// Routes of the terminal. Hash routing under Electron's file:// page, history routing on the host.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { createBrowserRouter, createHashRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from './api/terminal-api.ts';
import { Layout } from './components/layout.tsx';
import { useSessionStore } from './stores/session-store.ts';
import { LoginScreen } from './screens/login-screen.tsx';
import { SaleScreen } from './screens/sale-screen.tsx';
import { OrdersScreen } from './screens/orders-screen.tsx';
import { OrderDetailScreen } from './screens/order-detail-screen.tsx';
import { BarcodeSearchScreen, ProductsScreen } from './screens/products-screen.tsx';
import { ProductDetailScreen } from './screens/product-detail-screen.tsx';
import { StockScreen } from './screens/stock-screen.tsx';
import { SalesScreen } from './screens/sales-screen.tsx';
import { CustomDetailScreen, CustomListScreen, CustomSheetScreen } from './screens/custom-screens.tsx';
import { SettingsScreen } from './screens/settings-screen.tsx';
import { CustomerDisplayScreen } from './screens/customer-display-screen.tsx';
import { OpenDayScreen } from './screens/open-day-screen.tsx';
import { DrawerScreen } from './screens/drawer-screen.tsx';
import { LockScreen, useIdleLock } from './screens/lock-screen.tsx';
import { listenToTerminalEvents } from './api/terminal-events.ts';

listenToTerminalEvents();

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } } });

function RequireSession() {
  const { session, checked, setSession } = useSessionStore();
  useEffect(() => {
    if (!checked) void call('auth.current', {}).then(setSession, () => setSession(null));
  }, [checked, setSession]);
  useIdleLock(session !== null && !session.locked);
  if (!checked) return <p className="loading">불러오는 중…</p>;
  if (!session) return <Navigate to="/login" replace />;
  return session.locked ? <LockScreen session={session} /> : <Outlet />;
}

/** 설정 is an admin's: a cashier or stock clerk who types its address lands on the sale. */
function AdminOnly({ children }: { readonly children: ReactNode }) {
  const role = useSessionStore((s) => s.session?.role);
  return role === 'admin' ? children : <Navigate to="/sale" replace />;
}

const routes = [
  { path: '/login', element: <LoginScreen /> },
  // The shopper's screen: no sign-in, no staff controls (#28 item 8).
  { path: '/customer-display', element: <CustomerDisplayScreen /> },
  {
    element: <RequireSession />,
    children: [
      { path: '/custom/:orderNo/sheet', element: <CustomSheetScreen /> },
      { path: '/open-day', element: <OpenDayScreen /> },
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Navigate to="/sale" replace /> },
          { path: '/sale', element: <SaleScreen /> },
          { path: '/orders', element: <OrdersScreen /> },
          { path: '/orders/:id', element: <OrderDetailScreen /> },
          { path: '/products', element: <ProductsScreen /> },
          { path: '/products/barcodes', element: <BarcodeSearchScreen /> },
          { path: '/products/:productNo', element: <ProductDetailScreen /> },
          { path: '/stock', element: <StockScreen /> },
          { path: '/drawer', element: <DrawerScreen /> },
          { path: '/sales', element: <SalesScreen /> },
          { path: '/sales/:date', element: <SalesScreen /> },
          { path: '/custom', element: <CustomListScreen /> },
          { path: '/custom/:orderNo', element: <CustomDetailScreen /> },
          {
            path: '/settings',
            element: (
              <AdminOnly>
                <SettingsScreen />
              </AdminOnly>
            ),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/sale" replace /> },
];

const router = window.location.protocol === 'file:' ? createHashRouter(routes) : createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
