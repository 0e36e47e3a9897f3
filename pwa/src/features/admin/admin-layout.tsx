import { Outlet } from 'react-router';
import { ToastProvider } from '../../ui/toast.tsx';
import './admin.css';

/** The admin area's frame: its toasts outlive a move from login to the dashboard. */
export default function AdminLayout() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}
