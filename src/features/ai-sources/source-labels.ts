import type { RagSource, RagSourceStatus, RagSourceType } from '#contract/rag';

export const TYPE_LABELS: Record<RagSourceType, string> = { question: 'Q&A', text: 'Text', conversation: 'Conversation', article: 'Help article' };

export const STATUS_LABELS: Record<RagSourceStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
  deleting: 'Deleting',
};

/** How a source is named in buttons and dialogs: its first question, or its title. */
export function sourceName(source: Pick<RagSource, 'type' | 'questions' | 'title'>): string {
  const name = source.type === 'question' ? source.questions?.[0] : source.title;
  return name?.trim() || (source.type === 'text' ? 'Untitled text' : 'Untitled');
}
