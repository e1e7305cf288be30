import { describe, expect, it } from 'vitest';
import { fieldOfServerError, labelFieldMessage } from './server-errors';

const compose = {
  channel_id: 'channel_id',
  to: 'to',
  cc: 'cc',
  bcc: 'bcc',
  subject: 'subject',
  content: 'content.content',
  'content.content': 'content.content',
  'content.attachments': 'content.attachments',
  delay: 'delay',
} as const;

describe('fieldOfServerError', () => {
  it('sends address errors to their field', () => {
    expect(fieldOfServerError('cc has an invalid address: x', compose)).toEqual({ field: 'cc', message: 'cc has an invalid address: x' });
    expect(fieldOfServerError('to needs at least one address', compose).field).toBe('to');
    expect(fieldOfServerError('bcc has more than 100 addresses', compose).field).toBe('bcc');
  });

  it('strips a "path: " prefix', () => {
    expect(fieldOfServerError('channel_id: no channel 9 in this organization', compose)).toEqual({
      field: 'channel_id',
      message: 'No channel 9 in this organization',
    });
  });

  it('uses the longest known prefix of a nested path', () => {
    expect(fieldOfServerError('content.attachments.0.content: must be at most 5 MB once decoded', compose)).toEqual({
      field: 'content.attachments',
      message: 'content.attachments.0.content: must be at most 5 MB once decoded',
    });
    expect(fieldOfServerError('content.content must not be empty', compose).field).toBe('content.content');
    expect(fieldOfServerError('content is required: an object with the HTML body in content.content', compose).field).toBe(
      'content.content',
    );
  });

  it('falls back to the form for anything else', () => {
    expect(fieldOfServerError('agent_id: agent 5 not found', compose)).toEqual({ field: 'root', message: 'agent_id: agent 5 not found' });
    expect(fieldOfServerError('Could not reach the server.', compose).field).toBe('root');
    expect(fieldOfServerError('', compose).field).toBe('root');
  });
});

describe('labelFieldMessage', () => {
  it("puts the field's label in place of its path", () => {
    expect(labelFieldMessage('content.content must not be empty', 'content.content', 'Message')).toBe('Message must not be empty');
    expect(labelFieldMessage('cc has an invalid address: x', 'cc', 'Cc')).toBe('Cc has an invalid address: x');
    expect(labelFieldMessage('No channel 9 in this organization', 'channel_id', 'From')).toBe('No channel 9 in this organization');
    expect(labelFieldMessage(undefined, 'to', 'To')).toBeUndefined();
  });
});
