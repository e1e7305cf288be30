import type { Session } from '#contract/session';
import { firstName, type TemplateValues } from '#contract/template-variables';

/** The customer the signature's preview is written to: how a reply from the signed-in agent would end. */
export const SAMPLE_CONTACT = { name: 'Maria Lopez', email: 'maria@example.com' };

export function sampleSignatureValues(session: Session): TemplateValues {
  return {
    'contact.name': SAMPLE_CONTACT.name,
    'contact.first_name': firstName(SAMPLE_CONTACT.name),
    'contact.email': SAMPLE_CONTACT.email,
    'agent.name': session.agent.name,
    'agent.first_name': firstName(session.agent.name),
    'conversation.id': '1024',
    'conversation.subject': 'Where is my order?',
    'organization.name': session.organization.name,
  };
}
