import { Extension, type Editor } from '@tiptap/react';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

// "/" at the start of a word opens a picker (the snippets): this extension only finds the "/query" before the
// caret and lends the picker the keys it needs while it is open. What the picker shows is the caller's business.

/** The "/query" before the caret: `from` is the slash, `to` the caret. */
export interface SlashMatch {
  query: string;
  from: number;
  to: number;
  /** Where the slash is on screen (viewport coordinates), to anchor the picker. */
  rect: { left: number; top: number; right: number; bottom: number };
}

export interface SlashHandlers {
  /** The match changed (null: no "/word" before the caret any more, or the editor lost the focus). */
  onChange: (match: SlashMatch | null) => void;
  /** A key pressed while a match is active; true when the picker used it (the editor then ignores it). */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

// A slash at the start of the text or after a space, then up to 40 characters without spaces or slashes.
const TRIGGER = /(?:^|\s)\/([^\s/]{0,40})$/;

/** The "/query" right before the caret of an empty selection, if any. */
export function findSlash(view: EditorView): SlashMatch | null {
  const { selection } = view.state;
  if (!selection.empty || !view.hasFocus()) return null;
  const { $from } = selection;
  if (!$from.parent.isTextblock) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const match = TRIGGER.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  const from = $from.pos - query.length - 1;
  const coords = view.coordsAtPos(from);
  return { query, from, to: $from.pos, rect: { left: coords.left, top: coords.top, right: coords.right, bottom: coords.bottom } };
}

const key = new PluginKey('slashTrigger');

/** The ProseMirror plugin; `handlers()` gives the current handlers (a ref's value), undefined when nobody listens. */
export function slashPlugin(handlers: () => SlashHandlers | undefined): Plugin {
  let active: SlashMatch | null = null;
  const report = (view: EditorView) => {
    const h = handlers();
    if (!h) return;
    const next = findSlash(view);
    const same = next?.query === active?.query && next?.from === active?.from;
    active = next;
    if (!same) h.onChange(next);
  };
  return new Plugin({
    key,
    view: () => ({ update: (view) => report(view) }),
    props: {
      handleKeyDown: (_view, event) => (active && handlers() ? handlers()!.onKeyDown(event) : false),
      handleDOMEvents: {
        focus: (view) => {
          // The focus is set after this event: look once it is.
          setTimeout(() => report(view));
          return false;
        },
        blur: () => {
          if (active) {
            active = null;
            handlers()?.onChange(null);
          }
          return false;
        },
      },
    },
  });
}

declare module '@tiptap/core' {
  interface Storage {
    slashTrigger: { handlers: SlashHandlers | undefined };
  }
}

/** The extension: whoever shows a picker sets `editor.storage.slashTrigger.handlers`. */
export const SlashTrigger = Extension.create({
  name: 'slashTrigger',
  addStorage: () => ({ handlers: undefined as SlashHandlers | undefined }),
  addProseMirrorPlugins() {
    const storage = this.storage as { handlers: SlashHandlers | undefined };
    return [slashPlugin(() => storage.handlers)];
  },
});

/** Gives the editor's "/" trigger the handlers of the picker shown now (undefined: none). */
export function setSlashHandlers(editor: Editor, handlers: SlashHandlers | undefined) {
  editor.storage.slashTrigger.handlers = handlers;
}
