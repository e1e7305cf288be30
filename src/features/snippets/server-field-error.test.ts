import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error';

const FIELDS = ['title', 'shortcut', 'categories', 'actions'];

describe('serverFieldError', () => {
  it('puts a message on the field its path names', () => {
    expect(serverFieldError('shortcut "refund" is already used by snippet 12', FIELDS, ['actions'])).toEqual({
      field: 'shortcut',
      message: 'shortcut "refund" is already used by snippet 12',
    });
    expect(serverFieldError('categories.1: no category 99 in this organization', FIELDS, ['actions'])).toEqual({
      field: 'categories',
      message: 'No category 99 in this organization',
    });
  });

  it('keeps the whole path inside an action, so it lands on that action', () => {
    expect(serverFieldError('actions.2.data.status must be one of OPENED, CLOSED, SPAM, SNOOZED', FIELDS, ['actions']).field).toBe(
      'actions.2.data.status',
    );
  });

  it('sends anything else to the form', () => {
    expect(serverFieldError('only owners and admins can create snippets', FIELDS)).toEqual({
      field: 'root',
      message: 'only owners and admins can create snippets',
    });
  });
});
