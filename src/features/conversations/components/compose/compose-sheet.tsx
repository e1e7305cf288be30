import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Sheet } from '../../../../components/ui/sheet';
import { sessionQueryOptions } from '../../../session/api/session';
import { useChannels } from '../../../channels/api/get-channels';
import { useCompose } from '../../compose-state';
import { draftKey, drafts } from '../../drafts';
import { ComposeForm } from './compose-form';

/** The drawer itself: loaded on first open (it brings the editor), mounted only while open. */
export function ComposeSheet() {
  const { draft, open, close } = useCompose();
  const { data: session } = useQuery(sessionQueryOptions());
  const channels = useChannels();
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const owner = useMemo(() => session && { organizationId: session.organization.id, agentId: session.agent.id }, [session]);
  // "Discard" throws the kept draft away too; closing an empty drawer has nothing to keep.
  const discard = () => {
    if (owner) drafts.discard(draftKey(owner, { kind: 'compose' }));
    close();
  };

  // Escape, the close button and a click outside all come here: a draft is never dropped without asking.
  const requestClose = (nextOpen: boolean) => {
    if (nextOpen) return;
    if (dirty) setConfirming(true);
    else close();
  };

  return (
    <Sheet open onOpenChange={requestClose} title="New message" description="Write an email to start a new conversation.">
      {channels.isPending || !owner ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-8 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : channels.isError ? (
        <div role="alert" className="m-5 rounded-md bg-red-50 p-3 text-sm text-red-800">
          Could not load the channels: {channels.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void channels.refetch()}>
            Try again
          </button>
        </div>
      ) : !channels.data.some((c) => c.active) ? (
        <p className="m-5 text-sm text-slate-600">
          {channels.data.length === 0
            ? 'This organization has no channel to send from yet.'
            : 'Every channel of this organization is disabled: an admin can enable one under Settings, Mailboxes.'}
        </p>
      ) : (
        <ComposeForm
          // A disabled channel cannot send: it is not offered.
          channels={channels.data.filter((c) => c.active)}
          owner={owner}
          initial={draft}
          onDirtyChange={setDirty}
          onSent={close}
          onReopen={() => open()}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard draft?"
        description="The message you started will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={discard}
      />
    </Sheet>
  );
}
