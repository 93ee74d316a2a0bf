/** SPEC §2's admin layout: top bar (sidebar toggle, admin email, logout) and the sidebar menu. */
import { Layout } from 'react-admin';
import type { LayoutProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar.tsx';
import { AdminMenu } from './AdminMenu.tsx';

export const AdminLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
