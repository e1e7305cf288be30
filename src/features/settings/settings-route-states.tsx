import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../../components/ui/state-panel';
import { TableSkeleton } from '../../components/ui/table-skeleton';
import { SettingsPageFrame } from './settings-page';
import type { SettingsPath } from './settings-pages';

// What a settings route shows while its data loads and when it could not be loaded: the page's frame (its title
// and navigation stay), with a skeleton of its list, or the server's reason and a way to try again.

/** The route's pendingComponent: `label` is what screen readers hear ("Loading the mailboxes…"). */
export function settingsPending(path: SettingsPath, label: string, rows = 3) {
  return function SettingsPending() {
    return (
      <SettingsPageFrame path={path}>
        <TableSkeleton label={label} rows={rows} />
      </SettingsPageFrame>
    );
  };
}

/** The route's errorComponent: `title` says what could not be loaded ("Couldn’t load the mailboxes"). */
export function settingsError(path: SettingsPath, title: string) {
  return function SettingsError({ error }: ErrorComponentProps) {
    const router = useRouter();
    return (
      <SettingsPageFrame path={path}>
        <ErrorState
          title={title}
          message={error instanceof Error ? error.message : 'Something went wrong.'}
          onRetry={() => void router.invalidate()}
        />
      </SettingsPageFrame>
    );
  };
}
