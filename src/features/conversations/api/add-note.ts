import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteBody } from '#contract/compose';
import { NoteSchema, type Note, type Timeline } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export function addNote(conversationId: number, body: NoteBody): Promise<Note> {
  return api.post(`/conversations/${conversationId}/notes`, body, { schema: NoteSchema });
}

/** An internal note: agents only, never sent. */
export function useAddNote(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => addNote(conversationId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<Timeline>(conversationKeys.timeline(conversationId), (timeline) =>
        timeline && !timeline.entries.some((e) => e.type === 'note' && e.note.id === note.id)
          ? { ...timeline, entries: [...timeline.entries, { type: 'note', note }] }
          : timeline,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.timeline(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId), exact: true });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
