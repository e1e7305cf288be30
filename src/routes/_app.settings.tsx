import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SettingsNav } from '../features/settings/settings-nav';

// The settings area: its navigation beside the page. Each page is its own route, loaded when opened.
export const Route = createFileRoute('/_app/settings')({
  component: SettingsLayout,
});

function SettingsLayout() {
  return (
    <div className="flex h-full min-h-0 flex-col md:flex-row">
      <SettingsNav />
      <div className="min-w-0 flex-1 overflow-y-auto">
        <Outlet />
      </div>
    </div>
  );
}
