import { questionOf } from '../../contract/customer-question.ts';
import type { EvalQuery } from './help-desk-queries.ts';
import type { EvalMail } from './help-desk-mails.ts';

// A labelled mail as the reply box asks the AI store about it: the first mail of a conversation, through the
// product's own rule (contract/customer-question.ts: subject in front, greeting, signature and quoted thread cut).

export function mailQuestion(mail: { subject: string; text: string }): string {
  return questionOf(mail, { answered: false });
}

export const mailQueries = (mails: EvalMail[]): EvalQuery[] => mails.map((m) => ({ query: mailQuestion(m), expected: m.expected, kind: 'mail' }));
