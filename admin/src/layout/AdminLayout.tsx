/** The product's (docs/product.md#screens) admin layout: top bar (sidebar toggle, admin email, logout) and the sidebar menu. */
import { Layout } from 'react-admin';
import type { LayoutProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/**
 * react-admin lets wide content widen the whole page (min-width: fit-content); here the reviews
 * scroller and wide tables scroll in place instead, so a phone never scrolls the page sideways.
 */
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

export const AdminLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu} sx={layoutSx}>
    <ScrollToTop />
    {children}
  </Layout>
);
