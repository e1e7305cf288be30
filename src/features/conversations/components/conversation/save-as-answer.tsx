import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import type { RagConversationDraft } from '#contract/rag';
import { useToast } from '../../../../components/ui/toast';
import { useFocusReturn } from '../../../../components/ui/use-focus-return';
import { isApiError } from '../../../../lib/api-client';
import { lazyModule, preload, useLazyModule } from '../../../../lib/lazy-module';
import { getConversationDraft } from '../../../ai-sources/api/conversation-draft';
import { pillButtonClass } from './menu-styles';

// The Q&A editor (react-hook-form, zod, the contract) is loaded when first wanted: a hover, a focus, a click.
const editorModule = lazyModule(() => import('../../../ai-sources/components/question-editor'));

/**
 * "Save as AI answer": the customer's question and the reply that answered it, trimmed of quotes and signatures and
 * without the customer's personal data (the server marks it ███), in the Q&A editor to tidy (an order number taken
 * out) before suggestions offer it to everyone. Added as
 * a Q&A, which stays editable on the AI answers page.
 */
export function SaveAsAnswerButton({ conversationId, notSavable }: { conversationId: number; notSavable: string | null }) {
  const toast = useToast();
  const focus = useFocusReturn();
  const [draft, setDraft] = useState<RagConversationDraft | null>(null);
  const [loading, setLoading] = useState(false);
  const editor = useLazyModule(editorModule, draft !== null);

  const open = async () => {
    if (loading) return;
    // Said at once: the server would refuse the draft for the same reason.
    if (notSavable) {
      toast.show({ title: 'Nothing to save as an AI answer yet', description: notSavable, tone: 'info' });
      return;
    }
    focus.remember();
    setLoading(true);
    try {
      const [read] = await Promise.all([getConversationDraft(conversationId), editorModule.load()]);
      setDraft(read);
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Try again.';
      toast.show({ title: 'Nothing to save as an AI answer yet', description: message.charAt(0).toUpperCase() + message.slice(1), tone: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={pillButtonClass}
        // Not disabled while it reads: a disabled button would lose the focus the editor gives back to it on closing.
        aria-busy={loading || undefined}
        onPointerEnter={() => preload(editorModule)}
        onFocus={() => preload(editorModule)}
        onClick={() => void open()}
      >
        <BookmarkPlus aria-hidden="true" className="size-4 text-slate-500" />
        Save as AI answer
      </button>
      {draft && editor && (
        <editor.QuestionEditor
          uuid={null}
          initial={{ questions: draft.questions.map((text) => ({ text })), answer: draft.answer }}
          description={`The customer’s question and the reply of conversation #${conversationId}, to tidy before suggestions offer it`}
          onClose={() => {
            setDraft(null);
            focus.restore();
          }}
        />
      )}
    </>
  );
}
