import { AcceptRagProposalBodySchema, type RagProposal } from '#contract/rag-proposals';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { useAcceptProposal } from '../api/accept-proposal';

/** What an accepted proposal is told with, accepted as proposed or edited first. */
export const acceptedToast = (proposal: RagProposal) => ({
  title: 'Question added to the Q&A',
  description: `“${proposal.source.question}” is processed again with it.`,
});

/**
 * A proposed question edited before it is accepted: the customer's wording, without what only this customer wrote
 * (a name, an order or a card number), joins the Q&A; the proposal keeps counting the customer's wording.
 */
export function EditProposalDialog({ proposal, onClose, onAccepted }: { proposal: RagProposal | null; onClose: () => void; onAccepted: () => void }) {
  const accept = useAcceptProposal();
  const toast = useToast();
  return (
    <FormDialog
      open={proposal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit the question, then accept it"
      description={proposal ? `It joins the Q&A “${proposal.source.question}”. Take out what only this customer wrote: a name, an order or card number.` : undefined}
      className="w-[min(92vw,36rem)]"
      schema={AcceptRagProposalBodySchema}
      defaultValues={{ question: proposal?.question ?? '' }}
      submit={(values) => accept.mutateAsync({ proposal: proposal!, question: values.question })}
      submitLabel="Accept"
      submittingLabel="Accepting…"
      failedTitle="The question was not added"
      serverFields={['question']}
      fallbackField="question"
      onSubmitted={() => {
        if (proposal) toast.show({ ...acceptedToast(proposal), tone: 'success' });
        onAccepted();
      }}
    >
      {(form) => (
        <FormField id="proposal-question" label="Question" error={form.formState.errors.question?.message}>
          {(control) => <Textarea {...control} {...form.register('question')} rows={3} />}
        </FormField>
      )}
    </FormDialog>
  );
}
