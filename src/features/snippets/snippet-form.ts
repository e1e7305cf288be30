import { actionStatusOf, emptyActionData } from '#contract/actions';
import { ROOT_CATEGORY, type CreateSnippetBody, type Snippet } from '#contract/snippets';

// The editor's form: the API's own body (CreateSnippetBody, validated by the contract's schema), with the
// shortcut as typed ('' for none) and the categories without the root (none chosen: filed at the root).

export type SnippetFormValues = CreateSnippetBody & { shortcut: string; categories: number[] };
export type ActionDraft = SnippetFormValues['actions'][number];

/** What a new action of each kind starts with. */
export const newActionData = emptyActionData;

export function emptySnippet(category?: number): SnippetFormValues {
  return {
    title: '',
    shortcut: '',
    categories: category ? [category] : [],
    actions: [{ name: 'reply', data: newActionData('reply') }],
  };
}

export function toFormValues(snippet: Snippet): SnippetFormValues {
  return {
    title: snippet.title,
    shortcut: snippet.shortcut ?? '',
    categories: snippet.categories.filter((c) => c !== ROOT_CATEGORY),
    actions: [...snippet.actions].sort((a, b) => a.sort - b.sort).map((a) => ({ name: a.name, data: a.data })),
  };
}

/** The body sent: no shortcut is null, no category is the root. */
export function toBody(values: SnippetFormValues): CreateSnippetBody {
  return {
    title: values.title,
    shortcut: values.shortcut.trim() || null,
    categories: values.categories.length ? values.categories : [ROOT_CATEGORY],
    actions: values.actions.map((action) => {
      const data = { ...(action.data as Record<string, unknown> | undefined) };
      // A snooze time only goes with the snoozed status.
      if (action.name === 'status' && actionStatusOf(data.status) !== 'snoozed') delete data.snooze_until;
      return { name: action.name, data };
    }),
  };
}
