// The inbox's on-demand parts, in one chunk (see inbox-extras.ts).
export { AssigneeFilterMenu } from './assignee-filter-menu';
export { TagFilterPopover } from './tag-filter-popover';
export { BulkToolbar } from './bulk-toolbar';
export { DeleteDialog } from './delete-dialog';
export { SnoozeDialog } from './snooze-dialog';
export { ShortcutsDialog } from './shortcuts-dialog';
export { MatchingProgress, SelectMatchingNotice } from './matching-notice';
